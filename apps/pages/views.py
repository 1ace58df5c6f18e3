"""The page shell (every non-API path), and the health check."""

from copy import copy
from urllib.parse import unquote, urlsplit

from django.conf import settings
from django.http import (
    HttpRequest,
    HttpResponse,
    HttpResponsePermanentRedirect,
    JsonResponse,
    QueryDict,
)
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import Resolver404, resolve
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from apps.core import availability, http_cache
from apps.core.public_profile import site_profile_public
from apps.search.views import too_many_searches

from .first_screen import first_screen_context
from .head import Head, absolute_url, head_build
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
        content = _content(request, page, kwargs)
        if content.redirect_to:
            return HttpResponsePermanentRedirect(content.redirect_to)
        if not content.found:
            return _render_shell(request, NOT_FOUND, content, status=404)
        return _render_shell(request, page, content)

    if page.reads_query:
        return _over_budget(request, page) or build()
    return http_cache.cached_page(request=request, build=build)


def _content(
    request: HttpRequest, page: Page, kwargs: dict, *, head_only: bool = False
) -> PageContent:
    """What `page`'s loader says for `request` (its route's captures in `kwargs`); with
    `head_only`, its head loader's where it has one (the search's, which runs no search)."""
    load = (page.head_loader if head_only else None) or page.loader
    return load(request, **kwargs) if load else PageContent()


# Longer than any address of the site's (a search's query is capped well below it).
PAGE_HEAD_PATH_MAX = 2048
PAGE_HEAD_BAD_PATH = "path: the address of a page on this site, such as /blog or /search?q=tides."
# A page that redirects (a category spelt another way) is followed this many times at most.
_REDIRECTS_FOLLOWED = 2


def _unprintable(text: str) -> bool:
    return any(ord(char) < 32 or ord(char) == 127 for char in text)


def _page_of(address: str) -> tuple[Page | None, dict, str, str]:
    """The page at `address` (a path and its query string: None for a path with no page), its
    route's captures, its path and its query string."""
    parts = urlsplit(address)
    path = unquote(parts.path)
    try:
        match = resolve(path)
    except Resolver404:
        return None, {}, path, parts.query
    if match.func is not shell:
        return None, {}, path, parts.query
    captured = {name: value for name, value in match.kwargs.items() if name != "page"}
    return match.kwargs["page"], captured, path, parts.query


def _head_at(request: HttpRequest, address: str) -> tuple[Head, int]:
    """The head of the page at `address` as its HTML has it, and the status the page answers
    with (a redirect followed: a category spelt another way)."""
    page, content, status = NOT_FOUND, PageContent(), 404
    for _ in range(_REDIRECTS_FOLLOWED + 1):
        found, captured, path, query = _page_of(address)
        if found is None:
            break
        # The loader reads the request as it would for the page itself (the search's ?q=).
        inner = copy(request)
        inner.GET, inner.path, inner.path_info = QueryDict(query), path, path
        content = _content(inner, found, captured, head_only=True)
        if content.redirect_to:
            address, content = content.redirect_to, PageContent()
            continue
        if content.found:
            page, status = found, 200
        break
    head = head_build(page=page, profile=site_profile_public(), path=path, content=content)
    return head, status


@require_safe
def page_head(request: HttpRequest) -> HttpResponse:
    """GET /page-head?path=/blog/a-post: {"head": the tags the page's HTML has in its <head>}
    (pages/head.html, from the same head_build), for the page the app shows after an in-app
    navigation, so the client never builds a head itself. A path with no page (or a row that is
    not published) answers 404 with the 404 page's head; a `path` that is no path of this site
    answers 400."""
    address = request.GET.get("path", "")
    if (
        not address.startswith("/")
        or address.startswith("//")
        or len(address) > PAGE_HEAD_PATH_MAX
        or _unprintable(unquote(address))
    ):
        return JsonResponse({"detail": PAGE_HEAD_BAD_PATH}, status=400)

    def build(version: str | None = None) -> HttpResponse:
        head, status = _head_at(request, address)
        response = JsonResponse(
            {"head": render_to_string("pages/head.html", {"head": head})}, status=status
        )
        response["X-Robots-Tag"] = "noindex"
        return response

    page = _page_of(address)[0]
    if page is not None and page.reads_query:  # one answer per query: not kept
        response = build()
        response["Cache-Control"] = "no-store"
        return response
    return http_cache.cached_visitor_read(
        request=request,
        resource=http_cache.ANY_CONTENT,
        query=http_cache.cache_query(request, ["path"]),
        build=build,
    )


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
