"""Conditional GET and the shared response cache of the public read endpoints.

Every content type (a model) has a *content version*: a random token kept in Django's cache
(local memory, or Redis shared by every worker). Every write path calls `content_changed(model)`,
which replaces the token, so:

- an ETag is a hash of the path, the query, the content version and the viewer's kind (visitor
  or owner): a repeat request whose If-None-Match still matches answers 304, and a visitor's
  304 is decided before any database query;
- a visitor's rendered 200 body is cached under a key that includes the version: a write never
  edits a cached body, it makes every old one unreachable (they expire on their own);
- version tokens never expire, and a missing token (evicted, or a fresh cache) starts a new
  random one, so an eviction can only cause misses, never serve an old body;
- the owner's requests (a Bearer token) are never served from or stored in the visitor cache:
  they get ETags of their own kind, computed after authentication.

`content_changed` bumps the version at once *and* again after the surrounding transaction
commits: a visitor who read the old rows while the write was uncommitted may have cached them
under the first new token, and the second bump orphans that body.
"""

import functools
import hashlib
import uuid
from collections.abc import Callable

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.db.models import Model
from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.utils.cache import patch_vary_headers
from django.utils.http import parse_etags

VISITOR, OWNER = "visitor", "owner"
# Bump when the shape of a response changes (a serializer gains a field), so a deploy never
# answers 304 for, or serves, a body an older release made.
RESPONSE_SCHEMA = "1"
VISITOR_CACHE_CONTROL = "no-cache"
OWNER_CACHE_CONTROL = "private, no-cache"


def resource_of(model: type[Model] | Model) -> str:
    """The name a model's content version is kept under (its app label and model name)."""
    return model._meta.label_lower


def _version_key(resource: str) -> str:
    return f"content-version:{resource}"


def content_version(resource: str) -> str:
    """The current version token of `resource`; a new random one when the cache has none."""
    key = _version_key(resource)
    version = cache.get(key)
    if version is None:
        cache.add(key, uuid.uuid4().hex, timeout=None)
        version = cache.get(key) or uuid.uuid4().hex
    return version


# Pages show several kinds of content (and the site profile): their cached HTML is keyed by
# this version, which every write of any kind replaces.
ANY_CONTENT = "any"


def _bump(resource: str) -> None:
    cache.set_many(
        {_version_key(resource): uuid.uuid4().hex, _version_key(ANY_CONTENT): uuid.uuid4().hex},
        timeout=None,
    )


def content_changed(model: type[Model] | Model) -> None:
    """Call after every write of `model`'s rows: every ETag and cached body of its endpoints
    stops matching, now and again once the current transaction (if any) commits."""
    resource = resource_of(model)
    _bump(resource)
    transaction.on_commit(lambda: _bump(resource))


def _etag(*parts: str) -> str:
    """A strong ETag (quoted) naming `parts` (and the response schema)."""
    material = "\n".join((RESPONSE_SCHEMA, *parts))
    return '"' + hashlib.sha256(material.encode()).hexdigest()[:32] + '"'


def etag_for(*, request: HttpRequest, version: str, viewer_kind: str) -> str:
    """The strong ETag (quoted) of a read of `request`'s path and query at `version`."""
    query = request.META.get("QUERY_STRING", "")
    return _etag(request.path, query, version, viewer_kind)


def client_has(request: HttpRequest, etag: str) -> bool:
    """Whether If-None-Match names `etag`. A bare * is not honoured: a 304 must only ever
    stand for a 200 this server answered."""
    header = request.META.get("HTTP_IF_NONE_MATCH")
    if not header:
        return False
    etags = parse_etags(header)
    return etag in etags or f"W/{etag}" in etags


def decorate(response: HttpResponse, *, etag: str, viewer_kind: str) -> HttpResponse:
    """Add the ETag and the revalidation headers to a read's response."""
    response["ETag"] = etag
    response["Cache-Control"] = (
        OWNER_CACHE_CONTROL if viewer_kind == OWNER else VISITOR_CACHE_CONTROL
    )
    patch_vary_headers(response, ("Accept", "Authorization"))
    return response


def not_modified(*, etag: str, viewer_kind: str) -> HttpResponse:
    return decorate(HttpResponseNotModified(), etag=etag, viewer_kind=viewer_kind)


def _body_key(resource: str, version: str, etag: str) -> str:
    """Where a visitor's body is kept: the version is in the key (as in the ETag), so a write
    makes every older body unreachable at once."""
    digest = etag.strip('"')
    return f"body:{resource}:{version}:{digest}"


def _visitor_copy(
    *,
    request: HttpRequest,
    etag: str,
    key: str,
    content_type: str,
    build: Callable[[], HttpResponse],
) -> HttpResponse:
    """304 when the client's copy is `etag`, the body kept under `key` when there is one, else
    `build()`'s response, whose 200 is kept and given the ETag."""
    if client_has(request, etag):
        return not_modified(etag=etag, viewer_kind=VISITOR)
    body = cache.get(key)
    if body is not None:
        response = HttpResponse(body, content_type=content_type)
        return decorate(response, etag=etag, viewer_kind=VISITOR)
    response = build()
    if response.status_code == 200 and not response.streaming:
        cache.set(key, response.content, timeout=settings.API_RESPONSE_CACHE_SECONDS)
        decorate(response, etag=etag, viewer_kind=VISITOR)
    return response


def cached_visitor_read(
    *, request: HttpRequest, resource: str, build: Callable[[str], HttpResponse]
) -> HttpResponse:
    """Answer a visitor's (no Authorization header) GET: 304 when the client's copy is
    current, the cached body when there is one, else `build(version)`'s response, whose 200
    is stored. No database query unless `build` runs."""
    version = content_version(resource)
    etag = etag_for(request=request, version=version, viewer_kind=VISITOR)
    return _visitor_copy(
        request=request,
        etag=etag,
        key=_body_key(resource, version, etag),
        content_type="application/json",
        build=lambda: build(version),
    )


# --- pages --------------------------------------------------------------------------------


@functools.cache
def _build_id() -> str:
    """What the page HTML was built against: the bundle's file names (webpack's stats). A
    deploy with a new bundle must not serve pages that name the old files."""
    try:
        with open(settings.WEBPACK_LOADER["DEFAULT"]["STATS_FILE"], "rb") as file:
            return hashlib.sha256(file.read()).hexdigest()[:16]
    except OSError:
        return "no-build"


def cached_page(*, request: HttpRequest, build: Callable[[], HttpResponse]) -> HttpResponse:
    """A page shell (HTML with its head, first data and first screen), the same for every
    viewer, answered like a visitor's API read. Keyed by the path alone (a query string
    changes nothing on a page and must not grow the cache), the version of all content and the
    bundle. Not while developing (DEBUG): the bundle is rebuilt under a running server there."""
    if settings.DEBUG:
        return build()
    version = content_version(ANY_CONTENT)
    etag = _etag(request.path, version, _build_id())
    return _visitor_copy(
        request=request,
        etag=etag,
        key=_body_key("pages", version, etag),
        content_type="text/html; charset=utf-8",
        build=build,
    )
