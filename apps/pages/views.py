"""The page shell (every non-API path), and the health check."""

from django.db import DatabaseError, connection, transaction
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from apps.core.selectors import site_profile_get

from .head import head_build
from .routes import NOT_FOUND, Page
from .serializers import SiteProfileSerializer


def _render_shell(request: HttpRequest, page: Page, *, status: int = 200) -> HttpResponse:
    profile = site_profile_get()
    head = head_build(page=page, profile=profile, path=request.path)
    initial_data = {"page": page.key, "profile": SiteProfileSerializer(profile).data}
    return render(
        request,
        "index.html",
        {"head": head, "initial_data": initial_data},
        status=status,
    )


@require_safe
def shell(request: HttpRequest, *, page: Page) -> HttpResponse:
    """A known page: the React bundle with the page's head and first data."""
    return _render_shell(request, page)


@require_safe
def shell_not_found(request: HttpRequest) -> HttpResponse:
    """Any other path: the same shell, the React 404 screen, and HTTP 404."""
    return _render_shell(request, NOT_FOUND, status=404)


@never_cache
@require_safe
@transaction.non_atomic_requests
def healthz(request: HttpRequest) -> JsonResponse:
    """200 while the database answers, 503 (with Retry-After) when it does not."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        response = JsonResponse({"status": "unavailable"}, status=503)
        response["Retry-After"] = "5"
        return response
    return JsonResponse({"status": "ok"})
