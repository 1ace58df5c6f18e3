"""The sign-in guard: one lockout for every way into the owner's account.

Every `authenticate()` call (the API's sign-in and Django admin's login form) goes through
`LockoutModelBackend`, which calls `attempt_begin` before the password is checked and
`attempt_end` after. Three rules, all counted in the database so every worker and host agrees:

- a username from one address: `LOGIN_MAX_FAILURES` failures lock the pair for
  `LOGIN_LOCKOUT_MINUTES` (the owner can still sign in from elsewhere);
- one address, whatever the usernames: `LOGIN_MAX_FAILURES_PER_ADDRESS` failures an hour;
- one account, from any number of addresses: after `LOGIN_ACCOUNT_FREE_FAILURES` failures (in a
  day, since its last sign-in) each attempt must wait a growing delay (5 s, 10 s, 20 s ... at
  most 15 minutes) after the previous one. A delay rather than a lock: a lock would let the
  attacker keep the owner out. The owner's own browsers (trusted devices, which present a token
  from an earlier sign-in) are not slowed at all, and the owner is e-mailed once an hour while
  it lasts.

Check and record are one step: the attempt's row is written (committed, as PENDING) *before*
the counts are read, so attempts running in parallel count each other and no burst gets past
a limit. A refused attempt deletes its row: refusals never lengthen a lock.
"""

import hashlib
import logging
import math
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.core.cache import cache
from django.core.mail import EmailMessage
from django.template.loader import render_to_string
from django.utils import timezone
from rest_framework.throttling import BaseThrottle

from apps.core.networks import network_address
from apps.core.public_profile import site_from_email

from .models import SignInAttempt, TrustedDevice, User

logger = logging.getLogger(__name__)

UNKNOWN_ADDRESS = "0.0.0.0"  # noqa: S104 (a value stored, not an address bound to)
ADDRESS_WINDOW = timedelta(hours=1)
ACCOUNT_WINDOW = timedelta(days=1)
ALERT_KEY = "sign-in-alert:{username}"
COUNTED = (SignInAttempt.Outcome.PENDING, SignInAttempt.Outcome.FAILED)


class LoginLocked(Exception):
    """Sign-in refused before the password was checked. `reason` is "pair", "address" or
    "account"; `retry_after` is whole seconds."""

    def __init__(self, *, until: datetime, reason: str):
        super().__init__(f"{reason} locked until {until.isoformat()}")
        self.until = until
        self.reason = reason

    @property
    def retry_after(self) -> int:
        return max(1, math.ceil((self.until - timezone.now()).total_seconds()))


def client_ip(request) -> str:
    """The caller's network as one address, per apps/core/networks.py (an IPv6 address counts
    by its /64, kept as the /64's first address): DRF's throttles read the address
    (REMOTE_ADDR, or X-Forwarded-For behind NUM_PROXIES proxies). Anything that is not an IP
    address counts as one unknown address."""
    if request is None:
        return UNKNOWN_ADDRESS
    network = network_address(BaseThrottle().get_ident(request))
    return UNKNOWN_ADDRESS if network is None else str(network)


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def device_trusted(*, username: str, token: str | None) -> bool:
    """Whether `token` is a trusted device of the account `username` (and still fresh)."""
    if not token or len(token) > 200:
        return False
    fresh_since = timezone.now() - timedelta(days=settings.TRUSTED_DEVICE_DAYS)
    return TrustedDevice.objects.filter(
        token_hash=_hash(token), user__username=username, last_used_at__gte=fresh_since
    ).exists()


def device_remember(*, user: User, token: str | None) -> str:
    """After a successful sign-in: refresh the device's token date, or trust a new device.
    Returns the token the browser keeps (the same one, or a new one)."""
    if token and TrustedDevice.objects.filter(user=user, token_hash=_hash(token)).update(
        last_used_at=timezone.now()
    ):
        return token
    token = secrets.token_urlsafe(32)
    TrustedDevice.objects.create(user=user, token_hash=_hash(token))
    return token


def _counted(**filters):
    return SignInAttempt.objects.filter(outcome__in=COUNTED, **filters)


def _window_lock(times: list[datetime], *, limit: int, window: timedelta) -> datetime | None:
    """With `times` newest first: when the window holds fewer than `limit` of them again."""
    if len(times) < limit:
        return None
    return times[limit - 1] + window


def _account_since(username: str, now: datetime) -> datetime:
    since = now - ACCOUNT_WINDOW
    last_login = User.objects.filter(username=username).values_list("last_login", flat=True)
    last = next(iter(last_login), None)
    return max(since, last) if last else since


def account_delay(failures: int) -> timedelta:
    """How long an attempt must wait after the previous one, with `failures` already counted."""
    extra = failures - settings.LOGIN_ACCOUNT_FREE_FAILURES
    if extra < 0:
        return timedelta(0)
    seconds = settings.LOGIN_ACCOUNT_BASE_DELAY_SECONDS * 2 ** min(extra, 20)
    return timedelta(seconds=min(seconds, settings.LOGIN_ACCOUNT_MAX_DELAY_SECONDS))


