"""Conditional GET and the shared response cache of the public read endpoints.

Every content type (a model) has a *content version*: a random token kept in Django's cache
(local memory, or Redis shared by every worker). Every write of a content model calls
`content_changed(model)` through the receivers `announce_changes_of` connects (each app's ready()),
which replaces the token, so:

- an ETag is a hash of the path, the query parameters the view reads, the content version and
  the viewer's kind (visitor or owner): a repeat request whose If-None-Match still matches
  answers 304, and a visitor's 304 is decided before any database query;
- a visitor's rendered 200 body is cached under a key that includes the version: a write never
  edits a cached body, it makes every old one unreachable (they expire on their own);
- version tokens never expire, and a missing token (evicted, or a fresh cache) starts a new
  random one, so an eviction can only cause misses, never serve an old body;
- the owner's requests (a Bearer token) are never served from or stored in the visitor cache:
  they get ETags of their own kind, computed after authentication.

`content_changed` bumps the version at once *and* again after the surrounding transaction
commits: a visitor who read the old rows while the write was uncommitted may have cached them
under the first new token, and the second bump orphans that body.

What a key is made of, so that no client can fill the cache:
- the query parameters the view reads, declared per view (`?type=` on media), not the raw query
  string: any other parameter changes neither the ETag nor the key;
- the path, and a body is kept only for the site's own spelling of it (no trailing slash, ids
  as lower-case hyphenated UUIDs): other spellings of the same read are answered, never kept.

When the shared cache (Redis) is down, reads fail open: they are answered from the database
without an ETag and nothing is kept, and for CACHE_RETRY_SECONDS this process does not try the
cache again (so a cache that stopped answering costs one timeout, not one per request). Writes
fail closed: a version that cannot be bumped raises, the write is rolled back and answered 503
(apps/core/middleware.py), because a bump that silently failed would serve the old body later.
"""

import bisect
import functools
import hashlib
import logging
import time
import uuid
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import urlencode

from django.apps import apps
from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.db.models import Model
from django.db.models.signals import post_delete, post_save
from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.utils import timezone
from django.utils.cache import patch_vary_headers
from django.utils.http import parse_etags

from .availability import CACHE_ERRORS

logger = logging.getLogger(__name__)

VISITOR, OWNER = "visitor", "owner"
VISITOR_CACHE_CONTROL = "no-cache"
OWNER_CACHE_CONTROL = "private, no-cache"


def resource_of(model: type[Model] | Model) -> str:
    """The name a model's content version is kept under (its app label and model name)."""
    return model._meta.label_lower


def _version_key(resource: str) -> str:
    return f"content-version:{resource}"


def content_version(resource: str) -> str:
    """The current version of `resource`: its token (a new random one when the cache has none)
    and, for a resource that shows scheduled rows, the mark of the last due time passed (see
    "Rows that appear by themselves" below). One cache round trip either way."""
    key = _version_key(resource)
    scheduled = resource in _SHOWS_SCHEDULED
    kept = cache.get_many([key, DUE_KEY] if scheduled else [key])
    version = kept.get(key)
    if version is None:
        cache.add(key, uuid.uuid4().hex, timeout=None)
        version = cache.get(key) or uuid.uuid4().hex
    if scheduled:
        return f"{version}.{_due_mark(kept.get(DUE_KEY))}"
    return version


# --- reads when the shared cache is down ---------------------------------------------------

# After a failed call, this process leaves the cache alone for reads this long.
CACHE_RETRY_SECONDS = 5.0
_cache_retry_at = 0.0


def _cache_failed(exc: Exception) -> None:
    global _cache_retry_at  # one flag per process, shared by its threads
    _cache_retry_at = time.monotonic() + CACHE_RETRY_SECONDS
    logger.warning(
        "Shared cache unavailable (%s): reads bypass it for %g s",
        type(exc).__name__,
        CACHE_RETRY_SECONDS,
    )


def _cache_resting() -> bool:
    return time.monotonic() < _cache_retry_at


