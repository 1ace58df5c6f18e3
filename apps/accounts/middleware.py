"""A sign-in refused by the lockout, wherever `authenticate()` was called (Django admin's
login form): 429 with Retry-After, never a 500."""

from django.http import HttpResponse

from .lockout import LoginLocked


class SignInLockedMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not isinstance(exception, LoginLocked):
            return None
        from .views import wait_in_words

        wait = exception.retry_after
        response = HttpResponse(
            "<!doctype html><html lang=en><meta charset=utf-8><title>Too many attempts</title>"
            "<p>Too many failed sign-in attempts. "
            f"Try again in {wait_in_words(wait)}.</p></html>",
            status=429,
            content_type="text/html; charset=utf-8",
        )
        response["Retry-After"] = str(wait)
        return response
