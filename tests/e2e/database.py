"""Ending a test's database work on PostgreSQL before its flush.

A test that used live_server ends with Django's `flush`, which TRUNCATEs every table in one
statement. A request the closed browser left running (a fetch, a beacon, a page still loading)
is still answered by live_server's thread on its own connection: its transaction holds locks
on some tables and may then ask for one the TRUNCATE already holds, and PostgreSQL ends one of
the two as a deadlock (the flush, often), failing a test that had passed. So before the flush
every other connection to the test database is given a moment to finish, and any still
working (running a statement, or in a transaction) is ended; and a flush that still meets one
(a deadlock, or a lock it cannot have within the test settings' lock timeout) is run once more.
"""

import os
import time
from collections.abc import Callable

from django.core.management.base import CommandError
from django.db import DatabaseError, connection

# How long a request still running when the browser closed may take to finish by itself.
FINISH_SECONDS = 3.0

# The name this test process's connections (the tests' and live_server's) give PostgreSQL: only
# they are ever ended, never another run's that shares the server.
APPLICATION_NAME = f"e2e-tests-{os.getpid()}"

_BUSY = """
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND application_name = %s
      AND (state <> 'idle' OR xact_start IS NOT NULL)
"""


def name_the_connections() -> None:
    """Give every connection this process opens to PostgreSQL the name APPLICATION_NAME."""
    if connection.vendor == "postgresql":
        connection.settings_dict.setdefault("OPTIONS", {})["application_name"] = APPLICATION_NAME


def _busy() -> list[int]:
    with connection.cursor() as cursor:
        cursor.execute(_BUSY, [APPLICATION_NAME])
        return [pid for (pid,) in cursor.fetchall()]


def end_other_connections(*, finish_seconds: float = FINISH_SECONDS) -> list[int]:
    """PostgreSQL only: wait (up to `finish_seconds`) for this process's other connections to
    the test database to finish their work, then end those still working. Answers the ones it
    ended."""
    if connection.vendor != "postgresql":
        return []
    deadline = time.monotonic() + finish_seconds
    busy = _busy()
    while busy and time.monotonic() < deadline:
        time.sleep(0.05)  # polling PostgreSQL's own view of the work, not a fixed wait
        busy = _busy()
    if busy:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(pid) FROM unnest(%s) AS pid", [busy])
    return busy


# PostgreSQL's codes for a statement another connection stood in the way of: a deadlock, a lock
# not had within lock_timeout, a statement cancelled by statement_timeout.
MET_ANOTHER_CONNECTION = {"40P01", "55P03", "57014"}


def met_another_connection(error: BaseException) -> bool:
    """Whether `error` (the flush command's CommandError, or a database error) comes from a
    statement another connection stood in the way of."""
    while error is not None:
        if getattr(error, "sqlstate", None) in MET_ANOTHER_CONNECTION:
            return True
        error = error.__cause__ or error.__context__
    return False


def flush_retrying(teardown: Callable[[], None]) -> None:
    """Run `teardown` (the test case's flush); once more, after ending the other connections,
    when PostgreSQL ended it because of one (a deadlock, or a lock it could not have in time)."""
    try:
        teardown()
    except (DatabaseError, CommandError) as error:
        if not met_another_connection(error):
            raise
        end_other_connections(finish_seconds=0)
        teardown()
