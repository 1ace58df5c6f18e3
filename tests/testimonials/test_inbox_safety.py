"""Testimonials and 'A safer inbox' (issue 28): a testimonial sent through a request's link to
an address the owner blocked is dropped without a word (the same answer, nothing kept, no
confirmation e-mail) and counted; the referee's confirmation e-mail shows links as text in both
its parts; the panel's list says when one was shown to the guardian."""

from urllib.parse import parse_qs, urlsplit

import pytest
from django.core import mail

from apps.guardian import blocks
from apps.guardian.models import BlockedSender
from apps.testimonials.models import Testimonial, TestimonialRequest
from tests.core.factories import SiteProfileFactory
from tests.guardian.links import INERT_FORMS, LINKS_TEXT, clickable_in
from tests.testimonials.factories import VALID_REQUEST, VALID_TESTIMONIAL, TestimonialFactory

pytestmark = pytest.mark.django_db

URL = "/api/testimonials"
FILLED = {**VALID_TESTIMONIAL, "name": "Mr Rivera", "role": "Mentor"}
SUBMITTED = {
    "detail": (
        "Thank you for sharing your experience. Your testimonial will be reviewed and "
        "published soon."
    ),
    "status": "pending",
    "verified": True,
}


def _invite(owner_client, email) -> str:
    """The owner requests a testimonial from `email`; the token of the e-mail's link."""
    assert (
        owner_client.post(
            f"{URL}/request", {**VALID_REQUEST, "email": email}, format="json"
        ).status_code
        == 201
    )
    link = next(word for word in mail.outbox[-1].body.split() if "/testimonials?" in word)
    return parse_qs(urlsplit(link).query)["invite"][0]


def test_a_testimonial_from_a_blocked_address_is_dropped_silently_and_counted(
    owner_client, api_client
):
    SiteProfileFactory(name="Ada Example")
    blocked_token = _invite(owner_client, "rivera@club.example")
    other_token = _invite(owner_client, "okafor@school.example")
    blocks.sender_block(email="  RIVERA@club.example")
    mail.outbox.clear()

    dropped = api_client.post(URL, {**FILLED, "invite": blocked_token}, format="json")
    delivered = api_client.post(
        URL, {**FILLED, "invite": other_token}, format="json", REMOTE_ADDR="10.2.0.2"
    )

    assert dropped.status_code == delivered.status_code == 201
    assert dropped.json() == delivered.json() == SUBMITTED
    # Only the delivered one is kept, and only its referee is e-mailed a confirmation.
    assert list(Testimonial.objects.values_list("request__email", flat=True)) == [
        "okafor@school.example"
    ]
    assert [m.to for m in mail.outbox] == [["okafor@school.example"]]
    assert BlockedSender.objects.get().dropped_count == 1
    # The blocked link is spent like any used one: a second try is refused as used.
    assert TestimonialRequest.objects.get(email="rivera@club.example").used_at is not None
    again = api_client.post(
        URL, {**FILLED, "invite": blocked_token}, format="json", REMOTE_ADDR="10.2.0.3"
    )
    assert again.status_code == 409


def test_the_public_form_is_unaffected_by_blocks(api_client):
    blocks.sender_block(email="rivera@club.example")

    response = api_client.post(URL, VALID_TESTIMONIAL, format="json")

    assert response.status_code == 201
    assert Testimonial.objects.count() == 1  # it names no address to match


def test_unblocking_lets_the_next_testimonial_through(owner_client, api_client):
    SiteProfileFactory(name="Ada Example")
    token = _invite(owner_client, "rivera@club.example")
    blocked, _ = blocks.sender_block(email="rivera@club.example")
    blocks.sender_unblock(blocked=blocked)

    response = api_client.post(URL, {**FILLED, "invite": token}, format="json")

    assert response.status_code == 201
    assert Testimonial.objects.count() == 1


def test_the_confirmation_email_shows_links_as_text_in_both_parts(owner_client, api_client):
    SiteProfileFactory(name="Ada Example")
    token = _invite(owner_client, "rivera@club.example")
    mail.outbox.clear()

    response = api_client.post(
        URL, {**FILLED, "invite": token, "content": LINKS_TEXT}, format="json"
    )

    assert response.status_code == 201
    (sent,) = mail.outbox
    html = sent.alternatives[0].content
    # The withdraw link is the site's own; everything the referee wrote is inert.
    own = tuple(w for w in sent.body.split() if w.startswith("http://testserver/"))
    assert clickable_in(sent.body, ignore=own) == [], sent.body
    for form in INERT_FORMS:
        assert form in sent.body
    html_own = tuple(
        part.split('"')[0]
        for part in html.split('href="')[1:]
        if part.startswith("http://testserver")
    )
    assert clickable_in(html, ignore=html_own) == [], html
    assert html.count("<a ") == 1  # the withdraw button only
    assert "&lt;a href=&quot;http[:]//phish[.]example/win&quot;&gt;" in html
    assert Testimonial.objects.get().content == LINKS_TEXT  # kept as written


def test_the_owners_list_says_when_a_testimonial_was_shown_to_the_guardian(owner_client):
    SiteProfileFactory(guardian_email="guardian@example.com")
    testimonial = TestimonialFactory()

    before = owner_client.get(f"{URL}?status=pending").json()
    shown = owner_client.post(
        f"{URL}/{testimonial.id}/show-guardian", {"note": "Is this ok?"}, format="json"
    )
    after = owner_client.get(f"{URL}?status=pending").json()
    everything = owner_client.get(f"{URL}/admin").json()

    assert before[0]["shownToGuardianAt"] is None
    assert shown.status_code == 201
    assert after[0]["shownToGuardianAt"] == shown.json()["shownAt"]
    rows = everything["results"] if isinstance(everything, dict) else everything
    assert rows[0]["shownToGuardianAt"] == shown.json()["shownAt"]
