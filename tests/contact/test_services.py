"""Contact messages' write rules, where they live (apps/contact/services.py): a message is kept
first and the owner told after commit, within the hour's e-mail allowance; the rest wait for one
digest of ended hours; reading is recorded once; retention deletes old and read under-13 mail."""

from datetime import UTC, datetime, timedelta

import pytest
from django.core import mail
from django.utils import timezone

from apps.contact.models import ContactMessage
from apps.contact.services import (
    digest_send_due,
    message_delete,
    message_mark_read,
    message_submit,
    messages_purge_expired,
)
from tests.contact.factories import ContactMessageFactory
from tests.core.factories import SiteProfileFactory

pytestmark = pytest.mark.django_db

OWNER = "owner@example.com"
UNDER_13 = "under-13-with-consent"
# Half past two: the hour that ended is 13:00-14:00.
NOW = datetime(2026, 3, 10, 14, 30, tzinfo=UTC)


@pytest.fixture(autouse=True)
def _owner_email(settings):
    settings.OWNER_EMAIL = OWNER


def _submit(number: int = 1) -> ContactMessage:
    return message_submit(
        name=f"Visitor {number}",
        email=f"visitor{number}@example.net",
        subject=f"Subject {number}",
        message="Would you present your project at our science fair?",
        age_verification="over-13",
    )


def _at(message: ContactMessage, moment: datetime) -> ContactMessage:
    ContactMessage.objects.filter(pk=message.pk).update(created_at=moment)
    message.refresh_from_db()
    return message


# --- submit --------------------------------------------------------------------------------------


def test_a_message_is_stored_at_once_and_the_owner_emailed_only_after_commit(
    django_capture_on_commit_callbacks,
):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        message = _submit()

    assert ContactMessage.objects.get() == message
    assert mail.outbox == []  # nothing is sent for a message that might still roll back

    for callback in callbacks:
        callback()

    (sent,) = mail.outbox
    assert sent.to == [OWNER]
    assert sent.reply_to == ["visitor1@example.net"]
    assert sent.subject == "New message: Subject 1"
    message.refresh_from_db()
    assert message.notified_at is not None
    assert message.digest_id is None


def test_the_owner_is_emailed_at_the_profile_s_address_when_it_has_one(
    django_capture_on_commit_callbacks,
):
    SiteProfileFactory(email="ada@school-portfolio.example")

    with django_capture_on_commit_callbacks(execute=True):
        _submit()
    _at(ContactMessageFactory(), NOW - timedelta(hours=2))
    digest_send_due(now=NOW)

    assert [sent.to for sent in mail.outbox] == [
        ["ada@school-portfolio.example"],
        ["ada@school-portfolio.example"],
    ]


def test_without_the_profile_s_address_the_owner_is_emailed_at_owner_email(
    django_capture_on_commit_callbacks,
):
    SiteProfileFactory(email="")

    with django_capture_on_commit_callbacks(execute=True):
        _submit()

    assert [sent.to for sent in mail.outbox] == [[OWNER]]


def test_messages_beyond_the_hours_allowance_are_stored_and_wait_for_the_digest(
    settings, django_capture_on_commit_callbacks
):
    settings.CONTACT_EMAILS_PER_HOUR = 2

    with django_capture_on_commit_callbacks(execute=True):
        messages = [_submit(number) for number in range(1, 5)]

    assert ContactMessage.objects.count() == 4
    assert [m.subject for m in mail.outbox] == ["New message: Subject 1", "New message: Subject 2"]
    waiting = ContactMessage.objects.filter(notified_at__isnull=True)
    assert set(waiting) == set(messages[2:])


# --- digest --------------------------------------------------------------------------------------


def test_no_digest_is_sent_when_no_message_waits():
    ContactMessageFactory(notified_at=NOW - timedelta(hours=2))

    assert digest_send_due(now=NOW) == 0
    assert mail.outbox == []


def test_the_digest_lists_only_messages_from_hours_that_have_ended():
    ended = _at(ContactMessageFactory(subject="From the last hour"), NOW - timedelta(minutes=45))
    running = _at(ContactMessageFactory(subject="From this hour"), NOW - timedelta(minutes=20))

    assert digest_send_due(now=NOW) == 1

    (digest,) = mail.outbox
    assert digest.subject == "1 more message through your website"
    assert "From the last hour" in digest.body
    assert "From this hour" not in digest.body
    ended.refresh_from_db()
    running.refresh_from_db()
    assert (ended.notified_at, ended.digest_id is not None) == (NOW, True)
    assert (running.notified_at, running.digest_id) == (None, None)


def test_a_message_is_listed_in_one_digest_only():
    _at(ContactMessageFactory(), NOW - timedelta(hours=3))
    _at(ContactMessageFactory(), NOW - timedelta(hours=2))

    assert digest_send_due(now=NOW) == 2
    assert digest_send_due(now=NOW + timedelta(hours=1)) == 0

    (digest,) = mail.outbox
    assert digest.subject == "2 more messages through your website"
    assert (digest.to, digest.reply_to) == ([OWNER], [])


# --- read, delete --------------------------------------------------------------------------------


def test_marking_read_records_when_and_a_second_time_keeps_that_moment():
    message = ContactMessageFactory()

    first = message_mark_read(message=message)
    read_at = first.read_at
    message_mark_read(message=ContactMessage.objects.get(pk=message.pk))

    assert first is message
    message.refresh_from_db()
    assert message.is_read is True
    assert read_at is not None
    assert message.read_at == read_at


def test_delete_removes_the_message():
    message, other = ContactMessageFactory(), ContactMessageFactory()

    message_delete(message=message)

    assert list(ContactMessage.objects.all()) == [other]


# --- retention -----------------------------------------------------------------------------------


def test_purge_deletes_old_messages_and_read_under_13_ones_and_counts_them(settings):
    now = timezone.now()
    child_window = timedelta(days=settings.CONTACT_UNDER_13_READ_RETENTION_DAYS + 1)
    old = now - timedelta(days=settings.CONTACT_RETENTION_DAYS + 1)
    _at(ContactMessageFactory(), old)
    ContactMessageFactory(age_verification=UNDER_13, is_read=True, read_at=now - child_window)
    adult_read_long_ago = ContactMessageFactory(is_read=True, read_at=now - child_window)
    child_unread = ContactMessageFactory(age_verification=UNDER_13)
    child_read_recently = ContactMessageFactory(
        age_verification=UNDER_13, is_read=True, read_at=now - timedelta(days=1)
    )

    assert messages_purge_expired() == 2

    assert set(ContactMessage.objects.all()) == {
        adult_read_long_ago,
        child_unread,
        child_read_recently,
    }


def test_purge_measures_from_the_moment_it_is_given(settings):
    message = ContactMessageFactory()
    later = timezone.now() + timedelta(days=settings.CONTACT_RETENTION_DAYS + 1)

    assert messages_purge_expired(now=later - timedelta(days=2)) == 0
    assert messages_purge_expired(now=later) == 1

    assert not ContactMessage.objects.filter(pk=message.pk).exists()
