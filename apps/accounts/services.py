"""Writes for accounts: the owner account, sign-in with lockout, and sign-out."""

import contextlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.conf import settings
from django.contrib.auth import authenticate, get_user_model
from django.contrib.auth.models import update_last_login
from django.contrib.auth.password_validation import validate_password
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone
from rest_framework_simplejwt.exceptions import TokenError
from rest_framework_simplejwt.settings import api_settings
from rest_framework_simplejwt.token_blacklist.models import BlacklistedToken, OutstandingToken
from rest_framework_simplejwt.tokens import AccessToken, RefreshToken
from rest_framework_simplejwt.utils import get_md5_hash_password

from . import lockout

DEFAULT_OWNER_USERNAME = "owner"
DENIED_ACCESS_KEY = "jwt-denied:{jti}"
AUTH_TIME_CLAIM = "auth_time"
GENERATION_CLAIM = "session_generation"


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


class LoginInvalid(Exception):
    pass


@dataclass(frozen=True)
class LoginResult:
    user: object
    access: str
    refresh: str
    device: str


def _session_tokens(user, *, auth_time: int) -> tuple[str, str]:
    """A new (access, refresh) pair for `user`. `auth_time` (when the session signed in) rides
    along through every rotation, so a session ends OWNER_SESSION_MAX_DAYS after its sign-in
    however often it refreshes."""
    refresh = RefreshToken.for_user(user)
    refresh[AUTH_TIME_CLAIM] = auth_time
    refresh[GENERATION_CLAIM] = user.session_generation  # the access token copies it
    return str(refresh.access_token), str(refresh)


def owner_login(
    *, username: str, password: str, request=None, device: str | None = None
) -> LoginResult:
    """Sign the owner in and issue a token pair, and the token of this trusted device.

    `authenticate()` runs the sign-in guard (apps/accounts/lockout.py), which raises
    LoginLocked; LoginInvalid for wrong credentials or an account that is not the owner's (the
    same answer, so nobody learns which).
    """
    user = authenticate(request, username=username, password=password, device=device)
    if user is None or not getattr(user, "is_owner", False):
        raise LoginInvalid
    update_last_login(None, user)
    access, refresh = _session_tokens(user, auth_time=int(datetime.now(UTC).timestamp()))
    device = lockout.device_remember(user=user, token=device)
    return LoginResult(user=user, access=access, refresh=refresh, device=device)


class RefreshInvalid(Exception):
    pass


def owner_token_refresh(*, refresh: str) -> tuple[str, str]:
    """A new (access, refresh) pair for a valid refresh token of the owner; the old refresh token
    is blacklisted (rotation). Raises RefreshInvalid for an expired, blacklisted or foreign one,
    one issued before a password change or 'sign out everywhere', and one whose session began
    more than OWNER_SESSION_MAX_DAYS ago."""
    try:
        old = RefreshToken(refresh)
    except TokenError as exc:
        raise RefreshInvalid from exc
    user = get_user_model().objects.filter(pk=old.get(api_settings.USER_ID_CLAIM)).first()
    if user is None or not user.is_owner or token_revoked(token=old, user=user):
        raise RefreshInvalid
    auth_time = int(old.get(AUTH_TIME_CLAIM, old["iat"]))
    age = datetime.now(UTC).timestamp() - auth_time
    if age > timedelta(days=settings.OWNER_SESSION_MAX_DAYS).total_seconds():
        raise RefreshInvalid
    _refresh_spend(old)
    return _session_tokens(user, auth_time=auth_time)


def _refresh_spend(token: RefreshToken) -> None:
    """Blacklist `token`, once: RefreshInvalid when another request has spent it, even one that
    checked it at the same moment as this one. simplejwt's `blacklist()` is a get_or_create,
    which hands a second request the first one's row as if it were its own (the session would
    fork); here the spend is one insert that the blacklist's unique token column lets succeed
    only once, on SQLite and PostgreSQL alike. Every refresh token this site issues has its
    outstanding row (RefreshToken.for_user writes it)."""
    outstanding = OutstandingToken.objects.filter(jti=token[api_settings.JTI_CLAIM]).first()
    if outstanding is None:
        raise RefreshInvalid
    try:
        with transaction.atomic():
            BlacklistedToken.objects.create(token=outstanding)
    except IntegrityError as exc:  # another request rotated this token first
        raise RefreshInvalid from exc


def token_revoked(*, token, user) -> bool:
    """Whether `token` (access or refresh) was issued before the owner's password changed or
    before 'sign out everywhere'."""
    claim = api_settings.REVOKE_TOKEN_CLAIM
    if token.get(claim) != get_md5_hash_password(user.password):
        return True
    return token.get(GENERATION_CLAIM, 0) != user.session_generation


@transaction.atomic
def owner_sign_out_everywhere(*, user) -> None:
    """End every session of the owner: every access and refresh token issued until now stops
    working, and no browser stays trusted for sign-in."""
    user.session_generation = F("session_generation") + 1
    user.save(update_fields=["session_generation"])
    user.refresh_from_db(fields=["session_generation"])
    for token in OutstandingToken.objects.filter(user=user, blacklistedtoken__isnull=True):
        BlacklistedToken.objects.get_or_create(token=token)
    user.trusted_devices.all().delete()


class PasswordChangeInvalid(Exception):
    def __init__(self, errors: dict[str, list[str]]):
        super().__init__("password change refused")
        self.errors = errors


@transaction.atomic
def owner_password_change(*, user, current_password: str, new_password: str) -> None:
    """Change the owner's password (checked by Django's validators). Every token issued before
    stops working (their password-hash claim no longer matches): the caller signs in again."""
    if not user.check_password(current_password):
        raise PasswordChangeInvalid({"currentPassword": ["Your current password is not right."]})
    try:
        validate_password(new_password, user)
    except ValidationError as exc:
        raise PasswordChangeInvalid({"newPassword": list(exc.messages)}) from exc
    user.set_password(new_password)
    user.save(update_fields=["password"])
    owner_sign_out_everywhere(user=user)


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
    """Delete sign-in attempts no rule needs any more, trusted devices unused too long, and
    tokens past their expiry (outstanding and blacklisted alike). Returns how many rows were
    deleted."""
    now = now or timezone.now()
    attempts = lockout.attempts_purge_expired(now=now)
    # Deleting an outstanding token cascades to its blacklist entry.
    tokens, _ = OutstandingToken.objects.filter(expires_at__lt=now).delete()
    return attempts + tokens
