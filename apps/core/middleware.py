"""Response headers that Django's SecurityMiddleware does not set itself."""

import logging

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpResponse, JsonResponse
from django.middleware.gzip import GZipMiddleware
from django.template.loader import render_to_string

logger = logging.getLogger(__name__)


class PermissionsPolicyMiddleware:
    """Turn off powerful browser features (camera, microphone, geolocation) on every response."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.policy = settings.PERMISSIONS_POLICY

    def __call__(self, request):
        response = self.get_response(request)
        response.headers.setdefault("Permissions-Policy", self.policy)
        return response


class DatabaseUnavailableMiddleware:
    """When the database cannot be reached, answer 503 with Retry-After (JSON for the API), not
    a 500 with a traceback. Django drops the broken connection at the end of the request, so
    the site recovers by itself as soon as the database is back."""

    RETRY_AFTER_SECONDS = 5

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not isinstance(exception, (OperationalError, InterfaceError)):
            return None
        logger.warning("Database unavailable for %s %s", request.method, request.path)
        if request.path.startswith("/api/"):
            response = JsonResponse(
                {"detail": "The site is briefly unavailable. Please try again in a moment."},
                status=503,
            )
        else:
            response = HttpResponse(
                render_to_string("503.html"), status=503, content_type="text/html; charset=utf-8"
            )
        response["Retry-After"] = str(self.RETRY_AFTER_SECONDS)
        return response


class RejectNulBytesMiddleware:
    """Answer 400 to a request whose path or query string holds a NUL byte. No page or API
    needs one, and PostgreSQL refuses them in text, so they must never reach a query."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        query = request.META.get("QUERY_STRING", "")
        if "\x00" in request.path or "%00" in query or "\x00" in query:
            message = "The request contains a NUL byte."
            if request.path.startswith("/api/"):
                return JsonResponse({"detail": message}, status=400)
            return HttpResponse(message, status=400, content_type="text/plain; charset=utf-8")
        return self.get_response(request)


class CompressTextMiddleware(GZipMiddleware):
    """Django's GZipMiddleware (with its BREACH padding) for the text this site writes: pages,
    JSON, feeds. Pictures and other files are left alone: they are compressed already, and
    WhiteNoise serves static files pre-compressed before this runs."""

    TEXT_TYPES = ("text/", "application/json", "application/xml", "application/rss+xml")

    def process_response(self, request, response):
        content_type = response.get("Content-Type", "")
        if not content_type.startswith(self.TEXT_TYPES):
            return response
        return super().process_response(request, response)
