"""purge_expired removes expired tokens (blacklisted ones included), sign-in attempts no lockout
rule reads any more, and trusted devices unused for too long."""

import io
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone
from rest_framework_simplejwt.token_blacklist.models import BlacklistedToken, OutstandingToken
from rest_framework_simplejwt.tokens import RefreshToken

from apps.accounts.lockout import _hash
from apps.accounts.models import SignInAttempt, TrustedDevice

pytestmark = pytest.mark.django_db


def test_purge_removes_expired_tokens_and_old_login_failures(owner):
    expired = RefreshToken.for_user(owner)
    expired.blacklist()
    OutstandingToken.objects.filter(jti=expired["jti"]).update(
        expires_at=timezone.now() - timedelta(seconds=1)
    )
    current = RefreshToken.for_user(owner)
    current.blacklist()
    old = SignInAttempt.objects.create(username="owner", ip_address="10.0.0.1")
    # The account-wide rule counts failures over a day, so a day-old attempt still counts.
    SignInAttempt.objects.filter(id=old.id).update(
        attempted_at=timezone.now() - timedelta(days=1, minutes=1)
    )
    recent = SignInAttempt.objects.create(username="owner", ip_address="10.0.0.1")
    stale = TrustedDevice.objects.create(user=owner, token_hash=_hash("stale"))
    TrustedDevice.objects.filter(id=stale.id).update(
        last_used_at=timezone.now() - timedelta(days=91)
    )
    fresh = TrustedDevice.objects.create(user=owner, token_hash=_hash("fresh"))

    out = io.StringIO()
    call_command("purge_expired", stdout=out)

    assert list(OutstandingToken.objects.values_list("jti", flat=True)) == [current["jti"]]
    assert BlacklistedToken.objects.count() == 1
    assert list(SignInAttempt.objects.values_list("id", flat=True)) == [recent.id]
    assert list(TrustedDevice.objects.values_list("id", flat=True)) == [fresh.id]
    assert "sign-in records and tokens" in out.getvalue()
