"""Writes of share links: make one, revoke it, delete it, count an opening, and forget old ones."""

import secrets
from datetime import datetime, timedelta

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from .models import (
    DEFAULT_DAYS,
    MAX_DAYS,
    MIN_DAYS,
    RECIPIENT_MAX_LENGTH,
    TARGET_FIELDS,
    ShareLink,
    token_hash,
)
from .selectors import share_target_get

# A link that stopped working (expired or revoked) stays in the owner's list this many days, so
# the owner can still see it was opened, then purge_expired deletes it.
KEEP_DAYS_AFTER_END = 30

RECIPIENT_NEEDED = "Say who the link is for"
RECIPIENT_TOO_LONG = f"Keep the recipient to {RECIPIENT_MAX_LENGTH} characters or fewer"
DAYS_RANGE = f"A link lasts between {MIN_DAYS} and {MAX_DAYS} days"


def new_token() -> str:
    """A link's token: 32 random bytes (256 bits), URL-safe base64 (43 characters)."""
    return secrets.token_urlsafe(32)


@transaction.atomic
def share_link_create(
    *, target_type: str, target_id, recipient: str, days: int = DEFAULT_DAYS
) -> tuple[ShareLink, str]:
    """A new link to one post or journal entry for `recipient`, working for `days` days: the
    link and its token. The token is returned this once and never stored (only its hash)."""
    recipient = " ".join((recipient or "").split())
    errors = {}
    if not recipient:
        errors["recipient"] = [RECIPIENT_NEEDED]
    elif len(recipient) > RECIPIENT_MAX_LENGTH:
        errors["recipient"] = [RECIPIENT_TOO_LONG]
    if isinstance(days, bool) or not isinstance(days, int) or not MIN_DAYS <= days <= MAX_DAYS:
        errors["days"] = [DAYS_RANGE]
    if errors:
        raise ValidationError(errors)
    target = share_target_get(target_type=target_type, target_id=target_id)
    token = new_token()
    link = ShareLink.objects.create(
        **{TARGET_FIELDS[target_type]: target},
        recipient=recipient,
        token_hash=token_hash(token),
        expires_at=timezone.now() + timedelta(days=days),
    )
    return link, token


def share_link_revoke(*, link: ShareLink) -> ShareLink:
    """Turn the link off at once (a second revoke keeps the first time)."""
    if link.revoked_at is None:
        link.revoked_at = timezone.now()
        link.save(update_fields=["revoked_at", "updated_at"])
    return link


def share_link_delete(*, link: ShareLink) -> None:
    link.delete()


def share_link_opened(*, link: ShareLink) -> None:
    """Count one opening: one more in the count (an UPDATE ... SET open_count = open_count + 1,
    so openings at the same moment all add up) and the time. Nothing about who opened it."""
    ShareLink.objects.filter(pk=link.pk).update(
        open_count=F("open_count") + 1, last_opened_at=timezone.now()
    )


def share_links_purge_expired(*, now: datetime | None = None) -> int:
    """Delete the links that stopped working (expired or revoked) more than
    KEEP_DAYS_AFTER_END days ago; how many went."""
    cutoff = (now or timezone.now()) - timedelta(days=KEEP_DAYS_AFTER_END)
    deleted, _ = ShareLink.objects.filter(
        Q(expires_at__lt=cutoff) | Q(revoked_at__lt=cutoff)
    ).delete()
    return deleted
