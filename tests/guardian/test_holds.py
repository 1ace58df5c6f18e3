"""Guardian approval through the API: with it on, what a visitor under 13 sends is stored but
held, the guardian is e-mailed a link, and the owner's inbox, counts, testimonial lists,
dashboard and e-mails leave it out until the guardian approves it. With it off (or for a visitor
13 or older), nothing changes."""

from datetime import timedelta
from unittest import mock

import pytest
from django.core import mail
from django.core.management import call_command
from django.utils import timezone

from apps.contact.models import ContactMessage
from apps.contact.services import digest_send_due
from apps.guardian.models import Decision, GuardianHold
from apps.testimonials.models import Testimonial
from tests.core.factories import SiteProfileFactory
from tests.guardian.helpers import GUARDIAN, guardian_approval_on, guardian_emails, link_in
from tests.helpers import VALID_CONTACT
from tests.testimonials.factories import VALID_TESTIMONIAL

pytestmark = pytest.mark.django_db

UNDER_13 = "under-13-with-consent"
CHILD_MESSAGE = {
    **VALID_CONTACT,
    "name": "Priya Shah",
    "email": "priya.family@example.com",
    "subject": "Your space blog",
    "message": "I loved your post about the planets. How did you make the rocket model?",
    "ageVerification": UNDER_13,
}
CHILD_TESTIMONIAL = {
    **VALID_TESTIMONIAL,
    "name": "Tom Brown",
    "role": "Classmate",
    "content": "Always helps me with maths homework and explains it really well.",
    "ageVerification": UNDER_13,
}


@pytest.fixture
def send(api_client, django_capture_on_commit_callbacks):
    """POST a public form as a visitor, running what waits for the commit (the e-mails)."""

    def post(url, payload, ip="10.0.0.1"):
        with django_capture_on_commit_callbacks(execute=True):
            return api_client.post(url, payload, format="json", REMOTE_ADDR=ip)

    return post


def _inbox_subjects(owner_client) -> list[str]:
    response = owner_client.get("/api/contact-messages")
    assert response.status_code == 200
    return [row["subject"] for row in response.json()]


def test_a_message_from_an_under_13_is_held_and_only_the_guardian_is_emailed(
    send, owner_client, settings
):
    settings.OWNER_EMAIL = "owner@example.com"
    guardian_approval_on()

    response = send("/api/contact", CHILD_MESSAGE)

    assert response.status_code == 201  # the visitor is told the same as anyone
    stored = ContactMessage.objects.get()
    assert stored.guardian_hold.decision == Decision.PENDING
    assert [m.to for m in mail.outbox] == [[GUARDIAN]]  # not the owner
    email = mail.outbox[0]
    assert email.subject == "Please check a contact message sent to the website"
    assert "From: Priya (first name only)" in email.body
    assert "I loved your post about the planets." in email.body
    # Minimal: no surname, no sender's address, no Reply-To to the child.
    assert "Shah" not in email.body
    assert "priya.family@example.com" not in email.body
    assert email.reply_to == []
    assert link_in(email).startswith("/guardian/")
    # The token exists only in the e-mail: the row keeps its hash.
    token = link_in(email).rsplit("/", 1)[1]
    assert token not in stored.guardian_hold.token_hash


def test_the_owner_api_never_returns_a_held_message(send, owner_client):
    guardian_approval_on()
    send("/api/contact", CHILD_MESSAGE)
    held = ContactMessage.objects.get()

    assert _inbox_subjects(owner_client) == []
    assert owner_client.get("/api/contact-messages/unread-count").json() == {"unreadCount": 0}
    assert owner_client.post(f"/api/contact-messages/{held.pk}/read").status_code == 404
    assert owner_client.delete(f"/api/contact-messages/{held.pk}").status_code == 404
    summary = owner_client.get("/api/admin/summary").json()
    assert summary["unreadMessages"] == 0
    assert [a["kind"] for a in summary["recentSubmissions"]] == []
    held.refresh_from_db()
    assert held.is_read is False  # untouched