def read_version(resource: str) -> str | None:
    """`content_version(resource)`, or None while the shared cache is unavailable: the read is
    then answered from the database, without an ETag, and nothing is kept."""
    if _cache_resting():
        return None
    try:
        return content_version(resource)
    except CACHE_ERRORS as exc:
        _cache_failed(exc)
        return None


# Headers that are part of a kept body's answer: a list's next page (apps/core/pagination.py).
KEPT_HEADERS = ("Link",)


def _kept_body(key: str) -> bytes | tuple[bytes, dict[str, str]] | None:
    try:
        return cache.get(key)
    except CACHE_ERRORS as exc:
        _cache_failed(exc)
        return None


def _keep_body(key: str, body: bytes | tuple[bytes, dict[str, str]]) -> None:
    if _cache_resting():
        return
    try:
        cache.set(key, body, timeout=settings.API_RESPONSE_CACHE_SECONDS)
    except CACHE_ERRORS as exc:
        _cache_failed(exc)


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
    stops matching, now and again once the current transaction (if any) commits. The first bump
    raises when the shared cache is down (the write is rolled back: 503); the second only logs,
    as the rows are committed by then and the first bump already orphaned every older body."""
    resource = resource_of(model)
    _bump(resource)
    if resource in _SCHEDULES:
        refresh_schedule()
    transaction.on_commit(lambda: _after_commit(resource), robust=True)


def _after_commit(resource: str) -> None:
    _bump(resource)
    if resource in _SCHEDULES:
        refresh_schedule()


# --- rows that appear by themselves -------------------------------------------------------
#
# A blog post published for later is hidden from visitors until its time, then appears with no
# write and no job to announce it. So the versions of the resources that show such rows (the
# model's own, ANY_CONTENT for the pages, any other named by `shown_by`) also carry a mark: the
# latest due time that has passed. The coming due times are kept in the cache beside the
# versions (DUE_KEY), written at every write of a scheduling model; a read compares them with
# the clock, with no database query, and a version whose next due time has passed is a new
# version, so no ETag matches and no kept body is reachable any more.
#
# The mark only ever grows while its state lives (the state's id names it); a state that was
# evicted is read again from the database (one query, by the providers) under a new id, so a
# version never comes back to one a body was kept under before. At most DUE_TIMES_KEPT times
# are kept: once the last of an incomplete list has passed, the next read lists them again.

DUE_KEY = "content-due"
DUE_TIMES_KEPT = 50

# resource -> upcoming(now, limit): the times after `now` (ascending) its rows appear at.
_SCHEDULES: dict[str, Callable[..., Iterable]] = {}
_SHOWS_SCHEDULED: set[str] = {ANY_CONTENT}


def schedule_rows_of(
    model: type[Model], upcoming: Callable[..., Iterable], *, shown_by: Iterable[str] = ()
) -> None:
    """Rows of `model` appear to visitors at times of their own: `upcoming(now=, limit=)` lists
    the coming ones (datetimes, ascending, at most `limit`). The model's resource, ANY_CONTENT
    and the resources `shown_by` change version as each time passes. Call from ready()."""
    resource = resource_of(model)
    _SCHEDULES[resource] = upcoming
    _SHOWS_SCHEDULED.update({resource, *shown_by})


def shows_scheduled_rows(resource: str) -> None:
    """`resource`'s visitor reads show rows that appear by themselves (a search of the blog):
    its version changes as each due time passes too."""
    _SHOWS_SCHEDULED.add(resource)


def _passed(state: dict, now: float) -> float:
    """The latest due time of `state` that `now` has reached (0 when none ever has)."""
    times = state["times"]
    reached = bisect.bisect_right(times, now)
    return max(state["passed"], times[reached - 1] if reached else 0.0)


def refresh_schedule(*, now: float | None = None) -> dict:
    """List the coming due times again (from the database, through the providers) and keep
    them: after every write of a scheduling model, and when the kept list has run out."""
    now = timezone.now().timestamp() if now is None else now
    old = cache.get(DUE_KEY)
    moment = datetime.fromtimestamp(now, tz=UTC)
    times: list[float] = []
    complete = True
    for upcoming in _SCHEDULES.values():
        found = [t.timestamp() for t in upcoming(now=moment, limit=DUE_TIMES_KEPT + 1)]
        complete = complete and len(found) <= DUE_TIMES_KEPT
        times.extend(t for t in found if t > now)
    times.sort()
    complete = complete and len(times) <= DUE_TIMES_KEPT
    state = {
        "id": old["id"] if old else uuid.uuid4().hex[:12],
        "passed": _passed(old, now) if old else 0.0,
        "times": times[:DUE_TIMES_KEPT],
        "complete": complete,
    }
    cache.set(DUE_KEY, state, timeout=None)
    return state


def _due_mark(state: dict | None) -> str:
    now = timezone.now().timestamp()
    if state is None or (not state["complete"] and state["times"] and now >= state["times"][-1]):
        state = refresh_schedule(now=now)
    return f"{state['id']}.{_passed(state, now)!r}"


def _announce_change(sender, **kwargs) -> None:
    content_changed(sender)


def announce_changes_of(*models: type[Model]) -> None:
    """Make `models` announce their own writes: every save and delete of one of their rows
    calls `content_changed`, whoever writes it (a service, Django admin, a command, the shell).
    Call from the app's AppConfig.ready(), as django.contrib.sites does for its cache. Writes
    that bypass signals (`queryset.update()`) still call `content_changed` themselves."""
    for model in models:
        uid = f"content-changed:{resource_of(model)}"
        post_save.connect(_announce_change, sender=model, dispatch_uid=f"{uid}:save")
        post_delete.connect(_announce_change, sender=model, dispatch_uid=f"{uid}:delete")


# What a release is made of, for its id: the project's code, its templates and the bundle's stats.
RELEASE_FILES = ("*.py", "*.html", "*.txt", "*.xml", "*.json")


def _release_files() -> list[tuple[str, Path]]:
    """Each file of the release, with the name it is hashed under (relative to its root, so
    two servers of one release agree wherever the code lives)."""
    roots = [Path(c.path) for c in apps.get_app_configs() if c.name.startswith("apps.")]
    roots += [Path(d) for template in settings.TEMPLATES for d in template.get("DIRS", ())]
    roots.append(Path(settings.BASE_DIR) / "portfolio")
    found = {
        (f"{root.name}/{path.relative_to(root)}", path)
        for root in roots
        for pattern in RELEASE_FILES
        for path in root.rglob(pattern)
        if "__pycache__" not in path.parts
    }
    stats = Path(settings.FRONTEND_BUILD_DIR) / "webpack-stats.json"
    return [*sorted(found), ("webpack-stats.json", stats)]


@functools.cache
def release_id() -> str:
    """The release this process serves, in every ETag and every kept body's key, so a deploy
    never answers 304 for, or serves, a body an older release made (a changed serializer,
    template, head tag or bundle). RELEASE_ID from the environment when the deploy names one
    (a commit, say); else a hash of the project's code and templates and of the bundle's stats
    (which name its files' hashes), read once per process. Derived, never bumped by hand."""
    if settings.RELEASE_ID:
        return settings.RELEASE_ID
    digest = hashlib.sha256()
    for name, path in _release_files():
        digest.update(name.encode())
        digest.update(path.read_bytes() if path.is_file() else b"-")
    return digest.hexdigest()[:16]


def _etag(*parts: str) -> str:
    """A strong ETag (quoted) naming `parts` (and the release)."""
    material = "\n".join((release_id(), *parts))
    return '"' + hashlib.sha256(material.encode()).hexdigest()[:32] + '"'


def cache_query(request: HttpRequest, names: Iterable[str]) -> str:
    """The part of `request`'s query string a view reads: the parameters `names`, each with
    the value the view gets (the last one, as QueryDict.get), in a fixed order. Every other
    parameter is left out, so it neither changes an ETag nor makes a new cache entry."""
    return urlencode(sorted((name, request.GET[name]) for name in names if name in request.GET))


def etag_for(*, request: HttpRequest, query: str, version: str, viewer_kind: str) -> str:
    """The strong ETag (quoted) of a read of `request`'s path and `query` (see `cache_query`)
    at `version`."""
    return _etag(request.path, query, version, viewer_kind)


def _canonical_segment(segment: str) -> str:
    """An id as lower-case hyphenated UUID (uuid.UUID also reads upper case, braces,
    "urn:uuid:" and no hyphens, as the lookups do); any other segment as it is."""
    try:
        return str(uuid.UUID(segment))
    except ValueError:
        return segment


def _canonical_path(path: str) -> str:
    """`path` as the site writes it: no trailing slash (but "/"), ids as canonical UUIDs."""
    return "/".join(_canonical_segment(s) for s in path.rstrip("/").split("/")) or "/"


def _keeps_bodies_for(request: HttpRequest) -> bool:
    """Only the site's own spelling of a path keeps a body: the other spellings of one read
    (there are thousands for an id) are answered from the database, so they cannot fill the
    cache."""
    return request.path == _canonical_path(request.path)


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
    key: str | None,
    content_type: str,
    build: Callable[[], HttpResponse],
) -> HttpResponse:
    """304 when the client's copy is `etag`, the body kept under `key` when there is one, else
    `build()`'s response, whose 200 is given the ETag and kept (unless `key` is None)."""
    if client_has(request, etag):
        return not_modified(etag=etag, viewer_kind=VISITOR)
    kept = _kept_body(key) if key is not None else None
    if kept is not None:
        body, headers = kept if isinstance(kept, tuple) else (kept, {})
        response = HttpResponse(body, content_type=content_type, headers=headers)
        return decorate(response, etag=etag, viewer_kind=VISITOR)
    response = build()
    if response.status_code == 200 and not response.streaming:
        if key is not None:
            headers = {name: response[name] for name in KEPT_HEADERS if response.has_header(name)}
            _keep_body(key, (response.content, headers) if headers else response.content)
        decorate(response, etag=etag, viewer_kind=VISITOR)
    return response


