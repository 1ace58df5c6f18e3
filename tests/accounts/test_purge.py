"""purge_expired removes expired tokens (blacklisted ones included) and old login failures."""

import io
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone
from rest_framework_simplejwt.token_blacklist.models import BlacklistedToken, OutstandingToken
from rest_framework_simplejwt.tokens import RefreshToken

from apps.accounts.models import LoginFailure

pytestmark = pytest.mark.django_db


def test_purge_removes_expired_tokens_and_old_login_failures(owner):
    expired = RefreshToken.for_user(owner)
    expired.blacklist()
    OutstandingToken.objects.filter(jti=expired["jti"]).update(
        expires_at=timezone.now() - timedelta(seconds=1)
    )
    current = RefreshToken.for_user(owner)
    current.blacklist()
    old = LoginFailure.objects.create(username="owner", ip_address="10.0.0.1")
    LoginFailure.objects.filter(id=old.id).update(failed_at=timezone.now() - timedelta(minutes=16))
    recent = LoginFailure.objects.create(username="owner", ip_address="10.0.0.1")

    out = io.StringIO()
    call_command("purge_expired", stdout=out)

    assert list(OutstandingToken.objects.values_list("jti", flat=True)) == [current["jti"]]
    assert BlacklistedToken.objects.count() == 1
    assert list(LoginFailure.objects.values_list("id", flat=True)) == [recent.id]
    assert "sign-in records and tokens" in out.getvalue()
