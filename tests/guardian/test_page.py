"""/guardian/<token>, the page the guardian's e-mail links to: opening it decides nothing (link
scanners fetch links), the buttons POST, and every bad, used or expired link is a clear 4xx
page, never a 500. The page sets no cookie and is never cached or indexed."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.contact.services import message_submit
from apps.guardian.models import Decision, GuardianHold
from apps.testimonials import services as testimonials  # a test_* name would be collected
from tests.guardian.helpers import guardian_approval_on, guardian_emails, link_in

pytestmark = pytest.mark.django_db


@pytest.fixture
def held(django_capture_on_commit_callbacks):
    """A held message from a child, and the path its e-mail links to."""
    guardian_approval_on()
    with django_capture_on_commit_callbacks(execute=True):
        message = message_submit(
            name="Priya Shah",
            email="priya.family@example.com",
            subject="Your space blog",
            message="I loved your post about the planets.\nHow did you make the rocket?",
            age_verification="under-13-with-consent",
        )
    return message, link_in(guardian_emails()[0])


def _hold() -> GuardianHold:
    return GuardianHold.objects.get()


def test_opening_the_link_shows_the_message_and_decides_nothing(client, held):
    _message, link = held

    for _ in range(3):  # a scanner, a preview, the guardian
        response = client.get(link)
        assert response.status_code == 200
    assert client.head(link).status_code == 200

    page = response.content.decode()
    assert ">Please check this contact message</h1>" in page
    assert "Contact message from Priya" in page
    assert "Your space blog" in page
    assert "I loved your post about the planets.<br>How did you make the rocket?" in page
    assert 'name="decision" value="approve"' in page
    assert 'name="decision" value="decline"' in page
    assert 'method="post"' in page
    # First name only; the sender's address is not the guardian's business.
    assert "Shah" not in page
    assert "priya.family@example.com" not in page
    assert _hold().decision == Decision.PENDING


def test_the_page_sets_no_cookie_and_is_never_cached_or_indexed(client, held):
    _, link = held

    for response in (client.get(link), client.get("/guardian/" + "x" * 43)):
        assert response.cookies == {}
        assert "no-store" in response["Cache-Control"]
        assert response["X-Robots-Tag"] == "noindex, nofollow"
        assert response["Referrer-Policy"] == "no-referrer"
        assert '<meta name="robots" content="noindex, nofollow">' in response.content.decode()


def test_a_testimonial_shows_its_relationship_and_rating(
    client, django_capture_on_commit_callbacks
):
    guardian_approval_on()
    with django_capture_on_commit_callbacks(execute=True):
        testimonials.testimonial_submit(
            name="Tom",
            role="Classmate",
            content="Always helps with maths.",
            rating=4,
            age_verification="under-13-with-consent",
        )

    page = client.get(link_in(guardian_emails()[0])).content.decode()

    assert "Testimonial from Tom" in page
    assert "Classmate" in page
    assert "4 out of 5" in page
    assert "Always helps with maths." in page


@pytest.mark.parametrize(
    "token",
    [
        "A" * 43,  # the right shape, but no such hold
        "short",
        "A" * 44,
        "A" * 42 + "!",
        "../../etc/passwd",
        "A" * 5000,
    ],
)
def test_a_link_that_is_not_one_is_a_404_page(client, held, token):
    for method in (client.get, client.post):
        response = method(
            f"/guardian/{token}", {"decision": "approve"} if method == client.post else None
        )
        assert response.status_code == 404
        assert "This link does not work" in response.content.decode()
    assert _hold().decision == Decision.PENDING


def test_a_nul_byte_in_the_link_is_a_400_before_anything_is_looked_up(client, held):
    response = client.post("/guardian/%00" + "A" * 42, {"decision": "approve"})

    assert response.status_code == 400
    assert _hold().decision == Decision.PENDING


def test_a_wrong_decision_is_a_400_page_that_decides_nothing(client, held):
    _, link = held

    for data in ({}, {"decision": "maybe"}, {"decision": ["approve", "decline"]}):
        response = client.post(link, data)
        assert response.status_code == 400
        assert "Choose Approve or Decline." in response.content.decode()
    assert _hold().decision == Decision.PENDING


def test_other_methods_are_refused(client, held):
    _, link = held

    assert client.put(link).status_code == 405
    assert client.delete(link).status_code == 405
    assert _hold().decision == Decision.PENDING


def test_an_approved_link_used_again_says_so(client, held):
    message, link = held
    assert client.post(link, {"decision": "approve"}).status_code == 200

    again = client.post(link, {"decision": "decline"})
    opened = client.get(link)

    assert again.status_code == opened.status_code == 410
    assert "This has already been approved" in again.content.decode()
    message.refresh_from_db()  # the decline did not delete it
    assert _hold().decision == Decision.APPROVED


def test_a_declined_link_used_again_is_a_404(client, held):
    _, link = held
    assert client.post(link, {"decision": "decline"}).status_code == 200

    for response in (client.get(link), client.post(link, {"decision": "approve"})):
        assert response.status_code == 404
        assert "This link does not work" in response.content.decode()
    assert GuardianHold.objects.count() == 0


def test_an_expired_link_is_a_410_page_that_decides_nothing(client, held):
    message, link = held
    GuardianHold.objects.update(created_at=timezone.now() - timedelta(days=30, seconds=1))

    for response in (client.get(link), client.post(link, {"decision": "approve"})):
        assert response.status_code == 410
        assert "This link has expired" in response.content.decode()
    assert _hold().decision == Decision.PENDING
    message.refresh_from_db()


def test_two_decisions_at_once_decide_once(client, held):
    """The second of two clicks that both loaded the page while pending finds it decided."""
    from apps.guardian.services import AlreadyDecided, hold_approve, hold_decline

    hold = _hold()
    stale = GuardianHold.objects.get(pk=hold.pk)
    hold_approve(hold=hold)

    with pytest.raises(AlreadyDecided):
        hold_decline(hold=stale)
    with pytest.raises(AlreadyDecided):
        hold_approve(hold=stale)
    assert _hold().decision == Decision.APPROVED


def test_too_many_openings_from_one_network_are_a_429_that_decides_nothing(client, held):
    """A guardian's link is limited as a share link is: 60 a minute from one network (an IPv6
    visitor by its /64), then a page that looks nothing up."""
    _message, url = held
    for n in range(60):
        address = f"2001:db8:1:2::{n + 1:x}"
        assert client.get(url, REMOTE_ADDR=address).status_code == 200

    refused = client.post(url, {"decision": "approve"}, REMOTE_ADDR="2001:db8:1:2::ffff")

    assert refused.status_code == 429
    assert refused["Retry-After"] == "60"
    assert "nothing has been decided" in refused.content.decode()
    assert _hold().decided_at is None
    assert client.get(url, REMOTE_ADDR="2001:db8:9:9::1").status_code == 200  # another network
