"""What the site needs to answer (the database and the shared cache), how to tell that one of
them is down, and the 503 a request gets then.

- The database: every request but a cached read needs it. Django raises OperationalError or
  InterfaceError when it cannot be reached or stops answering (connect_timeout, statement_timeout
  and the wait bound of apps/core/postgresql keep that to seconds).
- The shared cache (Redis through django-redis): throttles, the token deny-list and the response
  cache. The response cache fails open (apps/core/http_cache.py reads from the database
  instead); everything else fails closed: a request whose throttle or deny-list check cannot
  run answers 503, never a 500, and never skips the check.

Both recover by themselves: Django drops a broken database connection at the end of the
request, and redis-py drops a broken connection from its pool and reconnects on the next use.
"""

import logging

from django.core.cache import cache
from django.db import DatabaseError, InterfaceError, OperationalError, connection
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.template.loader import render_to_string
from django_redis.exceptions import ConnectionInterrupted
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 5
DATABASE_ERRORS: tuple[type[Exception], ...] = (OperationalError, InterfaceError)
# django-redis re-raises redis-py's own error (ConnectionError, TimeoutError, ...); its
# ConnectionInterrupted wrapper escapes only from a few calls.
CACHE_ERRORS: tuple[type[Exception], ...] = (RedisError, ConnectionInterrupted)
UNAVAILABLE_DETAIL = "The site is briefly unavailable. Please try again in a moment."
OK, UNAVAILABLE = "ok", "unavailable"
_HEALTH_KEY = "healthz"


def unavailable_response(request: HttpRequest) -> HttpResponse:
    """503 with Retry-After: JSON under /api/, the "Back in a moment" page elsewhere."""
    if request.path.startswith("/api/"):
        response = JsonResponse({"detail": UNAVAILABLE_DETAIL}, status=503)
    else:
        response = HttpResponse(
            render_to_string("503.html"), status=503, content_type="text/html; charset=utf-8"
        )
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def database_status() -> str:
    """OK when the database answers a query, else UNAVAILABLE."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        logger.warning("Health check: the database is unavailable")
        return UNAVAILABLE
    return OK


def cache_status() -> str:
    """OK when the shared cache takes a write and reads it back (what a throttle needs), else
    UNAVAILABLE."""
    try:
        cache.set(_HEALTH_KEY, OK, timeout=60)
        answered = cache.get(_HEALTH_KEY) == OK
    except CACHE_ERRORS:
        answered = False
    if not answered:
        logger.warning("Health check: the shared cache is unavailable")
        return UNAVAILABLE
    return OK
