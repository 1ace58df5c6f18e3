"""Django's PostgreSQL backend, with a bound on how long a request waits for the database.

A database that stops answering (its host gone, packets dropped) must cost a request seconds
and a 503 (apps/core/middleware.py), never a worker hung until gunicorn kills it. One setting,
OPTIONS["timeout_seconds"] (DATABASE_TIMEOUT, 2 by default), bounds each way to wait:

- opening a connection: libpq's connect_timeout (at least 2 s: psycopg and libpq round up);
- a statement the server is running: PostgreSQL's statement_timeout, a quarter of a second
  under the bound, so that a slow statement is cancelled by the server, cleanly (the connection
  stays usable), before the client stops waiting;
- any answer on a connection already open, the case the other two miss: a kept connection
  (CONN_MAX_AGE) whose server went silent. psycopg 3 waits for a reply without a deadline
  (`Connection.wait` polls the socket every 0.1 s, for ever), and neither TCP keepalives nor
  tcp_user_timeout help while the bytes sent are acknowledged (by a proxy, or a host whose
  PostgreSQL hangs). Every `wait` on a connection made here gets the deadline psycopg supports
  but does not use for queries; when it passes, the connection is closed (its state is unknown)
  and the query raises OperationalError.

A kept connection's health check (CONN_HEALTH_CHECKS) that meets the deadline fails the request
at once instead of opening a new connection, which would only wait out connect_timeout too: a
request meets one bound, not two. The next request connects afresh.
"""

import functools
import math

import psycopg
from django.db import OperationalError
from django.db.backends.postgresql import base
from psycopg.errors import _WaitTimeout  # what psycopg raises when a wait's deadline passes

TIMEOUT_OPTION = "timeout_seconds"
STATEMENT_MARGIN_MS = 250


class ServerNotAnswering(psycopg.OperationalError):
    """The server sent nothing back within the deadline; the connection has been closed."""


def _bound_waits(connection: psycopg.Connection, seconds: float) -> None:
    """Give every wait on `connection` (queries, commit, rollback) a deadline of `seconds`."""
    unbounded = connection.wait

    @functools.wraps(unbounded)
    def wait(gen, *args, **kwargs):
        if len(args) < 2 and kwargs.get("timeout") is None:  # no deadline of psycopg's own
            kwargs["timeout"] = seconds
        try:
            return unbounded(gen, *args, **kwargs)
        except _WaitTimeout as exc:
            connection.pgconn.finish()  # a query may still be under way: never reuse it
            raise ServerNotAnswering(
                f"The database did not answer within {seconds:g} seconds."
            ) from exc

    connection.wait = wait


class DatabaseWrapper(base.DatabaseWrapper):
    @property
    def _timeout_seconds(self) -> float | None:
        return self.settings_dict["OPTIONS"].get(TIMEOUT_OPTION) or None

    def get_connection_params(self):
        params = super().get_connection_params()
        params.pop(TIMEOUT_OPTION, None)
        if seconds := self._timeout_seconds:
            params.setdefault("connect_timeout", max(2, math.ceil(seconds)))
            statement_ms = max(round(seconds * 1000) - STATEMENT_MARGIN_MS, 1)
            # First, so that a statement_timeout of the DATABASE_URL's own options wins.
            own = params.get("options", "")
            params["options"] = f"-c statement_timeout={statement_ms} {own}".strip()
        return params

    def get_new_connection(self, conn_params):
        connection = super().get_new_connection(conn_params)
        if seconds := self._timeout_seconds:
            _bound_waits(connection, seconds)
        return connection

    def close_if_health_check_failed(self):
        """Django's check of a kept connection (SELECT 1 before its first use in a request),
        except that a server which does not answer fails the request now (503) instead of
        Django opening a new connection to it in this request."""
        if self.connection is None or not self.health_check_enabled or self.health_check_done:
            return
        try:
            with self.connection.cursor() as cursor:
                cursor.execute("SELECT 1")
        except ServerNotAnswering as exc:
            self.close()
            raise OperationalError(*exc.args) from exc
        except psycopg.Error:
            self.close()
        self.health_check_done = True
