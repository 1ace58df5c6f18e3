"""Contact messages: store, notify the owner, mark read, delete, purge."""

import logging
from datetime import timedelta

from django.conf import settings
from django.core.mail import EmailMessage
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import timezone

from apps.core.forms import UNDER_13

from .models import ContactMessage

logger = logging.getLogger(__name__)


def _notify_owner(message_id) -> None:
    """E-mail the owner about a stored message. A failing mail server is logged (without the
    message's contents or addresses) and never undoes the stored message."""
    message = ContactMessage.objects.filter(id=message_id).first()
    if message is None:
        return
    body = render_to_string(
        "email/contact_notification.txt",
        {"message": message, "inbox_url": f"{settings.SITE_URL}/admin"},
    )
    email = EmailMessage(
        subject=f"New message: {message.subject}",
        body=body,
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[settings.OWNER_EMAIL],
        reply_to=[message.email],
    )
    try:
        email.send()
    except Exception as exc:  # any SMTP or network failure
        # Only the error's kind: an SMTP error's text can quote the addresses involved.
        logger.error(
            "Could not e-mail the owner about contact message %s (%s)",
            message_id,
            type(exc).__name__,
        )


@transaction.atomic
def message_submit(
    *, name: str, email: str, subject: str, message: str, age_verification: str
) -> ContactMessage:
    """Store a visitor's message, then (once it is committed) e-mail the owner."""
    row = ContactMessage.objects.create(
        name=name,
        email=email,
        subject=subject,
        message=message,
        age_verification=age_verification,
    )
    transaction.on_commit(lambda: _notify_owner(row.id))
    return row


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
