"""POST /api/contact and the owner's inbox at /api/contact-messages."""

from datetime import timedelta
from unittest import mock

import pytest
from django.core import mail
from django.core.management import call_command
from django.utils import timezone

from apps.contact.models import ContactMessage
from tests.contact.factories import ContactMessageFactory
from tests.helpers import VALID_CONTACT, count_queries

pytestmark = pytest.mark.django_db

URL = "/api/contact"
INBOX = "/api/contact-messages"

VALID = VALID_CONTACT


def _post(client, payload, ip="10.0.0.1"):
    return client.post(URL, payload, format="json", REMOTE_ADDR=ip)


def test_visitor_sends_a_message_it_is_stored_and_the_owner_is_emailed(
    api_client, settings, django_capture_on_commit_callbacks
):
    settings.OWNER_EMAIL = "owner@example.com"

    with django_capture_on_commit_callbacks(execute=True):
        response = _post(api_client, VALID)

    assert response.status_code == 201
    assert response.json() == {"detail": "Thank you for your message. I'll get back to you soon!"}
    stored = ContactMessage.objects.get()
    assert (stored.name, stored.email, stored.age_verification) == (
        "Ms Patel",
        "patel@school.example",
        "over-13",
    )
    assert stored.is_read is False
    assert len(mail.outbox) == 1
    sent = mail.outbox[0]
    assert sent.to == ["owner@example.com"]
    assert sent.reply_to == ["patel@school.example"]
    assert sent.subject == "New message: Science fair"
    assert "Would you present your project" in sent.body


def test_a_failing_mail_server_keeps_the_message_and_answers_201(
    api_client, django_capture_on_commit_callbacks
):
    with (
        mock.patch("django.core.mail.EmailMessage.send", side_effect=OSError("smtp down")),
        django_capture_on_commit_callbacks(execute=True),
    ):
        response = _post(api_client, VALID)

    assert response.status_code == 201
    assert ContactMessage.objects.count() == 1


