"""Blocking a sender from the inbox (issue 28, 'A safer inbox'): later messages from the
address, in any case or spacing, are dropped without a word to the sender (the same answer as a
delivered one, nothing stored, nobody e-mailed) and counted for the owner; unblocking lets the
next one through. Visitors can do none of it."""

import uuid

import pytest
from django.core import mail

from apps.contact.models import ContactMessage
from apps.contact.services import message_submit
from apps.guardian import blocks
from apps.guardian.models import BlockedSender
from tests.contact.factories import ContactMessageFactory
from tests.guardian.helpers import guardian_approval_on
from tests.helpers import VALID_CONTACT

pytestmark = pytest.mark.django_db

URL = "/api/contact"
INBOX = "/api/contact-messages"
BLOCKED = f"{INBOX}/blocked"
SENT = {"detail": "Thank you for your message. I'll get back to you soon!"}


def _post(client, ip="10.0.0.1", **changes):
    return client.post(URL, {**VALID_CONTACT, **changes}, format="json", REMOTE_ADDR=ip)


def _block(owner_client, message) -> dict:
    response = owner_client.post(f"{INBOX}/{message.id}/block")
    assert response.status_code == 201, response.content
    return response.json()


def test_owner_blocks_a_sender_by_a_message_and_the_address_is_kept_normalized(owner_client):
    message = ContactMessageFactory(email="  Troll@Example.COM ")

    body = _block(owner_client, message)

    assert body["email"] == "troll@example.com"
    assert body["droppedCount"] == 0
    assert body["lastDroppedAt"] is None
    assert list(BlockedSender.objects.values_list("email", flat=True)) == ["troll@example.com"]
    # The message itself stays in the inbox, marked as from a blocked sender.
    listed = owner_client.get(INBOX).json()
    assert [(m["id"], m["senderBlocked"]) for m in listed] == [(str(message.id), True)]


def test_blocking_twice_keeps_one_row_and_answers_200(owner_client):
    first = ContactMessageFactory(email="troll@example.com")
    second = ContactMessageFactory(email="TROLL@example.com")
    _block(owner_client, first)

    again = owner_client.post(f"{INBOX}/{second.id}/block")

    assert again.status_code == 200
    assert BlockedSender.objects.count() == 1


def test_a_blocked_senders_message_is_dropped_silently_and_counted(
    owner_client, api_client, settings, django_capture_on_commit_callbacks
):
    settings.OWNER_EMAIL = "owner@example.com"
    _block(owner_client, ContactMessageFactory(email="patel@school.example"))
    stored_before = ContactMessage.objects.count()

    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        dropped = _post(api_client, email="  PATEL@School.Example ")
    # The same answer, word for word, as a delivered message gets.
    with django_capture_on_commit_callbacks(execute=True):
        delivered = _post(api_client, ip="10.0.0.2", email="someone.else@example.com")

    assert dropped.status_code == delivered.status_code == 201
    assert dropped.json() == delivered.json() == SENT
    assert dropped["Content-Type"] == delivered["Content-Type"]
    assert callbacks == []  # nothing scheduled: no e-mail, no digest
    assert ContactMessage.objects.count() == stored_before + 1  # only the delivered one
    # Of the two sent just now, only the delivered one is stored.
    assert list(
        ContactMessage.objects.filter(message=VALID_CONTACT["message"]).values_list(
            "email", flat=True
        )
    ) == ["someone.else@example.com"]
    assert [m.to for m in mail.outbox] == [["owner@example.com"]]  # the delivered one only
    assert "Would you present" in mail.outbox[0].body
    blocked = owner_client.get(BLOCKED).json()
    assert [(b["email"], b["droppedCount"]) for b in blocked] == [("patel@school.example", 1)]
    assert blocked[0]["lastDroppedAt"] is not None


def test_the_inbox_never_shows_a_dropped_message(owner_client, api_client):
    _block(owner_client, ContactMessageFactory(email="patel@school.example", subject="First one"))

    _post(api_client, subject="The second message")
    _post(api_client, ip="10.0.0.3", subject="The third message")

    subjects = [m["subject"] for m in owner_client.get(INBOX).json()]
    assert subjects == ["First one"]
    assert owner_client.get(f"{INBOX}/unread-count").json() == {"unreadCount": 1}
    assert owner_client.get(BLOCKED).json()[0]["droppedCount"] == 2


