"""Writes for accounts: the owner account, sign-in with lockout, and sign-out."""

import contextlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.conf import settings
from django.contrib.auth import authenticate, get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone
from rest_framework_simplejwt.exceptions import TokenError
from rest_framework_simplejwt.settings import api_settings
from rest_framework_simplejwt.token_blacklist.models import OutstandingToken
from rest_framework_simplejwt.tokens import AccessToken, RefreshToken

from .models import LoginFailure
from .selectors import login_locked_until

DEFAULT_OWNER_USERNAME = "owner"
DENIED_ACCESS_KEY = "jwt-denied:{jti}"


@dataclass(frozen=True)
class OwnerResult:
    username: str
    created: bool
    generated_password: str | None = None


@transaction.atomic
def owner_ensure(*, username: str | None, password: str | None, email: str = "") -> OwnerResult:
    """Create the owner account unless one exists; never change an existing account.

    With a username and password, that account is created (its password checked by Django's
    validators). Without them, an existing owner is kept, or an account named "owner" is
    created with a generated password that the caller shows once.
    """
    user_model = get_user_model()
    if username and password:
        existing = user_model.objects.filter(username=username).first()
        if existing is not None:
            return OwnerResult(username=existing.username, created=False)
        validate_password(password, user_model(username=username, email=email))
        user_model.objects.create_superuser(username=username, email=email, password=password)
        return OwnerResult(username=username, created=True)

    existing = user_model.objects.filter(is_superuser=True, is_active=True).first()
    if existing is not None:
        return OwnerResult(username=existing.username, created=False)
    username = username or DEFAULT_OWNER_USERNAME
    generated = secrets.token_urlsafe(18)
    user_model.objects.create_superuser(username=username, email=email, password=generated)
    return OwnerResult(username=username, created=True, generated_password=generated)


class LoginLocked(Exception):
    def __init__(self, until: datetime):
        super().__init__(f"locked until {until.isoformat()}")
        self.until = until


class LoginInvalid(Exception):
    pass


@dataclass(frozen=True)
class LoginResult:
    user: object
    access: str
    refresh: str


def owner_login(*, username: str, password: str, ip_address: str, request=None) -> LoginResult:
    """Sign the owner in and issue a token pair.

    Raises LoginLocked after LOGIN_MAX_FAILURES failures for this username from this address
    within the lockout window (other addresses are unaffected), and LoginInvalid for wrong
    credentials or an account that is not the owner's (the same answer, so nobody learns which).
    """
    locked_until = login_locked_until(username=username, ip_address=ip_address)
    if locked_until is not None:
        raise LoginLocked(locked_until)
    user = authenticate(request, username=username, password=password)
    if user is None or not getattr(user, "is_owner", False):
        # The caller answers 401 with a plain response (not a DRF exception, which would roll
        # the request's transaction back), so this record is committed.
        LoginFailure.objects.create(username=username.lower(), ip_address=ip_address)
        raise LoginInvalid
    LoginFailure.objects.filter(username=username.lower(), ip_address=ip_address).delete()
    refresh = RefreshToken.for_user(user)
    return LoginResult(user=user, access=str(refresh.access_token), refresh=str(refresh))


class RefreshInvalid(Exception):
    pass


def owner_token_refresh(*, refresh: str) -> tuple[str, str]:
    """A new (access, refresh) pair for a valid refresh token of the owner; the old refresh token
    is blacklisted (rotation). Raises RefreshInvalid for an expired, blacklisted or foreign one."""
    try:
        old = RefreshToken(refresh)
    except TokenError as exc:
        raise RefreshInvalid from exc
    user = get_user_model().objects.filter(pk=old.get(api_settings.USER_ID_CLAIM)).first()
    if user is None or not user.is_owner:
        raise RefreshInvalid
    old.blacklist()
    new = RefreshToken.for_user(user)
    return str(new.access_token), str(new)


def owner_logout(*, access_token: AccessToken, refresh: str | None) -> None:
    """Revoke the refresh token (blacklist) and the access token (deny-list until it expires)."""
    if refresh:
        # An expired or already blacklisted refresh token: signing out still succeeds.
        with contextlib.suppress(TokenError):
            RefreshToken(refresh).blacklist()
    remaining = int(access_token["exp"] - datetime.now(UTC).timestamp())
    if remaining > 0:
        cache.set(DENIED_ACCESS_KEY.format(jti=access_token["jti"]), True, timeout=remaining)


def access_token_is_denied(jti: str) -> bool:
    return bool(cache.get(DENIED_ACCESS_KEY.format(jti=jti)))


def auth_records_purge_expired(*, now=None) -> int:
    """Delete login failures older than the lockout window and tokens past their expiry
    (outstanding and blacklisted alike). Returns how many rows were deleted."""
    now = now or timezone.now()
    failures, _ = LoginFailure.objects.filter(
        failed_at__lt=now - timedelta(minutes=settings.LOGIN_LOCKOUT_MINUTES)
    ).delete()
    # Deleting an outstanding token cascades to its blacklist entry.
    tokens, _ = OutstandingToken.objects.filter(expires_at__lt=now).delete()
    return failures + tokens