def test_a_held_message_is_never_in_the_owners_hourly_digest(send, settings):
    settings.CONTACT_EMAILS_PER_HOUR = 0  # every message waits for the digest
    guardian_approval_on()
    send("/api/contact", CHILD_MESSAGE)
    mail.outbox.clear()

    assert digest_send_due(now=timezone.now() + timedelta(hours=2)) == 0
    assert mail.outbox == []


def test_once_the_guardian_approves_the_owner_sees_the_message_and_is_emailed(
    send, owner_client, client, settings, django_capture_on_commit_callbacks
):
    settings.OWNER_EMAIL = "owner@example.com"
    guardian_approval_on(email="")  # no address on the profile: OWNER_EMAIL
    send("/api/contact", CHILD_MESSAGE)
    link = link_in(guardian_emails()[0])
    mail.outbox.clear()

    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(link, {"decision": "approve"})

    assert response.status_code == 200
    assert "is now with the owner" in response.content.decode()
    assert _inbox_subjects(owner_client) == ["Your space blog"]
    assert owner_client.get("/api/contact-messages/unread-count").json() == {"unreadCount": 1}
    assert [(m.to, m.subject) for m in mail.outbox] == [
        (["owner@example.com"], "New message: Your space blog")
    ]
    hold = GuardianHold.objects.get()
    assert (hold.decision, hold.decided_at is not None) == (Decision.APPROVED, True)


def test_declining_deletes_the_message_unseen(send, owner_client, client):
    guardian_approval_on()
    send("/api/contact", CHILD_MESSAGE)
    link = link_in(guardian_emails()[0])
    mail.outbox.clear()

    response = client.post(link, {"decision": "decline"})

    assert response.status_code == 200
    assert "has been deleted" in response.content.decode()
    assert ContactMessage.objects.count() == 0
    assert GuardianHold.objects.count() == 0
    assert _inbox_subjects(owner_client) == []
    assert mail.outbox == []  # the owner is never told


def test_a_testimonial_from_an_under_13_waits_for_the_guardian(send, owner_client, client):
    guardian_approval_on()

    assert send("/api/testimonials", CHILD_TESTIMONIAL).status_code == 201

    held = Testimonial.objects.get()
    assert held.guardian_hold.decision == Decision.PENDING
    [email] = guardian_emails()
    assert email.subject == "Please check a testimonial sent to the website"
    assert "From: Tom (first name only)" in email.body
    for url in ("/api/testimonials?status=pending", "/api/testimonials/admin"):
        assert owner_client.get(url).json() == [], url
    assert owner_client.post(f"/api/testimonials/{held.pk}/approve").status_code == 404
    assert owner_client.delete(f"/api/testimonials/{held.pk}").status_code == 404
    summary = owner_client.get("/api/admin/summary").json()
    assert (summary["testimonials"]["total"], summary["testimonials"]["pending"]) == (0, 0)
    assert summary["engagement"]["received"] == 0

    assert client.post(link_in(email), {"decision": "approve"}).status_code == 200

    pending = owner_client.get("/api/testimonials?status=pending").json()
    assert [row["name"] for row in pending] == ["Tom Brown"]
    held.refresh_from_db()
    assert held.is_approved is False  # the owner still decides whether to publish it
    assert owner_client.get("/api/admin/summary").json()["testimonials"]["pending"] == 1


def test_declining_a_testimonial_deletes_it(send, client):
    guardian_approval_on()
    send("/api/testimonials", CHILD_TESTIMONIAL)

    assert client.post(link_in(guardian_emails()[0]), {"decision": "decline"}).status_code == 200

    assert Testimonial.objects.count() == 0


