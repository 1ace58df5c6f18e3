"""Reads for accounts: is a sign-in locked out?"""

from datetime import datetime, timedelta

from django.conf import settings
from django.utils import timezone

from .models import LoginFailure


def login_locked_until(*, username: str, ip_address: str) -> datetime | None:
    """When the lockout of this username from this address ends, or None when it is not locked."""
    window_start = timezone.now() - timedelta(minutes=settings.LOGIN_LOCKOUT_MINUTES)
    recent = LoginFailure.objects.filter(
        username=username.lower(), ip_address=ip_address, failed_at__gte=window_start
    ).order_by("-failed_at")
    times = list(recent.values_list("failed_at", flat=True)[: settings.LOGIN_MAX_FAILURES])
    if len(times) < settings.LOGIN_MAX_FAILURES:
        return None
    return times[0] + timedelta(minutes=settings.LOGIN_LOCKOUT_MINUTES)
