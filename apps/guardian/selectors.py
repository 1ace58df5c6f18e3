"""Reads of guardian holds: the hold a link's token opens."""

import hmac
import re
from dataclasses import dataclass

from django.utils import timezone

from .holds import hold_expires_at
from .models import Decision, GuardianHold, token_hash

# secrets.token_urlsafe(32): 43 characters of the URL-safe alphabet. Anything else is no token.
TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{43}")


class HoldState:
    PENDING = "pending"
    EXPIRED = "expired"
    DECIDED = "decided"


@dataclass(frozen=True)
class OpenedHold:
    hold: GuardianHold
    state: str


def hold_open(*, token: str) -> OpenedHold | None:
    """The hold whose link carries `token`, and whether it may still be decided; None for a
    token that is not one (malformed, unknown, or its item was declined or deleted).

    The row is found by the token's SHA-256 (the only form stored), then the hashes are compared
    in constant time."""
    if not TOKEN_SHAPE.fullmatch(token or ""):
        return None
    wanted = token_hash(token)
    hold = (
        GuardianHold.objects.select_related("message", "testimonial")
        .filter(token_hash=wanted)
        .first()
    )
    if hold is None or not hmac.compare_digest(hold.token_hash, wanted):
        return None
    if hold.decision != Decision.PENDING:
        return OpenedHold(hold, HoldState.DECIDED)
    if hold_expires_at(hold) <= timezone.now():
        return OpenedHold(hold, HoldState.EXPIRED)
    return OpenedHold(hold, HoldState.PENDING)
