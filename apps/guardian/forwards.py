"""'Show my guardian': the owner forwards a contact message or testimonial to her guardian.

The guardian (the site profile's `guardian_email`, the same address the holds and the weekly
digest go to) is e-mailed the item's text, the sender's name and the owner's note, every piece
of the visitor's text made inert (apps.guardian.inert: no link in it can be clicked). What is
kept is only that the item was shown, and when (GuardianForward); the note is in the e-mail alone.

Bounded so it cannot send a stream of mail: FORWARDS_PER_DAY in any 24 hours for the whole site,
and one item at most once in ITEM_INTERVAL. The row is written before the e-mail goes out and
counted with the others inside one transaction holding the site's forward lock (the site
profile's row), so two clicks at once cannot pass the limit; a mail server that refuses the
e-mail undoes the row (ForwardRefused, nothing kept).

Items come in as model instances from contact and testimonials (which own them); this module
imports neither app.
"""

import contextlib
import logging
from datetime import timedelta

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.db.models import DateTimeField, F, Func, Model, OuterRef, Subquery
from django.template.loader import render_to_string
from django.utils import timezone

from apps.core import http_cache
from apps.core.public_profile import site_from_email, site_profile_public
from apps.core.selectors import site_profile_get

from .inert import inert_links
from .models import GuardianForward

logger = logging.getLogger(__name__)

FORWARDS_PER_DAY = 10
ITEM_INTERVAL = timedelta(hours=1)
NOTE_MAX = 1000

NO_GUARDIAN = (
    "No guardian is set, so nothing was sent. Add your guardian's e-mail address in the "
    "Profile tab (Protections) first."
)
TOO_MANY = (
    f"You have shown your guardian {FORWARDS_PER_DAY} things in the last 24 hours, the most "
    "the site sends in a day. Nothing was sent; try again later, or talk to them directly."
)
NOT_SENT = (
    "The e-mail to your guardian could not be sent just now, so nothing was recorded. "
    "Please try again in a few minutes."
)


class ForwardRefused(Exception):
    """Why nothing was sent; `status` is the HTTP answer the panel gets (409, 429, 503)."""

    def __init__(self, message: str, *, status: int):
        super().__init__(message)
        self.message = message
        self.status = status


def guardian_set() -> bool:
    return bool(site_profile_get().guardian_email)


def _recently(item_field: str, item: Model, now) -> GuardianForward | None:
    return (
        GuardianForward.objects.filter(**{item_field: item}, created_at__gte=now - ITEM_INTERVAL)
        .order_by("-created_at")
        .first()
    )


def _context(*, item: Model, kind: str, note: str) -> dict:
    text = item.message if kind == "message" else item.content
    return {
        "kind": "contact message" if kind == "message" else "testimonial",
        "owner_name": site_profile_public().name,
        "name": inert_links(item.name),
        "subject": inert_links(getattr(item, "subject", "")),
        "role": inert_links(getattr(item, "role", "")),
        "rating": getattr(item, "rating", None) if kind == "testimonial" else None,
        "text": inert_links(text),
        "note": note,
        "received": timezone.localtime(item.created_at),
        "site_url": settings.SITE_URL,
    }


def item_show_guardian(
    *, message: Model | None = None, testimonial: Model | None = None, note: str = ""
) -> GuardianForward:
    """E-mail the guardian one contact message or testimonial with the owner's note, and record
    that it was shown. ForwardRefused (nothing sent, nothing kept): no guardian is set (409),
    this item was shown within ITEM_INTERVAL (409), FORWARDS_PER_DAY reached (429), or the mail
    server refused it (503)."""
    if (message is None) == (testimonial is None):
        raise ValueError("Show the guardian exactly one item")
    kind, item = ("message", message) if message is not None else ("testimonial", testimonial)
    profile = site_profile_get()
    address = profile.guardian_email
    if not address:
        raise ForwardRefused(NO_GUARDIAN, status=409)
    note = (note or "").strip()[:NOTE_MAX]
    now = timezone.now()
    with transaction.atomic():
        if profile.pk is not None:  # the forward lock: one forward decides at a time
            type(profile).objects.select_for_update().filter(pk=profile.pk).first()
        earlier = _recently(kind, item, now)
        if earlier is not None:
            shown = timezone.localtime(earlier.created_at)
            raise ForwardRefused(
                f"You showed this to your guardian at {shown:%H:%M} already. You can show it "
                "again an hour after that.",
                status=409,
            )
        if (
            GuardianForward.objects.filter(created_at__gte=now - timedelta(days=1)).count()
            >= FORWARDS_PER_DAY
        ):
            raise ForwardRefused(TOO_MANY, status=429)
        forward = GuardianForward.objects.create(**{kind: item})
    context = _context(item=item, kind=kind, note=note)
    email = EmailMultiAlternatives(
        subject=f"{context['owner_name']} wants you to see a {context['kind']}",
        body=render_to_string("email/guardian_forward.txt", context),
        from_email=site_from_email(),
        to=[address],
    )
    email.attach_alternative(render_to_string("email/guardian_forward.html", context), "text/html")
    try:
        email.send()
    except Exception as exc:  # any SMTP or network failure: nothing is kept
        forward.delete()
        logger.error("Could not e-mail the guardian a shown %s (%s)", kind, type(exc).__name__)
        raise ForwardRefused(NOT_SENT, status=503) from exc
    # The owner's lists say 'shown to your guardian' (the e-mail has gone: a cache outage here
    # only leaves a list a moment behind).
    with contextlib.suppress(Exception):
        http_cache.content_changed(item)
    return forward


def shown_at_expression(field: str) -> Subquery:
    """An annotation: when the row (a contact message, `field="message"`, or a testimonial) was
    last shown to the guardian, or null (one subquery, no GROUP BY over the owner's list)."""
    # MAX as a plain function (no GROUP BY) rather than ORDER BY ... LIMIT 1: PostgreSQL then
    # reads the row's forwards through their index with no sort for each row of the list
    # (tests/core/test_list_indexes.py).
    latest = (
        GuardianForward.objects.filter(**{field: OuterRef("pk")})
        .order_by()
        .annotate(last=Func(F("created_at"), function="MAX"))
        .values("last")
    )
    return Subquery(latest, output_field=DateTimeField())
