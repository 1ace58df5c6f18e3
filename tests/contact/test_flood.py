"""A flood of contact messages from many addresses: every message is kept, the owner gets at most
CONTACT_EMAILS_PER_HOUR e-mails an hour one by one, and one digest lists the rest once the hour
has ended (sent by the next message, or by `manage.py send_contact_digest` from cron)."""

import io
import re
from datetime import UTC, datetime, timedelta
from unittest import mock

import pytest
from django.core import mail
from django.core.management import CommandError, call_command

from apps.contact.models import ContactMessage
from tests.helpers import migrated_back_to

pytestmark = pytest.mark.django_db

URL = "/api/contact"
OWNER = "owner@example.com"
CEILING = 20
EMAIL_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")


class Clock:
    """timezone.now() for the test: it stands still but for one millisecond a call, so rows keep
    the order they were made in."""

    def __init__(self, start: datetime):
        self.current = start

    def __call__(self) -> datetime:
        self.current += timedelta(milliseconds=1)
        return self.current

    def set(self, moment: datetime) -> None:
        self.current = moment


@pytest.fixture
def clock(settings):
    settings.OWNER_EMAIL = OWNER
    settings.CONTACT_EMAILS_PER_HOUR = CEILING
    fake = Clock(datetime(2026, 11, 23, 14, 10, tzinfo=UTC))
    with mock.patch("django.utils.timezone.now", fake):
        yield fake


def _send(api_client, capture, *, number: int, ip: str):
    payload = {
        "name": f"Visitor {number:03d}",
        "email": f"visitor{number:03d}@example.net",
        "subject": f"Flood subject {number:03d}",
        "message": f"The private body of message {number:03d}, never in a digest.",
        "ageVerification": "over-13",
        "consent": True,
        "coppaCompliant": True,
    }
    with capture(execute=True):
        response = api_client.post(URL, payload, format="json", REMOTE_ADDR=ip)
    assert response.status_code == 201, response.content


def _flood(api_client, capture, *, messages: int, addresses: int) -> None:
    """`messages` messages, sent round the `addresses` in turn (5 an hour each at most)."""
    for number in range(1, messages + 1):
        _send(api_client, capture, number=number, ip=f"10.1.0.{number % addresses + 1}")


def _digests() -> list:
    return [m for m in mail.outbox if not m.subject.startswith("New message: ")]


def test_100_messages_from_20_addresses_are_all_kept_and_email_the_owner_at_most_21_times(
    api_client, clock, django_capture_on_commit_callbacks
):
    _flood(api_client, django_capture_on_commit_callbacks, messages=100, addresses=20)

    assert ContactMessage.objects.count() == 100  # every one is in the inbox
    assert len(mail.outbox) == CEILING  # the first 20 one by one; the other 80 wait
    assert _digests() == []  # the hour has not ended yet

    # The next message after the hour has ended sends the digest (no cron needed).
    clock.set(datetime(2026, 11, 23, 15, 2, tzinfo=UTC))
    _send(api_client, django_capture_on_commit_callbacks, number=101, ip="10.2.0.1")

    flood_mail = [m for m in mail.outbox if "101" not in m.subject]
    assert len(flood_mail) <= CEILING + 1
    (digest,) = _digests()
    emailed = {m.subject.removeprefix("New message: ") for m in mail.outbox} - {digest.subject}
    assert emailed == {f"Flood subject {n:03d}" for n in range(1, 21)} | {"Flood subject 101"}
    # The digest names the other 80, and only those.
    for number in range(21, 101):
        assert f"Visitor {number:03d}: Flood subject {number:03d}" in digest.body
    for number in range(1, 21):
        assert f"Flood subject {number:03d}" not in digest.body
    assert digest.subject == "80 more messages through your website"
    # To the owner alone, with nothing of one visitor's that another could receive.
    assert (digest.to, digest.cc, digest.bcc, digest.reply_to) == ([OWNER], [], [], [])
    assert EMAIL_ADDRESS.findall(digest.body) == []
    assert "private body" not in digest.body
    assert not ContactMessage.objects.filter(notified_at__isnull=True).exists()


