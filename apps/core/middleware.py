"""Response headers that Django's SecurityMiddleware does not set itself, requests no view
should see, and the 503 when the database or the shared cache is down."""

import logging

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.middleware.gzip import GZipMiddleware

from . import availability

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


class CrossOriginResourcePolicyMiddleware:
    """Cross-Origin-Resource-Policy on every response (pages, the API, static files, pictures):
    a browser hands the site's answers to the site's own pages only, so no other site can load
    them into its page (to probe what a signed-in owner sees, or a Spectre-style read). The
    pictures under MEDIA_URL may be opened to a CDN on another host of the site
    (MEDIA_CROSS_ORIGIN_RESOURCE_POLICY=same-site)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if request.path.startswith(settings.MEDIA_URL):
            policy = settings.MEDIA_CROSS_ORIGIN_RESOURCE_POLICY
        else:
            policy = settings.CROSS_ORIGIN_RESOURCE_POLICY
        response.headers.setdefault("Cross-Origin-Resource-Policy", policy)
        return response


class ServiceUnavailableMiddleware:
    """When the database or the shared cache cannot be reached, answer 503 with Retry-After
    (JSON for the API), not a 500 with a traceback: a view's query, a throttle, the token
    deny-list, a page's render. Whatever needed them did not happen (a throttle that cannot
    count refuses), and the site recovers by itself as soon as they are back
    (apps/core/availability.py)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, availability.DATABASE_ERRORS):
            logger.warning("Database unavailable for %s %s", request.method, request.path)
        elif isinstance(exception, availability.CACHE_ERRORS):
            logger.warning("Shared cache unavailable for %s %s", request.method, request.path)
        else:
            return None
        return availability.unavailable_response(request)


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