def cached_visitor_read(
    *,
    request: HttpRequest,
    resource: str,
    query: str,
    build: Callable[[str | None], HttpResponse],
) -> HttpResponse:
    """Answer a visitor's (no Authorization header) GET: 304 when the client's copy is
    current, the cached body when there is one, else `build(version)`'s response, whose 200
    is stored. No database query unless `build` runs. `query`: see `cache_query`. While the
    shared cache is down: `build(None)`, straight from the database."""
    version = read_version(resource)
    if version is None:
        return build(None)
    etag = etag_for(request=request, query=query, version=version, viewer_kind=VISITOR)
    return _visitor_copy(
        request=request,
        etag=etag,
        key=_body_key(resource, version, etag) if _keeps_bodies_for(request) else None,
        content_type="application/json",
        build=lambda: build(version),
    )


def conditional_read(
    *,
    request: HttpRequest,
    resource: str,
    query: str,
    version: str | None,
    viewer_kind: str,
    read: Callable[[], HttpResponse],
) -> HttpResponse:
    """`read()`'s response with an ETag of `viewer_kind`, or a 304 when the client already has
    it. `version`: the one the caller read before any row, else the current one. While the
    shared cache is down: `read()` as it is, without an ETag."""
    version = version or read_version(resource)
    if version is None:
        return read()
    etag = etag_for(request=request, query=query, version=version, viewer_kind=viewer_kind)
    if client_has(request, etag):
        return not_modified(etag=etag, viewer_kind=viewer_kind)
    response = read()
    if response.status_code == 200:
        decorate(response, etag=etag, viewer_kind=viewer_kind)
    return response


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
    version = read_version(ANY_CONTENT)
    if version is None:
        return build()
    etag = _etag(request.path, version, _build_id())
    return _visitor_copy(
        request=request,
        etag=etag,
        key=_body_key("pages", version, etag) if _keeps_bodies_for(request) else None,
        content_type="text/html; charset=utf-8",
        build=build,
    )
