"""What each page embeds as first data, and what its head says beyond the route's defaults.

A loader reads through the content apps' selectors as a visitor (so a draft can never leak into
a page) and serialises rows with the same serializers as the API, keyed by the API path the
React page asks SWR for. The first paint then needs no API round trip.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from django.urls import reverse

from apps.core.pagination import first_page

VISITOR = AnonymousUser()


@dataclass(frozen=True)
class PageContent:
    data: dict[str, Any] = field(default_factory=dict)
    # A paged list's next page, by the key its first page is under in `data`: the address the
    # API's Link header gives after that page (absent on the last page).
    next: dict[str, str] = field(default_factory=dict)
    found: bool = True
    title: str | None = None
    description: str | None = None
    keywords: str | None = None  # <meta name="keywords">, where a page sets one
    image: str | None = None
    og_type: str | None = None
    json_ld: tuple[dict, ...] = ()
    # The page's one address when it can be reached by more than one (a row by id or by slug).
    canonical_path: str | None = None
    # The RSS feed the head advertises (<link rel="alternate">): its title and path.
    feed: tuple[str, str] | None = None
    # Ask search engines not to index this page (a search's results), whatever its route says.
    noindex: bool = False
    # Another spelling of a page's address ("/blog/category/Science"): answered with a permanent
    # redirect to this one, which is never kept in the page cache.
    redirect_to: str | None = None


Loader = Callable[..., PageContent]


def api_path(basename: str, key: str | None = None) -> str:
    """The API address a React page asks for, which its first data is keyed by: the list of the
    router's `basename` ("/api/blog-posts"), or one row of it by id or slug."""
    if key is None:
        return reverse(f"{basename}-list")
    return reverse(f"{basename}-detail", kwargs={"pk": key})


def not_found(title: str) -> PageContent:
    """A detail page whose row does not exist: its head carries the title the React page shows
    then ("Post Not Found"), so the tab reads the same before and after the app starts."""
    return PageContent(found=False, title=title)


def list_page(basename: str, rows, serializer, *, whole: bool = False, **head) -> PageContent:
    """A list page's first data: the first page of `rows` (the selector's, as a visitor),
    serialised as GET /api/<basename> answers it and keyed by that address, with the next
    page's address (the API's Link) under the same key in `next`. `whole`: a list the API
    answers whole (under its cap), as the projects."""
    path = api_path(basename)
    if whole:
        listed = serializer(rows[: settings.API_LIST_CAP], many=True).data
        return PageContent(data={path: listed}, **head)
    page, following = first_page(rows, path=path)
    listed = serializer(page, many=True).data
    return PageContent(data={path: listed}, next={path: following} if following else {}, **head)


def row_page(
    basename: str,
    *,
    get: Callable[..., Any],
    slug: str,
    serializer,
    missing: str,
    head: Callable[[Any, dict], dict],
) -> PageContent:
    """A detail page's first data: the row `get` finds for a visitor by id or slug, serialised as
    GET /api/<basename>/<slug> answers it, with its canonical address and what `head(row, data)`
    says; or "not found" under the title `missing` ("Post Not Found")."""
    try:
        row = get(viewer=VISITOR, id_or_slug=slug)
    except Http404:
        return not_found(missing)
    data = serializer(row).data
    return PageContent(
        data={api_path(basename, slug): data},
        canonical_path=row.get_absolute_url(),
        **head(row, data),
    )


def list_loader(basename: str, rows: Callable[..., Any], serializer) -> Loader:
    """The loader of a list page that shows the API's list as it is: `rows` (a selector) read as
    a visitor, its first page as GET /api/<basename> answers it."""

    def load(request) -> PageContent:
        return list_page(basename, rows(viewer=VISITOR), serializer)

    return load


def detail_loader(
    basename: str,
    *,
    get: Callable[..., Any],
    serializer,
    missing: str,
    head: Callable[[Any, dict], dict],
) -> Loader:
    """The loader of a detail page (/<page>/<slug>): `row_page` for the slug its route captures,
    so each content type says only what differs (see `row_page` for the arguments)."""

    def load(request, *, slug: str) -> PageContent:
        return row_page(
            basename, get=get, slug=slug, serializer=serializer, missing=missing, head=head
        )

    return load