@pytest.mark.parametrize("approval", [False, True], ids=["approval off", "approval on"])
def test_without_a_hold_nothing_changes(send, owner_client, settings, approval):
    """Approval off: an under-13's message goes straight to the owner, as before. Approval on:
    a message from someone 13 or older does too."""
    settings.OWNER_EMAIL = "owner@example.com"
    SiteProfileFactory(guardian_email=GUARDIAN, guardian_approval=approval, email="")
    age = "over-13" if approval else UNDER_13

    send("/api/contact", {**CHILD_MESSAGE, "ageVerification": age})
    send("/api/testimonials", {**CHILD_TESTIMONIAL, "ageVerification": age})

    assert GuardianHold.objects.count() == 0
    assert _inbox_subjects(owner_client) == ["Your space blog"]
    assert [row["name"] for row in owner_client.get("/api/testimonials?status=pending").json()] == [
        "Tom Brown"
    ]
    assert [m.to for m in mail.outbox] == [["owner@example.com"]]


def test_a_guardian_address_alone_holds_nothing(send, owner_client):
    SiteProfileFactory(guardian_email=GUARDIAN, guardian_approval=False)

    send("/api/contact", CHILD_MESSAGE)

    assert GuardianHold.objects.count() == 0
    assert guardian_emails() == []


def test_a_failing_mail_server_keeps_the_message_held_and_answers_the_visitor(
    send, owner_client, caplog
):
    guardian_approval_on()

    with mock.patch(
        "apps.guardian.holds.EmailMessage.send", side_effect=ConnectionRefusedError("smtp down")
    ):
        response = send("/api/contact", CHILD_MESSAGE)

    assert response.status_code == 201
    assert ContactMessage.objects.get().guardian_hold.decision == Decision.PENDING
    assert _inbox_subjects(owner_client) == []
    assert "ConnectionRefusedError" in caplog.text
    assert GUARDIAN not in caplog.text
    assert "planets" not in caplog.text


def test_purge_expired_deletes_what_the_guardian_left_unanswered_for_30_days(send, client):
    guardian_approval_on()
    send("/api/contact", CHILD_MESSAGE)
    send("/api/contact", {**CHILD_MESSAGE, "subject": "Approved long ago"}, ip="10.0.0.2")
    send("/api/contact", {**CHILD_MESSAGE, "subject": "Sent yesterday"}, ip="10.0.0.3")
    send("/api/testimonials", CHILD_TESTIMONIAL)
    _old, approved, recent = (
        GuardianHold.objects.get(message__subject=s)
        for s in ("Your space blog", "Approved long ago", "Sent yesterday")
    )
    client.post(f"/guardian/{_token_for(approved)}", {"decision": "approve"})
    GuardianHold.objects.exclude(pk=recent.pk).update(
        created_at=timezone.now() - timedelta(days=31)
    )

    call_command("purge_expired", stdout=mock.MagicMock())

    assert set(ContactMessage.objects.values_list("subject", flat=True)) == {
        "Approved long ago",
        "Sent yesterday",
    }
    assert Testimonial.objects.count() == 0
    assert set(GuardianHold.objects.all()) == {approved, recent}


def _token_for(hold: GuardianHold) -> str:
    """The token of a hold, found in the e-mail that announced it."""
    from apps.guardian.models import token_hash

    for email in guardian_emails():
        token = link_in(email).rsplit("/", 1)[1]
        if token_hash(token) == hold.token_hash:
            return token
    raise AssertionError("no e-mail for this hold")


def test_django_admin_leaves_held_items_out_too(send, client, owner):
    guardian_approval_on()
    send("/api/contact", CHILD_MESSAGE)
    send("/api/testimonials", CHILD_TESTIMONIAL)
    send(
        "/api/contact",
        {**CHILD_MESSAGE, "subject": "From a grown-up", "ageVerification": "over-13"},
    )
    client.force_login(owner)

    messages = client.get("/django-admin/contact/contactmessage/").content.decode()
    testimonials = client.get("/django-admin/testimonials/testimonial/").content.decode()

    assert "From a grown-up" in messages
    assert "Your space blog" not in messages
    assert "Tom Brown" not in testimonials
    held = ContactMessage.objects.get(subject="Your space blog")
    assert client.get(f"/django-admin/contact/contactmessage/{held.pk}/change/").status_code == 302