@pytest.mark.parametrize("field", ["ageVerification", "consent", "coppaCompliant"])
def test_missing_coppa_answers_are_refused(api_client, field):
    payload = {k: v for k, v in VALID.items() if k != field}

    response = _post(api_client, payload)

    assert response.status_code == 400
    assert field in response.json()


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("name", "Eve\r\nBcc: everyone@example.com"),
        ("subject", "Hello there\nBcc: x@example.com"),
        ("email", "eve@example.com\nBcc: x@example.com"),
    ],
)
def test_line_breaks_in_header_fields_are_refused_and_nothing_is_sent(
    api_client, field, value, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = _post(api_client, {**VALID, field: value})

    assert response.status_code == 400
    assert field in response.json()
    assert not ContactMessage.objects.exists()
    assert mail.outbox == []


def test_a_line_break_in_the_message_body_is_fine(api_client):
    response = _post(api_client, {**VALID, "message": "First line\nsecond line of the message"})

    assert response.status_code == 201


def test_honeypot_gets_a_normal_201_but_nothing_is_stored_or_sent(
    api_client, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = _post(api_client, {**VALID, "website": "http://spam.example"})

    assert response.status_code == 201
    assert response.json() == {"detail": "Thank you for your message. I'll get back to you soon!"}
    assert not ContactMessage.objects.exists()
    assert mail.outbox == []


def test_the_sixth_message_in_an_hour_from_one_address_gets_429(api_client):
    for _ in range(5):
        assert _post(api_client, VALID, ip="10.9.9.9").status_code == 201

    response = _post(api_client, VALID, ip="10.9.9.9")

    assert response.status_code == 429
    assert "detail" in response.json()
    assert ContactMessage.objects.count() == 5
    assert _post(api_client, VALID, ip="10.9.9.10").status_code == 201


@pytest.mark.parametrize("body", ["nope", "[]", "null", '{"name": '])
def test_malformed_bodies_are_400(api_client, body):
    response = api_client.generic("POST", URL, body, content_type="application/json")

    assert response.status_code == 400
    assert not ContactMessage.objects.exists()


def test_visitors_cannot_read_messages(api_client):
    assert api_client.get(URL).status_code == 405


# --- the owner's inbox ------------------------------------------------------------------------


def test_owner_lists_messages_newest_first(owner_client):
    older = ContactMessageFactory()
    newer = ContactMessageFactory()
    ContactMessage.objects.filter(id=older.id).update(created_at=timezone.now() - timedelta(days=1))

    body = owner_client.get(INBOX).json()

    assert [m["id"] for m in body] == [str(newer.id), str(older.id)]
    assert set(body[0]) == {
        "id",
        "name",
        "email",
        "subject",
        "message",
        "ageVerification",
        "isRead",
        "readAt",
        "createdAt",
        "senderBlocked",
        "shownToGuardianAt",
    }


def test_owner_sees_the_unread_count(owner_client):
    ContactMessageFactory.create_batch(3)
    ContactMessageFactory(is_read=True)

    assert owner_client.get(f"{INBOX}/unread-count").json() == {"unreadCount": 3}


def test_owner_marks_a_message_read_once(owner_client):
    message = ContactMessageFactory()

    first = owner_client.post(f"{INBOX}/{message.id}/read").json()
    second = owner_client.post(f"{INBOX}/{message.id}/read").json()

    assert first["isRead"] is True
    assert first["readAt"] == second["readAt"]


def test_owner_deletes_a_message(owner_client):
    message = ContactMessageFactory()

    assert owner_client.delete(f"{INBOX}/{message.id}").status_code == 204
    assert not ContactMessage.objects.exists()


def test_the_inbox_is_never_public(not_the_owner):
    client, status = not_the_owner
    message = ContactMessageFactory()

    assert client.get(INBOX).status_code == status
    assert client.get(f"{INBOX}/unread-count").status_code == status
    assert client.post(f"{INBOX}/{message.id}/read").status_code == status
    assert client.delete(f"{INBOX}/{message.id}").status_code == status
    message.refresh_from_db()
    assert message.is_read is False


def test_inbox_runs_a_constant_number_of_queries(owner_client):
    ContactMessageFactory()
    one = count_queries(owner_client, INBOX)
    ContactMessageFactory.create_batch(49)

    assert count_queries(owner_client, INBOX) == one <= 3


# --- retention ---------------------------------------------------------------------------------


def _aged(days: int, **kwargs) -> ContactMessage:
    message = ContactMessageFactory(**kwargs)
    ContactMessage.objects.filter(id=message.id).update(
        created_at=timezone.now() - timedelta(days=days)
    )
    return message


def test_purge_deletes_messages_past_180_days_only():
    kept = _aged(179)
    _aged(181)

    call_command("purge_expired", stdout=open("/dev/null", "w"))  # noqa: SIM115

    assert list(ContactMessage.objects.values_list("id", flat=True)) == [kept.id]


def test_purge_deletes_read_messages_from_under_13s_after_30_days():
    now = timezone.now()
    read_long_ago = ContactMessageFactory(
        age_verification="under-13-with-consent", is_read=True, read_at=now - timedelta(days=31)
    )
    read_recently = ContactMessageFactory(
        age_verification="under-13-with-consent", is_read=True, read_at=now - timedelta(days=29)
    )
    unread = ContactMessageFactory(age_verification="under-13-with-consent")

    call_command("purge_expired", stdout=open("/dev/null", "w"))  # noqa: SIM115

    remaining = set(ContactMessage.objects.values_list("id", flat=True))
    assert remaining == {read_recently.id, unread.id}
    assert read_long_ago.id not in remaining


def test_a_stale_token_does_not_stop_a_contact_message(api_client):
    api_client.credentials(HTTP_AUTHORIZATION="Bearer expired.or.forged.token")

    assert _post(api_client, VALID).status_code == 201
