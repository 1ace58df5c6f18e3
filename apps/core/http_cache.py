"""Conditional GET and the shared response cache of the public read endpoints.

Every content type (a model) has a *content version*: a random token in Django's cache (local
memory, or Redis shared by every worker) that every write replaces (`content_changed`, called by
the receivers `announce_changes_of` connects in each app's ready()). What is ours is what the
validators name; Django's `get_conditional_response` decides, by RFC 9110, whether a request's
If-None-Match / If-Match (a list, `*`, weak tags) earns a 304 or a 412.

- An ETag hashes the release, the path, the query parameters the view reads, the content version
  and the viewer's kind (visitor or owner): a write, a deploy or another viewer changes it.
- A visitor's 200 body is kept under a key that holds the version, so a write makes every old
  one unreachable. A visitor's 304 is answered from a kept body: no database query. A read with
  no kept body is built first, so a 304 (or a `*`) only ever stands for a 200 the read gives.
- Versions never expire; a missing one starts a new random token: an eviction only misses.
- The owner's requests (a Bearer token) get ETags of their own kind and are never kept.
- `content_changed` bumps at once and again after the transaction commits: a visitor who read
  the old rows under the first new token has their body orphaned by the second.

No client can fill the cache: a key holds only the query parameters the view declares (`?type=`
on media), and a body is kept only for the site's own spelling of a path (no trailing slash,
ids as lower-case hyphenated UUIDs).

When the shared cache (Redis) is down, reads fail open (answered from the database, no ETag,
nothing kept, the cache left alone for CACHE_RETRY_SECONDS); writes fail closed: a version that
cannot be bumped raises, the write is rolled back and answered 503 (apps/core/middleware.py).
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
from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.utils.cache import get_conditional_response, patch_vary_headers, set_response_etag

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
    """A strong ETag (quoted) naming `parts` and the release."""
    material = "\n".join((release_id(), *parts))
    return '"' + hashlib.sha256(material.encode()).hexdigest()[:32] + '"'


def cache_query(request: HttpRequest, names: Iterable[str]) -> str:
    """The part of the query string a view reads: the parameters `names` with the value the view
    gets (the last, as QueryDict.get), sorted. Any other parameter changes neither ETag nor key."""
    return urlencode(sorted((name, request.GET[name]) for name in names if name in request.GET))


def _canonical_path(path: str) -> str:
    """`path` as the site writes it: no trailing slash (but "/"), ids as canonical UUIDs (which
    uuid.UUID, like the lookups, also reads in upper case, braces, "urn:uuid:" or unhyphenated)."""

    def segment(text: str) -> str:
        try:
            return str(uuid.UUID(text))
        except ValueError:
            return text

    return "/".join(segment(s) for s in path.rstrip("/").split("/")) or "/"


def _body_key(request: HttpRequest, resource: str, version: str, etag: str) -> str | None:
    """Where a visitor's body is kept (the version in the key, as in the ETag), or None for any
    spelling of the path but the site's own: there are thousands for one id."""
    if request.path != _canonical_path(request.path):
        return None
    return f"body:{resource}:{version}:{etag}"


def answer(
    request: HttpRequest, response: HttpResponse, *, viewer_kind: str, etag: str | None = None
) -> HttpResponse:
    """`response` (a read's) with its validator and revalidation headers, or the 304 / 412
    Django's `get_conditional_response` gives for the request's preconditions. `etag`: ours, else
    the body's own hash (Django's `set_response_etag`). Only a 200 is tagged."""
    if response.status_code != 200 or response.streaming:
        return response
    if etag:
        response["ETag"] = etag
    else:
        set_response_etag(response)
    response["Cache-Control"] = (
        OWNER_CACHE_CONTROL if viewer_kind == OWNER else VISITOR_CACHE_CONTROL
    )
    patch_vary_headers(response, ("Accept", "Authorization"))
    return get_conditional_response(request, etag=response.get("ETag"), response=response)


def _visitor_copy(
    *, request: HttpRequest, etag: str, key: str | None, content_type: str, build
) -> HttpResponse:
    """The body kept under `key`, else `build()`'s response (its 200 kept, unless `key` is
    None), answered with `etag`."""
    kept = _kept_body(key) if key is not None else None
    if kept is not None:
        body, headers = kept if isinstance(kept, tuple) else (kept, {})
        response = HttpResponse(body, content_type=content_type, headers=headers)
    else:
        response = build()
        if key is not None and response.status_code == 200 and not response.streaming:
            headers = {name: response[name] for name in KEPT_HEADERS if response.has_header(name)}
            _keep_body(key, (response.content, headers) if headers else response.content)
    return answer(request, response, viewer_kind=VISITOR, etag=etag)


def cached_visitor_read(
    *,
    request: HttpRequest,
    resource: str,
    query: str,
    build: Callable[[str | None], HttpResponse],
) -> HttpResponse:
    """Answer a visitor's (no Authorization header) GET from the kept body (a 304 or a 200 with
    no database query) or `build(version)`, whose 200 is kept. `query`: see `cache_query`.
    While the shared cache is down: `build(None)`, straight from the database."""
    version = read_version(resource)
    if version is None:
        return build(None)
    etag = _etag(request.path, query, version, VISITOR)
    return _visitor_copy(
        request=request,
        etag=etag,
        key=_body_key(request, resource, version, etag),
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
    """`read()`'s response answered with an ETag of `viewer_kind` (a 304 when the client has
    it). `version`: the one the caller read before any row, else the current one. While the
    shared cache is down: `read()` as it is, without an ETag."""
    version = version or read_version(resource)
    if version is None:
        return read()
    etag = _etag(request.path, query, version, viewer_kind)
    return answer(request, read(), viewer_kind=viewer_kind, etag=etag)


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
    viewer, answered like a visitor's API read. Keyed by the path alone (a query string changes
    nothing on a page and must not grow the cache), the version of all content and the bundle.
    Not while developing (DEBUG): the bundle is rebuilt under a running server there."""
    version = None if settings.DEBUG else read_version(ANY_CONTENT)
    if version is None:
        return build()
    etag = _etag(request.path, version, _build_id())
    return _visitor_copy(
        request=request,
        etag=etag,
        key=_body_key(request, "pages", version, etag),
        content_type="text/html; charset=utf-8",
        build=build,
    )
