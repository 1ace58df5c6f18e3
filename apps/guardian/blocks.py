"""Blocked senders: the owner's 'Block' on a message in her inbox.

A contact message from a blocked address, or a testimonial sent through a request's link to one,
is dropped: nothing of it is stored and nobody is e-mailed, and the visitor gets exactly the
answer a delivered one gets (the views answer the same status and body whatever happened here).
Only the blocked address's row changes: one UPDATE counts the drop, which is all the owner sees
of it ('3 dropped'). The visitor's rate limits apply before any of this, as for anyone.

Addresses are compared normalized: trimmed and lower-cased (`normalize_address`), so
`Sam@Example.com ` is the same sender as `sam@example.com`. The public testimonial form asks for
no address, so only a testimonial through a request's link (which names its address) can be
matched. Contact and testimonials call these functions from their services; this module imports
neither (guardian sits below both, apps/guardian/holds.py).
"""

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import Exists, F, OuterRef, QuerySet
from django.db.models.functions import Lower, Trim
from django.utils import timezone

from .models import BlockedSender

# The most addresses a site keeps blocked: enough for any inbox, and a bound on the table.
MAX_BLOCKED = 500
TOO_MANY = (
    f"You have blocked {MAX_BLOCKED} addresses, the most the site keeps. Unblock one you no "
    "longer need first."
)


class BlockRefused(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def normalize_address(email: str) -> str:
    return (email or "").strip().lower()


def sender_drop(*, email: str) -> bool:
    """True when `email` is blocked: the drop is counted (one UPDATE) and the caller keeps
    and sends nothing. False otherwise (nothing is written)."""
    address = normalize_address(email)
    if not address:
        return False
    return bool(
        BlockedSender.objects.filter(email=address).update(
            dropped_count=F("dropped_count") + 1, last_dropped_at=timezone.now()
        )
    )


def sender_block(*, email: str) -> tuple[BlockedSender, bool]:
    """Block an address (normalized). Blocking a blocked address changes nothing. Returns the
    row and whether it is new. BlockRefused for an empty address or beyond MAX_BLOCKED."""
    address = normalize_address(email)
    if not address:
        raise BlockRefused("This message has no address to block.")
    existing = BlockedSender.objects.filter(email=address).first()
    if existing is not None:
        return existing, False
    if BlockedSender.objects.count() >= MAX_BLOCKED:
        raise BlockRefused(TOO_MANY)
    try:
        with transaction.atomic():
            return BlockedSender.objects.create(email=address), True
    except IntegrityError:  # blocked by another request at the same moment
        return BlockedSender.objects.get(email=address), False


def sender_unblock(*, blocked: BlockedSender) -> None:
    """Messages from the address arrive again; its count goes with the row."""
    blocked.delete()


def blocked_list() -> QuerySet[BlockedSender]:
    """The blocked addresses, alphabetically (the owner's inbox lists them)."""
    return BlockedSender.objects.order_by("email")


def blocked_addresses(emails) -> set[str]:
    """Which of these addresses (any case) are blocked, normalized: the inbox marks them."""
    wanted = {normalize_address(e) for e in emails if e}
    if not wanted:
        return set()
    return set(BlockedSender.objects.filter(email__in=wanted).values_list("email", flat=True))


def blocked_sender_get(*, blocked_id) -> BlockedSender | None:
    """The blocked address with this id, or None (an id that is not one, or already unblocked)."""
    try:
        return BlockedSender.objects.filter(id=blocked_id).first()
    except (ValueError, ValidationError):  # not a UUID
        return None


def sender_blocked_expression(field: str = "email") -> Exists:
    """An annotation: whether the row's address (`field`, any case or spacing) is blocked."""
    return Exists(BlockedSender.objects.filter(email=Lower(Trim(OuterRef(field)))))
