"""Holding what visitors under 13 send until their guardian approves it (issue 16).

With guardian approval on (the site profile's `guardian_approval`, which needs
`guardian_email`), a contact message or testimonial whose sender said they are under 13 is
stored as usual and held: a GuardianHold names it, and the guardian is e-mailed a link to a page
that shows it with 'Approve' and 'Decline'. Until the guardian approves, the owner's API, counts,
dashboard and e-mails leave it out: every owner read of messages and testimonials goes through
`without_held`. With guardian approval off nothing is held and nothing changes.

This module imports no app that holds items: each of them tells guardian about its kind of held
item from its AppConfig.ready() (`register_held_kind`: which field of GuardianHold names it, and
its own services to delete it and to hear of an approval); deciding a hold is in `services`.
"""

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.core.mail import EmailMessage
from django.db import transaction
from django.db.models import Model, QuerySet
from django.template.loader import render_to_string
from django.utils import timezone

from apps.core.forms import UNDER_13
from apps.core.mail import send_in_order, send_or_release
from apps.core.public_profile import site_from_email
from apps.core.selectors import site_profile_get

from .inert import inert_links
from .models import Decision, GuardianHold, token_hash

# A pending hold's link works this long; then `purge_expired` deletes the held item.
HOLD_DAYS = 30
# The e-mail quotes this many characters of the text (the page shows all of it).
EXCERPT_CHARS = 120


@dataclass(frozen=True)
class HeldKind:
    """A kind of item a hold can name, as the app that holds it describes it."""

    field: str  # GuardianHold's one-to-one field that names such an item ("message")
    delete: Callable[[Model], None]  # the app's service that deletes the item (declined, expired)
    # Told (inside the approval's transaction) that the guardian approved the item; None: nothing
    approved: Callable[[Model], None] | None = None
    # How many such items arrived since a moment (the guardian's weekly digest counts them)
    received_since: Callable[[datetime], int] | None = None


_held_kinds: dict[str, HeldKind] = {}


def register_held_kind(kind: HeldKind) -> None:
    """Called from the holding app's AppConfig.ready(); registering a field again replaces it
    (a reloaded app registers the same kind)."""
    GuardianHold._meta.get_field(kind.field)  # a field the model does not have fails loudly
    _held_kinds[kind.field] = kind


def held_kinds() -> list[HeldKind]:
    return list(_held_kinds.values())


def held_kind(hold: GuardianHold) -> HeldKind:
    """The registered kind of the item `hold` names."""
    for kind in _held_kinds.values():
        if getattr(hold, f"{kind.field}_id") is not None:
            return kind
    raise LookupError(f"No app registered the item of guardian hold {hold.pk}")


def without_held(rows: QuerySet) -> QuerySet:
    """`rows` (contact messages or testimonials) without those waiting for the guardian."""
    return rows.exclude(guardian_hold__decision=Decision.PENDING)


def hold_needed(*, age_verification: str) -> bool:
    """Whether something sent by a visitor with this age answer waits for the guardian."""
    if age_verification != UNDER_13:
        return False
    profile = site_profile_get()
    return bool(profile.guardian_approval and profile.guardian_email)


def hold_expires_at(hold: GuardianHold):
    return hold.created_at + timedelta(days=HOLD_DAYS)


def first_name(name: str) -> str:
    """The sender's first name only: all the guardian's e-mail and page show of who it is."""
    words = name.split()
    return words[0] if words else "Someone"


def excerpt(text: str, *, limit: int = EXCERPT_CHARS) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0] + "…"


def held_item(hold: GuardianHold) -> Model:
    return hold.message if hold.message_id else hold.testimonial


def held_text(hold: GuardianHold) -> str:
    return hold.message.message if hold.message_id else hold.testimonial.content


def hold_link(token: str) -> str:
    return f"{settings.SITE_URL}/guardian/{token}"


@transaction.atomic
def hold_create(*, message: Model | None = None, testimonial: Model | None = None) -> GuardianHold:
    """Hold a just-stored message or testimonial for the guardian, and (once committed) e-mail
    the guardian its link. The token is long and random, and only its hash is stored: the
    e-mail is the one place it exists."""
    token = secrets.token_urlsafe(32)
    hold = GuardianHold.objects.create(
        message=message, testimonial=testimonial, token_hash=token_hash(token)
    )
    transaction.on_commit(lambda: _email_guardian(hold_id=hold.id, token=token))
    return hold


def _email_guardian(*, hold_id, token: str, new_token: bool = False) -> bool:
    """E-mail the guardian what arrived and the link. The hold is claimed by one conditional
    UPDATE first (with `new_token`, the token's hash is replaced in the same UPDATE), so two
    senders never both send it. A failing mail server is logged (without addresses or text)
    and the item stays held with `emailed_at` empty: `manage.py send_pending_mail` sends it
    again with a new link. True when the mail server took it."""
    address = site_profile_get().guardian_email
    if not address:
        return False
    changes = {"emailed_at": timezone.now()}
    if new_token:
        changes["token_hash"] = token_hash(token)
    claimed = GuardianHold.objects.filter(
        id=hold_id, decision=Decision.PENDING, emailed_at__isnull=True
    ).update(**changes)
    hold = (
        GuardianHold.objects.select_related("message", "testimonial").filter(id=hold_id).first()
        if claimed
        else None
    )
    if hold is None:
        return False
    item = held_item(hold)
    context = {
        "kind": hold.kind.lower(),
        # The visitor's words with every link made inert (inert.py): shown, never clickable.
        "first_name": inert_links(first_name(item.name)),
        "excerpt": inert_links(excerpt(held_text(hold))),
        "link": hold_link(token),
        "days": HOLD_DAYS,
        "site_url": settings.SITE_URL,
    }
    email = EmailMessage(
        subject=f"Please check a {context['kind']} sent to the website",
        body=render_to_string("email/guardian_hold.txt", context),
        from_email=site_from_email(),
        to=[address],
    )
    return send_or_release(
        email,
        release=lambda: GuardianHold.objects.filter(id=hold_id).update(emailed_at=None),
        failure="Could not e-mail the guardian about held item %s",
        args=(hold_id,),
    )


def holds_email_pending(*, now=None) -> tuple[int, int]:
    """E-mail the guardian about the pending holds whose e-mail has not gone yet (oldest first,
    unexpired), each with a new link, until the mail server refuses one. Returns (sent, still
    waiting)."""
    if not site_profile_get().guardian_email:
        return 0, 0  # no one to e-mail (the address was removed): not the mail server's doing
    now = now or timezone.now()
    waiting = list(
        GuardianHold.objects.filter(
            decision=Decision.PENDING,
            emailed_at__isnull=True,
            created_at__gte=now - timedelta(days=HOLD_DAYS),
        )
        .order_by("created_at")
        .values_list("id", flat=True)
    )
    return send_in_order(
        waiting,
        lambda hold_id: _email_guardian(
            hold_id=hold_id, token=secrets.token_urlsafe(32), new_token=True
        ),
    )


def holds_pending_count() -> int:
    return GuardianHold.objects.filter(decision=Decision.PENDING).count()


def holds_expired(*, now=None) -> QuerySet[GuardianHold]:
    now = now or timezone.now()
    return GuardianHold.objects.filter(
        decision=Decision.PENDING, created_at__lt=now - timedelta(days=HOLD_DAYS)
    )
