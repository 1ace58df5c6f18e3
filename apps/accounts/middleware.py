"""A sign-in refused by the lockout, wherever `authenticate()` was called (Django admin's
login form): 429 with Retry-After, never a 500, on a page in Django admin's look with the ways
back (templates/admin/sign_in_locked.html)."""

from urllib.parse import quote

from django.contrib import admin
from django.http import HttpResponse
from django.template.loader import render_to_string
from django.utils.http import url_has_allowed_host_and_scheme

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
        login_url = request.path
        after = request.GET.get("next", "")
        if after and url_has_allowed_host_and_scheme(after, allowed_hosts={request.get_host()}):
            login_url = f"{login_url}?next={quote(after, safe='/')}"
        context = {
            **admin.site.each_context(request),
            "title": "Too many attempts",
            "message": f"Too many failed sign-in attempts. Try again in {wait_in_words(wait)}.",
            "login_url": login_url,
        }
        response = HttpResponse(
            render_to_string("admin/sign_in_locked.html", context, request=request),
            status=429,
            content_type="text/html; charset=utf-8",
        )
        response["Retry-After"] = str(wait)
        return response
