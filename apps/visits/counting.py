"""Who is counted, and what: the rules of POST /api/views, apart from the view that answers it.

A view is counted only when all of these hold (anything else is answered the same way, 204, and
not counted, so nothing about the site can be learnt by probing):

- the browser looks like a person's: its User-Agent names a browser ("Mozilla/") and none of
  BOT_WORDS (search engines' crawlers, link-preview fetchers, headless browsers, audit tools and
  HTTP libraries);
- it does not ask not to be tracked (`Sec-GPC: 1`, Global Privacy Control, or `DNT: 1`);
- it is not the owner: no Authorization header (only the admin panel's accounts hold a token,
  and the owner's may have expired while the browser is still the owner's) and no signed-in
  staff session of Django admin;
- it comes from one of the site's own pages (`Sec-Fetch-Site`, where the browser sends it);
- the address is one of the site's public pages (apps/pages/routes.py), and a detail page's row
  is published (a made-up slug is never a row); a photo is a published gallery photo.

Which page an address is, is the URL configuration's answer: the site shell (apps/pages), which
sits above this app, passes each page's view the `page` it serves (a `PublicPage` here) under
the URL name "page-<key>", as the models' `get_absolute_url()` use it; counting imports no part
of the shell.
"""

import re
import uuid
from dataclasses import dataclass
from typing import Protocol, runtime_checkable
from urllib.parse import unquote

from django.contrib.auth import get_user
from django.contrib.auth.models import AnonymousUser
from django.http import Http404, HttpRequest
from django.urls import Resolver404, resolve, reverse

from apps.core.content_types import ContentType, content_type, content_types
from apps.core.lookups import get_by_id_or_slug

from .models import ViewKind

VISITOR = AnonymousUser()


@runtime_checkable
class PublicPage(Protocol):
    """What the site shell's URL patterns tell their view of the page at an address
    (apps/pages/routes.py's Page): its route key and whether it is kept out of search engines
    (the owner's panel, the 404 page), which are never counted."""

    key: str
    noindex: bool


# Words in a User-Agent that mark a program rather than a person (matched case-insensitively):
# crawlers and their companies' fetchers, link previews of chat and social apps, headless and
# automated browsers, page-speed audits, uptime monitors and HTTP libraries.
BOT_WORDS = (
    "bot",
    "crawl",
    "spider",
    "slurp",
    "archiver",
    "facebookexternalhit",
    "preview",
    "embedly",
    "whatsapp",
    "headless",
    "lighthouse",
    "pagespeed",
    "phantomjs",
    "puppeteer",
    "playwright",
    "selenium",
    "monitor",
    "uptime",
    "pingdom",
    "validator",
    "curl",
    "wget",
    "python",
    "httpx",
    "aiohttp",
    "go-http-client",
    "java/",
    "okhttp",
    "node-fetch",
    "axios",
    "libwww",
    "scrapy",
)
_BOT = re.compile("|".join(re.escape(word) for word in BOT_WORDS), re.IGNORECASE)
# Long enough for any real browser's User-Agent; the rest is not read.
_AGENT_READ = 512


def _counted_at(page_key: str) -> ContentType | None:
    """The kind of content whose rows have their pages at `page_key`, counted by id."""
    return next(
        (kind for kind in content_types() if kind.page == page_key and kind.view_kind), None
    )


def is_bot(user_agent: str) -> bool:
    """Whether a User-Agent is a program's (or missing): only a browser's is counted."""
    agent = user_agent[:_AGENT_READ]
    return "mozilla/" not in agent.lower() or bool(_BOT.search(agent))


def asks_not_to_be_tracked(request: HttpRequest) -> bool:
    return request.headers.get("Sec-GPC") == "1" or request.headers.get("DNT") == "1"


def is_the_owner(request: HttpRequest) -> bool:
    """A request from an account of the site: a Bearer token of the admin panel (valid or not:
    visitors never hold one), or Django admin's staff session."""
    if "Authorization" in request.headers:
        return True
    if not hasattr(request, "session"):
        return False
    # The session's user itself (DRF has set request.user to its own, anonymous, answer). A
    # request without a session cookie runs no query here.
    user = get_user(request)
    return bool(user.is_authenticated and user.is_staff)


def counts_as_a_visitor(request: HttpRequest) -> bool:
    """Whether this request may be counted at all (before looking at what it names)."""
    if request.headers.get("Sec-Fetch-Site", "same-origin") != "same-origin":
        return False
    return not (
        is_bot(request.headers.get("User-Agent", ""))
        or asks_not_to_be_tracked(request)
        or is_the_owner(request)
    )


@dataclass(frozen=True)
class Counted:
    """What one view is counted as."""

    kind: str
    path: str
    object_id: uuid.UUID | None = None


def _page_at(path: str) -> tuple[PublicPage, dict] | None:
    """The public page the router serves at `path`, with its captured arguments."""
    try:
        match = resolve(unquote(path))
    except (Resolver404, ValueError):
        return None
    page = match.kwargs.get("page")
    if not isinstance(page, PublicPage) or page.noindex:  # the admin pages, the 404 page, the API
        return None
    return page, {key: value for key, value in match.kwargs.items() if key != "page"}


def page_counted(path: str) -> Counted | None:
    """What a view of `path` counts as, or None when it is not a public page a visitor can see.
    At most one query (a detail page's row, by slug or id, if it is published)."""
    found = _page_at(path)
    if found is None:
        return None
    page, arguments = found
    if not arguments:
        # Its own address, however it was spelt (an alias, /gcsejourney, counts as its page).
        return Counted(kind=ViewKind.PAGE, path=reverse(f"page-{page.key}"))
    kind = _counted_at(page.key)
    if kind is None or set(arguments) != {"slug"}:
        return None  # a page with arguments whose rows no kind of content counts
    try:
        row = get_by_id_or_slug(kind.visible(viewer=VISITOR).only("id", "slug"), arguments["slug"])
    except Http404:
        return None
    return Counted(kind=kind.view_kind, path=row.get_absolute_url(), object_id=row.id)


def photo_counted(photo_id: uuid.UUID) -> Counted | None:
    """A view of a published gallery photo (one query), or None."""
    photos = content_type("gallery").visible(viewer=VISITOR)
    found = photos.filter(id=photo_id).values_list("id", flat=True)
    photo = found.first()
    return Counted(kind=ViewKind.PHOTO, path="", object_id=photo) if photo else None