def test_cron_sends_the_digest_once_the_hour_has_ended_and_only_once(
    api_client, clock, django_capture_on_commit_callbacks
):
    _flood(api_client, django_capture_on_commit_callbacks, messages=25, addresses=5)
    assert len(mail.outbox) == CEILING

    clock.set(datetime(2026, 11, 23, 14, 59, tzinfo=UTC))
    early = io.StringIO()
    call_command("send_contact_digest", stdout=early)
    clock.set(datetime(2026, 11, 23, 15, 5, tzinfo=UTC))
    first, second = io.StringIO(), io.StringIO()
    call_command("send_contact_digest", stdout=first)
    call_command("send_contact_digest", stdout=second)

    assert "No messages are waiting" in early.getvalue()
    assert "digest of 5 message(s)" in first.getvalue()
    assert "No messages are waiting" in second.getvalue()
    (digest,) = _digests()
    assert digest.subject == "5 more messages through your website"
    assert all(f"Flood subject {n:03d}" in digest.body for n in range(21, 26))
    assert len(mail.outbox) == CEILING + 1


def test_a_refused_digest_keeps_its_messages_for_the_next_try(
    api_client, clock, django_capture_on_commit_callbacks
):
    _flood(api_client, django_capture_on_commit_callbacks, messages=22, addresses=5)
    clock.set(datetime(2026, 11, 23, 15, 5, tzinfo=UTC))

    with (
        mock.patch("django.core.mail.EmailMessage.send", side_effect=OSError("smtp down")),
        pytest.raises(CommandError, match="2 message"),
    ):
        call_command("send_contact_digest", stdout=io.StringIO())
    assert ContactMessage.objects.filter(notified_at__isnull=True).count() == 2

    call_command("send_contact_digest", stdout=io.StringIO())

    (digest,) = _digests()
    assert "Flood subject 021" in digest.body
    assert "Flood subject 022" in digest.body
    assert not ContactMessage.objects.filter(notified_at__isnull=True).exists()


def test_a_message_whose_own_email_failed_is_listed_in_the_next_digest(
    api_client, clock, django_capture_on_commit_callbacks
):
    with mock.patch("django.core.mail.EmailMessage.send", side_effect=OSError("smtp down")):
        _send(api_client, django_capture_on_commit_callbacks, number=1, ip="10.3.0.1")
    assert mail.outbox == []

    clock.set(datetime(2026, 11, 23, 15, 1, tzinfo=UTC))
    _send(api_client, django_capture_on_commit_callbacks, number=2, ip="10.3.0.2")

    (digest,) = _digests()
    assert "Visitor 001: Flood subject 001" in digest.body
    assert digest.subject == "1 more message through your website"
    assert [m.subject for m in mail.outbox if m is not digest] == ["New message: Flood subject 002"]


def test_a_long_digest_lists_the_first_hundred_and_counts_the_rest(
    api_client, clock, settings, django_capture_on_commit_callbacks
):
    settings.CONTACT_EMAILS_PER_HOUR = 0
    for number in range(1, 106):
        ContactMessage.objects.create(
            name=f"Visitor {number:03d}",
            email=f"visitor{number:03d}@example.net",
            subject=f"Flood subject {number:03d}",
            message="A message body long enough.",
            age_verification="over-13",
        )
    clock.set(datetime(2026, 11, 23, 15, 1, tzinfo=UTC))

    call_command("send_contact_digest", stdout=io.StringIO())

    (digest,) = _digests()
    assert digest.subject == "105 more messages through your website"
    assert "Flood subject 100" in digest.body
    assert "Flood subject 101" not in digest.body
    assert "...and 5 more." in digest.body


@pytest.mark.django_db(transaction=True)
def test_messages_stored_before_the_upgrade_never_turn_up_in_a_digest(settings):
    """They were each e-mailed on arrival: the migration marks them notified."""
    settings.OWNER_EMAIL = OWNER
    old_apps, forward = migrated_back_to("contact", "0001_initial")
    old = old_apps.get_model("contact", "ContactMessage")
    old.objects.create(
        name="Earlier visitor",
        email="earlier@example.net",
        subject="Sent last year",
        message="A message from before the upgrade.",
        age_verification="over-13",
    )

    forward()
    call_command("send_contact_digest", stdout=io.StringIO())

    upgraded = ContactMessage.objects.get()
    assert upgraded.notified_at == upgraded.created_at
    assert mail.outbox == []
