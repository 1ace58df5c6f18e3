"""The page shell (every non-API path), and the health check."""

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect, JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from apps.core import availability, http_cache
from apps.core.public_profile import site_profile_public
from apps.search.views import too_many_searches

from .first_screen import first_screen_context
from .head import absolute_url, head_build
from .loaders import PageContent
from .routes import NOT_FOUND, Page
from .serializers import SiteProfileSerializer
from .share_card import card_path


def _render_shell(
    request: HttpRequest,
    page: Page,
    content: PageContent,
    *,
    status: int = 200,
    notice: str = "",
) -> HttpResponse:
    # The profile as visitors see it: in pseudonym mode the name everywhere is the pseudonym.
    profile = site_profile_public()
    head = head_build(page=page, profile=profile, path=request.path, content=content)
    profile_data = SiteProfileSerializer(profile).data
    # siteUrl: the React pages build their canonical links on it after an in-app navigation.
    initial_data = {
        "page": page.key,
        "siteUrl": settings.SITE_URL,
        # The share picture of a page without its own (og:image), for the head after an in-app
        # navigation: the site's card (share_card.py), 1200x630.
        "shareCard": absolute_url(card_path(profile)),
        "profile": profile_data,
        "data": content.data,
        # Each paged list's next page (its API Link), by the key of its first page in data.
        "next": content.next,
    }
    first_screen = first_screen_context(
        page=page, path=request.path, profile=profile_data, data=content.data
    )
    if first_screen is not None and notice:
        first_screen["notice"] = notice  # what the page says instead of its content (a 429)
    return render(
        request,
        "index.html",
        {"head": head, "initial_data": initial_data, "first_screen": first_screen},
        status=status,
    )


@require_safe
def shell(request: HttpRequest, *, page: Page, **kwargs: str) -> HttpResponse:
    """A known page: the React bundle with the page's head and first data. A detail page whose
    row does not exist (or is not published) answers 404, with its own "not found" screen."""

    def build() -> HttpResponse:
        content = page.loader(request, **kwargs) if page.loader else PageContent()
        if content.redirect_to:
            return HttpResponsePermanentRedirect(content.redirect_to)
        if not content.found:
            return _render_shell(request, NOT_FOUND, content, status=404)
        return _render_shell(request, page, content)

    if page.reads_query:
        return _over_budget(request, page) or build()
    return http_cache.cached_page(request=request, build=build)


def _over_budget(request: HttpRequest, page: Page) -> HttpResponse | None:
    """The page in the site's layout with 429 and Retry-After when a request with a query
    finds its address has spent the page's throttle budget (shared with the API's search);
    None while it has not."""
    if page.query_throttle is None or not request.GET.get("q", "").strip():
        return None
    throttle = page.query_throttle()
    if throttle.allow_request(request, None):
        return None
    wait, notice = too_many_searches(throttle.wait())
    content = PageContent(title="Please wait a moment", noindex=True)
    response = _render_shell(request, page, content, status=429, notice=notice)
    response["Retry-After"] = str(wait)
    response["Cache-Control"] = "no-store"
    return response


@require_safe
def shell_not_found(request: HttpRequest) -> HttpResponse:
    """Any other path: the same shell, the React 404 screen, and HTTP 404."""
    return _render_shell(request, NOT_FOUND, PageContent(), status=404)


ROBOTS = """User-agent: *
Disallow: /admin
Disallow: /django-admin/
Disallow: /api/

Sitemap: {site_url}/sitemap.xml
"""


@require_safe
def robots_txt(request: HttpRequest) -> HttpResponse:
    return HttpResponse(ROBOTS.format(site_url=settings.SITE_URL), content_type="text/plain")


@never_cache
@require_safe
def healthz(request: HttpRequest) -> JsonResponse:
    """200 while the database and the shared cache both answer; 503 (with Retry-After) naming
    the one that does not: {"status": "unavailable", "database": "ok", "cache": "unavailable"}."""
    checks = {"database": availability.database_status(), "cache": availability.cache_status()}
    if all(status == availability.OK for status in checks.values()):
        return JsonResponse({"status": availability.OK, **checks})
    response = JsonResponse({"status": availability.UNAVAILABLE, **checks}, status=503)
    response["Retry-After"] = str(availability.RETRY_AFTER_SECONDS)
    return response
