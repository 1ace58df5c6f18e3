"""Contact messages: store, notify the owner, mark read, delete, purge.

The owner hears about every message, but a flood (many messages from many addresses) must not
become a flood of e-mails. Site-wide, at most CONTACT_EMAILS_PER_HOUR messages in a clock hour
are e-mailed one by one; the count is kept in the shared cache (atomic, so it holds across
gunicorn workers and hosts). Messages beyond it are stored as usual (the panel's inbox shows
them) with `notified_at` empty, and once their hour has ended ONE digest e-mail lists them. The
digest goes out from the next message that arrives after that hour, and from
`manage.py send_contact_digest` (cron), whichever comes first, so the owner hears even if cron
never runs. A message whose own e-mail fails waits for the digest in the same way.

Only the owner is ever e-mailed here: the digest lists names and subjects, never addresses or
bodies, and has no Reply-To, so nothing of one visitor's can reach another.
"""

import contextlib
import logging
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.core.cache import cache
from django.core.mail import EmailMessage
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import timezone

from apps.core.forms import UNDER_13
from apps.core.public_profile import site_from_email
from apps.core.selectors import site_profile_get
from apps.guardian.blocks import sender_drop
from apps.guardian.holds import hold_create, hold_needed, without_held
from apps.guardian.inert import inert_links

from .models import ContactMessage

logger = logging.getLogger(__name__)

# The digest lists this many messages by name and subject, then says how many more there are.
DIGEST_LISTED = 100


def _hour_start(moment: datetime) -> datetime:
    return moment.replace(minute=0, second=0, microsecond=0)


def _email_allowed_this_hour(*, now: datetime) -> bool:
    """Count one more e-mail about a message in this clock hour's site-wide allowance. True
    while the hour's count is within CONTACT_EMAILS_PER_HOUR."""
    key = f"contact:owner-emails:{_hour_start(now):%Y%m%d%H}"
    try:
        cache.add(key, 0, timeout=2 * 60 * 60)  # outlives its hour; the next hour has its own
        try:
            count = cache.incr(key)
        except ValueError:  # evicted between add and incr
            cache.add(key, 1, timeout=2 * 60 * 60)
            count = 1
    except Exception as exc:  # the shared cache is unreachable: the message is already stored
        logger.warning(
            "E-mail allowance unknown (%s): the message waits for the digest", type(exc).__name__
        )
        return False
    return count <= settings.CONTACT_EMAILS_PER_HOUR


def owner_inbox() -> str:
    """Where the owner reads her mail: the site profile's e-mail when she has set one (the
    panel's Profile tab), otherwise the deployment's OWNER_EMAIL. A fresh site's placeholder
    profile is nobody's, so its address is never used."""
    profile = site_profile_get()
    if not profile._state.adding and profile.email:
        return profile.email
    return settings.OWNER_EMAIL


def _email_owner_about(*, message_id, now: datetime) -> None:
    """E-mail the owner about one message, unless a digest has already listed it. A failing mail
    server is logged (without the message's contents or addresses) and never undoes the stored
    message: it goes back to waiting for the digest."""
    claimed = without_held(
        ContactMessage.objects.filter(id=message_id, notified_at__isnull=True)
    ).update(notified_at=now)
    message = ContactMessage.objects.filter(id=message_id).first() if claimed else None
    if message is None:
        return
    # The visitor's words with every link made inert (apps/guardian/inert.py): the owner's
    # mail program shows them as text, never as a link she could click.
    body = render_to_string(
        "email/contact_notification.txt",
        {
            "message": message,
            "name": inert_links(message.name),
            "subject": inert_links(message.subject),
            "text": inert_links(message.message),
            "inbox_url": f"{settings.SITE_URL}/admin",
        },
    )
    email = EmailMessage(
        subject=f"New message: {inert_links(message.subject)}",
        body=body,
        from_email=site_from_email(),
        to=[owner_inbox()],
        reply_to=[message.email],
    )
    try:
        email.send()
    except Exception as exc:  # any SMTP or network failure
        ContactMessage.objects.filter(id=message_id, digest_id__isnull=True).update(
            notified_at=None
        )
        # Only the error's kind: an SMTP error's text can quote the addresses involved.
        logger.error(
            "Could not e-mail the owner about contact message %s (%s); the next digest lists it",
            message_id,
            type(exc).__name__,
        )


def _notify_owner(message_id) -> None:
    """Once a message is committed: its own e-mail while the hour's allowance lasts (beyond it,
    it waits for the digest), then any digest that has fallen due."""
    now = timezone.now()
    if _email_allowed_this_hour(now=now):
        _email_owner_about(message_id=message_id, now=now)
    with contextlib.suppress(DigestNotSent):  # logged; its messages wait for the next try
        digest_send_due(now=now)


