"""Django's ModelBackend behind the sign-in guard, so every `authenticate()` call (the API's
sign-in and Django admin's login form alike) meets the same lockout."""

from django.contrib.auth.backends import ModelBackend

from . import lockout


class LockoutModelBackend(ModelBackend):
    def authenticate(self, request, username=None, password=None, device=None, **kwargs):
        if username is None or password is None:
            return None
        attempt = lockout.attempt_begin(
            username=username,
            ip_address=lockout.client_ip(request),
            trusted=lockout.device_trusted(username=username, token=device),
        )
        try:
            user = super().authenticate(request, username=username, password=password, **kwargs)
        except BaseException:
            lockout.attempt_abandon(attempt=attempt)
            raise
        lockout.attempt_end(attempt=attempt, succeeded=user is not None)
        return user
