"""Writes for accounts: making sure the site has its owner."""

import secrets
from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.db import transaction

DEFAULT_OWNER_USERNAME = "owner"


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