def test_unblocking_lets_the_next_message_through(owner_client, api_client):
    blocked = _block(owner_client, ContactMessageFactory(email="patel@school.example"))
    _post(api_client)

    response = owner_client.delete(f"{BLOCKED}/{blocked['id']}")
    assert response.status_code == 204
    assert owner_client.get(BLOCKED).json() == []
    _post(api_client, ip="10.0.0.4", subject="After unblocking")

    assert "After unblocking" in [m["subject"] for m in owner_client.get(INBOX).json()]


def test_a_blocked_under_13_message_is_not_held_or_sent_to_the_guardian(
    owner_client, api_client, django_capture_on_commit_callbacks
):
    guardian_approval_on()
    _block(owner_client, ContactMessageFactory(email="patel@school.example"))

    with django_capture_on_commit_callbacks(execute=True):
        response = _post(api_client, ageVerification="under-13-with-consent")

    assert response.json() == SENT
    assert mail.outbox == []
    assert ContactMessage.objects.count() == 1  # the one blocked from


def test_rate_limits_still_apply_to_a_blocked_sender(owner_client, api_client, settings):
    _block(owner_client, ContactMessageFactory(email="patel@school.example"))
    answers = [_post(api_client, ip="10.0.0.9").status_code for _ in range(6)]

    assert answers[:5] == [201] * 5
    assert answers[5] == 429
    assert BlockedSender.objects.get().dropped_count == 5


def test_the_service_drops_and_returns_nothing_for_a_blocked_address():
    blocks.sender_block(email="Sam@Example.com")

    row = message_submit(
        name="Sam",
        email="sam@example.com",
        subject="Hello there",
        message="A message that is dropped.",
        age_verification="over-13",
    )

    assert row is None
    assert not ContactMessage.objects.exists()
    assert BlockedSender.objects.get().dropped_count == 1


def test_normalize_address_trims_and_lower_cases():
    assert blocks.normalize_address("  Sam@EXAMPLE.com\t") == "sam@example.com"
    assert blocks.sender_drop(email="") is False
    assert blocks.sender_drop(email="nobody@example.com") is False


def test_the_number_of_blocked_addresses_is_bounded(owner_client, monkeypatch):
    monkeypatch.setattr(blocks, "MAX_BLOCKED", 1)
    _block(owner_client, ContactMessageFactory(email="one@example.com"))

    response = owner_client.post(
        f"{INBOX}/{ContactMessageFactory(email='two@example.com').id}/block"
    )

    assert response.status_code == 409
    assert "Unblock one" in response.json()["detail"]
    assert BlockedSender.objects.count() == 1


# --- bad input and visitors ------------------------------------------------------------------


def test_blocking_a_message_that_does_not_exist_is_a_404(owner_client):
    assert owner_client.post(f"{INBOX}/{uuid.uuid4()}/block").status_code == 404
    assert owner_client.post(f"{INBOX}/not-a-uuid/block").status_code == 404
    assert not BlockedSender.objects.exists()


def test_unblocking_an_address_not_blocked_is_a_clear_404(owner_client):
    for blocked_id in (uuid.uuid4(), "not-a-uuid"):
        response = owner_client.delete(f"{BLOCKED}/{blocked_id}")
        assert response.status_code == 404
        assert "not blocked" in response.json()["detail"]


def test_visitors_cannot_block_list_or_unblock(not_the_owner):
    client, status = not_the_owner
    message = ContactMessageFactory()
    blocked, _ = blocks.sender_block(email="troll@example.com")

    assert client.post(f"{INBOX}/{message.id}/block").status_code == status
    assert client.get(BLOCKED).status_code == status
    assert client.delete(f"{BLOCKED}/{blocked.id}").status_code == status
    assert list(BlockedSender.objects.values_list("email", flat=True)) == ["troll@example.com"]