@transaction.atomic
def message_submit(
    *, name: str, email: str, subject: str, message: str, age_verification: str
) -> ContactMessage | None:
    """Store a visitor's message, then (once it is committed) tell the owner about it; or, from
    a visitor under 13 while guardian approval is on, hold it for the guardian first (the owner
    hears of it once approved: `message_released`).

    From an address the owner blocked (apps/guardian/blocks.py) nothing is stored or sent: the
    drop is counted on the blocked address and None is returned; the view answers the visitor
    exactly as for a delivered message."""
    if sender_drop(email=email):
        return None
    row = ContactMessage.objects.create(
        name=name,
        email=email,
        subject=subject,
        message=message,
        age_verification=age_verification,
    )
    if hold_needed(age_verification=age_verification):
        hold_create(message=row)
    else:
        transaction.on_commit(lambda: _notify_owner(row.id))
    return row


def message_released(*, message_id) -> None:
    """The guardian approved a held message: tell the owner about it as if it had just arrived
    (once the approval is committed)."""
    transaction.on_commit(lambda: _notify_owner(message_id))


class DigestNotSent(Exception):
    """The mail server refused the digest; its messages wait for the next try."""

    def __init__(self, *, count: int, reason: str):
        super().__init__(f"{count} message(s) wait for the next try ({reason})")
        self.count = count
        self.reason = reason


@dataclass(frozen=True)
class DigestEntry:
    received: datetime
    name: str
    subject: str


def digest_send_due(*, now: datetime | None = None) -> int:
    """E-mail the owner one digest of the messages still waiting from hours that have ended,
    and return how many it covered (0 when none wait: then nothing is sent).

    The messages are claimed in one UPDATE before the e-mail goes out, so two workers (or a
    worker and cron) never list the same message twice. If sending fails they are released
    again and DigestNotSent is raised."""
    now = now or timezone.now()
    due = without_held(
        ContactMessage.objects.filter(notified_at__isnull=True, created_at__lt=_hour_start(now))
    )
    if not due.exists():
        return 0
    digest_id = uuid.uuid4()
    count = due.update(notified_at=now, digest_id=digest_id)
    if not count:
        return 0  # another worker claimed them first
    listed = ContactMessage.objects.filter(digest_id=digest_id).order_by("created_at")
    entries = [
        DigestEntry(
            received=timezone.localtime(m.created_at),
            name=inert_links(m.name),
            subject=inert_links(m.subject),
        )
        for m in listed.only("created_at", "name", "subject")[:DIGEST_LISTED]
    ]
    body = render_to_string(
        "email/contact_digest.txt",
        {
            "count": count,
            "entries": entries,
            "more": count - len(entries),
            "per_hour": settings.CONTACT_EMAILS_PER_HOUR,
            "inbox_url": f"{settings.SITE_URL}/admin",
        },
    )
    email = EmailMessage(
        subject=f"{count} more message{'' if count == 1 else 's'} through your website",
        body=body,
        from_email=site_from_email(),
        to=[owner_inbox()],  # the owner only, and no Reply-To: it names many visitors
    )
    try:
        email.send()
    except Exception as exc:  # any SMTP or network failure
        ContactMessage.objects.filter(digest_id=digest_id).update(notified_at=None, digest_id=None)
        logger.error(
            "Could not e-mail the owner a digest of %d contact message(s) (%s); retrying later",
            count,
            type(exc).__name__,
        )
        raise DigestNotSent(count=count, reason=type(exc).__name__) from exc
    return count


def message_mark_read(*, message: ContactMessage) -> ContactMessage:
    if not message.is_read:
        message.is_read = True
        message.read_at = timezone.now()
        message.save(update_fields=["is_read", "read_at", "updated_at"])
    return message


def message_delete(*, message: ContactMessage) -> None:
    message.delete()


def messages_purge_expired(*, now=None) -> int:
    """Delete messages older than CONTACT_RETENTION_DAYS, and messages from under-13s once they
    have been read for CONTACT_UNDER_13_READ_RETENTION_DAYS. Returns how many were deleted."""
    now = now or timezone.now()
    old = ContactMessage.objects.filter(
        created_at__lt=now - timedelta(days=settings.CONTACT_RETENTION_DAYS)
    )
    read_child = ContactMessage.objects.filter(
        age_verification=UNDER_13,
        is_read=True,
        read_at__lt=now - timedelta(days=settings.CONTACT_UNDER_13_READ_RETENTION_DAYS),
    )
    deleted, _ = (old | read_child).delete()
    return deleted
