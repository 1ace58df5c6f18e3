"""Deciding a guardian hold, and deleting the items of holds nobody answered.

The item's own app deletes it and hears of an approval, through the kind it registered
(holds.register_held_kind): this module names no app that holds items."""

from django.db import transaction
from django.utils import timezone

from .holds import held_kind, holds_expired
from .models import Decision, GuardianHold


class AlreadyDecided(Exception):
    """Another request decided this hold first."""


def _delete_item(hold: GuardianHold) -> None:
    # The hold goes with its item (on_delete=CASCADE).
    kind = held_kind(hold)
    kind.delete(getattr(hold, kind.field))


@transaction.atomic
def hold_approve(*, hold: GuardianHold) -> GuardianHold:
    """The guardian approves: the item reaches the owner as if it had just arrived (a contact
    message's e-mail to the owner goes out now, within the hourly allowance). Claimed with one
    conditional UPDATE, so two clicks (or approve and decline at once) decide only once."""
    now = timezone.now()
    claimed = GuardianHold.objects.filter(pk=hold.pk, decision=Decision.PENDING).update(
        decision=Decision.APPROVED, decided_at=now, updated_at=now
    )
    if not claimed:
        raise AlreadyDecided
    hold.decision, hold.decided_at = Decision.APPROVED, now
    kind = held_kind(hold)
    if kind.approved is not None:
        kind.approved(getattr(hold, kind.field))
    return hold


@transaction.atomic
def hold_decline(*, hold: GuardianHold) -> None:
    """The guardian declines: the item is deleted, unseen by the owner, and the hold with it."""
    claimed = (
        GuardianHold.objects.select_for_update()
        .filter(pk=hold.pk, decision=Decision.PENDING)
        .first()
    )
    if claimed is None:
        raise AlreadyDecided
    _delete_item(claimed)


def holds_purge_expired(*, now=None) -> int:
    """Delete the items (and so the holds) the guardian did not answer within HOLD_DAYS.
    Returns how many items were deleted."""
    count = 0
    for hold in holds_expired(now=now).select_related("message", "testimonial"):
        with transaction.atomic():
            _delete_item(hold)
        count += 1
    return count
