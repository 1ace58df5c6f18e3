"""The guardian's weekly digest: what the last 7 days brought, e-mailed to the guardian.

`manage.py send_guardian_digest` (weekly, from cron or a systemd timer) sends it when the site
profile has a guardian's address. It lists what was published (titles and links), how many
testimonials and contact messages arrived (counts only: no names, addresses or texts) and the
share links made (recipient, what, until when). One digest a week: the week is recorded before
the e-mail goes out, so a second run in the same week, or on another host, sends nothing.
"""

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.core.mail import EmailMessage
from django.db import IntegrityError, transaction
from django.template.loader import render_to_string
from django.utils import timezone

from apps.core.content_types import ContentType, content_types
from apps.core.public_profile import site_from_email
from apps.core.selectors import site_profile_get

from .holds import held_kinds
from .models import Decision, GuardianDigest, GuardianHold

logger = logging.getLogger(__name__)

DIGEST_DAYS = 7
# Each kind of content lists this many titles, then says how many more there were.
LISTED = 20
VISITOR = AnonymousUser()


@dataclass(frozen=True)
class Published:
    kind: str
    titles: list[tuple[str, str]]  # (title, full address)
    more: int


@dataclass(frozen=True)
class Shared:
    recipient: str
    what: str
    expires: datetime
    revoked: bool


def _listed(kind: ContentType, *, since: datetime, now: datetime) -> Published | None:
    """The rows of `kind` visitors can read now that were published (or, for a kind that keeps
    no publication time, changed) in the window."""
    window = {f"{kind.digest_since}__gte": since, f"{kind.digest_since}__lte": now}
    rows = list(kind.visible(viewer=VISITOR).filter(**window)[: LISTED + 1])
    if not rows:
        return None
    shown = rows[:LISTED]
    return Published(
        kind.plural,
        [(kind.listed_title(row), f"{settings.SITE_URL}{row.get_absolute_url()}") for row in shown],
        len(rows) - len(shown),
    )


def _published(*, since: datetime, now: datetime) -> list[Published]:
    """Every kind of content in the digest, in the site's reading order."""
    sections = (
        _listed(kind, since=since, now=now) for kind in content_types() if kind.digest_since
    )
    return [section for section in sections if section]


# The apps that make links to unpublished content tell the digest of the links made since a
# moment, from their AppConfig.ready() (apps/sharing): guardian imports none of them.
_link_makers: dict[str, Callable[[datetime], Iterable[Shared]]] = {}


def register_shared_links(app: str, made_since: Callable[[datetime], Iterable[Shared]]) -> None:
    """Called from the app's AppConfig.ready(); registering the same app again replaces it."""
    _link_makers[app] = made_since


def _shared(*, since: datetime) -> list[Shared] | None:
    """The share links made in the window; None when no installed app makes share links, so the
    digest leaves the section out rather than say 'none'."""
    if not _link_makers:
        return None
    links = [link for made_since in _link_makers.values() for link in made_since(since)]
    return [replace(link, expires=timezone.localtime(link.expires)) for link in links]


# Apps that take in what others write to the owner, other than held items (a teacher's comments
# on the personal statement), tell the digest how many arrived since a moment, from their
# AppConfig.ready(): guardian imports none of them.
_received_counts: dict[str, Callable[[datetime], int]] = {}


def register_received(what: str, count_since: Callable[[datetime], int]) -> None:
    """`what` names them in the digest ("Comments on the personal statement"); registering the
    same name again replaces it."""
    _received_counts[what] = count_since


def _received(field: str, *, since: datetime) -> int:
    """How many items of a held kind (a contact message, a testimonial) arrived in the window,
    as the app that holds them counts them; 0 when that app is not installed."""
    kind = next((kind for kind in held_kinds() if kind.field == field), None)
    return kind.received_since(since) if kind and kind.received_since else 0


def digest_context(*, now: datetime) -> dict:
    since = now - timedelta(days=DIGEST_DAYS)
    return {
        # The owner can switch approval off: the guardian hears of it here, every week.
        "approval_on": site_profile_get().guardian_approval,
        "since": timezone.localtime(since),
        "until": timezone.localtime(now),
        "published": _published(since=since, now=now),
        "testimonials": _received("testimonial", since=since),
        "messages": _received("message", since=since),
        # Each registered count, when any arrived.
        "received": [(what, n) for what, count in _received_counts.items() if (n := count(since))],
        "waiting": GuardianHold.objects.filter(decision=Decision.PENDING).count(),
        "shared": _shared(since=since),
        "site_url": settings.SITE_URL,
    }


def week_of(moment: datetime) -> date:
    """The Monday of the (local) week `moment` falls in: a digest's key."""
    day = timezone.localtime(moment).date()
    return day - timedelta(days=day.weekday())


class DigestFailed(Exception):
    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def guardian_digest_send(*, now: datetime | None = None) -> bool:
    """E-mail the guardian this week's digest; False when there is no guardian's address or this
    week's digest was sent already. A refused e-mail raises DigestFailed and forgets the week,
    so the next run tries again."""
    now = now or timezone.now()
    address = site_profile_get().guardian_email
    if not address:
        return False
    week = week_of(now)
    try:
        with transaction.atomic():
            record = GuardianDigest.objects.create(week=week, sent_at=now)
    except IntegrityError:
        return False  # sent already this week (here or from another host)
    context = digest_context(now=now)
    email = EmailMessage(
        subject=f"This week on the website: {context['since']:%-d %B} to {context['until']:%-d %B}",
        body=render_to_string("email/guardian_digest.txt", context),
        from_email=site_from_email(),
        to=[address],
    )
    try:
        email.send()
    except Exception as exc:  # any SMTP or network failure
        record.delete()
        logger.error("Could not e-mail the guardian's weekly digest (%s)", type(exc).__name__)
        raise DigestFailed(type(exc).__name__) from exc
    return True


def digests_purge_old(*, now: datetime | None = None) -> int:
    """Forget the weeks of digests older than a few weeks (only the newest matter)."""
    now = now or timezone.now()
    deleted, _ = GuardianDigest.objects.filter(week__lt=week_of(now) - timedelta(weeks=8)).delete()
    return deleted