def _check(attempt: SignInAttempt, *, trusted: bool) -> None:
    now = attempt.attempted_at
    others = _counted().exclude(pk=attempt.pk)
    pair_window = timedelta(minutes=settings.LOGIN_LOCKOUT_MINUTES)

    pair = others.filter(
        username=attempt.username,
        ip_address=attempt.ip_address,
        attempted_at__gte=now - pair_window,
    ).order_by("-attempted_at")
    times = list(pair.values_list("attempted_at", flat=True)[: settings.LOGIN_MAX_FAILURES])
    until = _window_lock(times, limit=settings.LOGIN_MAX_FAILURES, window=pair_window)
    if until and until > now:
        raise LoginLocked(until=until, reason="pair")

    limit = settings.LOGIN_MAX_FAILURES_PER_ADDRESS
    address = others.filter(
        ip_address=attempt.ip_address, attempted_at__gte=now - ADDRESS_WINDOW
    ).order_by("-attempted_at")
    times = list(address.values_list("attempted_at", flat=True)[:limit])
    until = _window_lock(times, limit=limit, window=ADDRESS_WINDOW)
    if until and until > now:
        raise LoginLocked(until=until, reason="address")

    if trusted:
        return
    account = others.filter(
        username=attempt.username,
        attempted_at__gte=_account_since(attempt.username, now),
    )
    failures = account.count()
    delay = account_delay(failures)
    if delay:
        last = account.order_by("-attempted_at").values_list("attempted_at", flat=True).first()
        if last and last + delay > now:
            raise LoginLocked(until=last + delay, reason="account")


def attempt_begin(*, username: str, ip_address: str, trusted: bool = False) -> SignInAttempt:
    """Record an attempt (PENDING) and check it against every rule; raises LoginLocked (and
    forgets the attempt) when one refuses it."""
    attempt = SignInAttempt.objects.create(username=username.lower()[:150], ip_address=ip_address)
    try:
        _check(attempt, trusted=trusted)
    except LoginLocked:
        attempt.delete()
        raise
    return attempt


def attempt_abandon(*, attempt: SignInAttempt) -> None:
    """The password check itself failed to run (a database error): the attempt counts for
    nothing."""
    SignInAttempt.objects.filter(pk=attempt.pk).delete()


def attempt_end(*, attempt: SignInAttempt, succeeded: bool) -> None:
    """A success clears the failures of its username from its address; a failure is kept (and
    the owner hears about it when the account is under attack)."""
    if succeeded:
        SignInAttempt.objects.filter(
            username=attempt.username,
            ip_address=attempt.ip_address,
            outcome=SignInAttempt.Outcome.FAILED,
        ).delete()
        SignInAttempt.objects.filter(pk=attempt.pk).delete()
        return
    SignInAttempt.objects.filter(pk=attempt.pk).update(outcome=SignInAttempt.Outcome.FAILED)
    failures = _counted(
        username=attempt.username,
        attempted_at__gte=_account_since(attempt.username, timezone.now()),
    ).count()
    if failures >= settings.LOGIN_ACCOUNT_FREE_FAILURES:
        _alert_owner(username=attempt.username, failures=failures)


@dataclass(frozen=True)
class _Alert:
    username: str
    failures: int
    addresses: int


def _alert_owner(*, username: str, failures: int) -> None:
    """E-mail the account's owner that someone is guessing its password: at most once an
    hour, never with the guessers' addresses (just how many there were)."""
    user = User.objects.filter(username=username, is_active=True).first()
    if user is None or not cache.add(ALERT_KEY.format(username=username), True, timeout=3600):
        return
    since = _account_since(username, timezone.now())
    addresses = (
        _counted(username=username, attempted_at__gte=since).values("ip_address").distinct().count()
    )
    context = {
        "alert": _Alert(username=username, failures=failures, addresses=addresses),
        "site_url": settings.SITE_URL,
    }
    email = EmailMessage(
        subject="Someone is trying to sign in to your portfolio",
        body=render_to_string("email/sign_in_alert.txt", context),
        from_email=site_from_email(),
        to=[user.email or settings.OWNER_EMAIL],
    )
    try:
        email.send()
    except Exception as exc:
        # Not sent: the hour's allowance is given back, so the next failed attempt tries again.
        cache.delete(ALERT_KEY.format(username=username))
        logger.warning("Could not send the sign-in alert (%s)", type(exc).__name__)


def attempts_purge_expired(*, now: datetime | None = None) -> int:
    """Delete attempts no rule looks at any more, and trusted devices unused for too long."""
    now = now or timezone.now()
    oldest_needed = now - max(
        ACCOUNT_WINDOW, ADDRESS_WINDOW, timedelta(minutes=settings.LOGIN_LOCKOUT_MINUTES)
    )
    attempts, _ = SignInAttempt.objects.filter(attempted_at__lt=oldest_needed).delete()
    devices, _ = TrustedDevice.objects.filter(
        last_used_at__lt=now - timedelta(days=settings.TRUSTED_DEVICE_DAYS)
    ).delete()
    return attempts + devices
