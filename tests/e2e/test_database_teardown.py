"""A test's closing flush on PostgreSQL never meets a request live_server still answers for a
closed browser (tests/e2e/database.py): what that request holds is ended before the flush, and a
flush PostgreSQL ends as a deadlock is run once more. Reproduced here with a second connection
standing in for the request; no browser is needed."""

import threading

import psycopg
import pytest
from django.db import OperationalError, connection

from apps.blog.models import BlogPost
from apps.journal.models import GcseJournalEntry
from tests.e2e.database import end_other_connections, flush_retrying

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor != "postgresql", reason="SQLite's flush takes no table locks"
    ),
]

POSTS, ENTRIES = BlogPost._meta.db_table, GcseJournalEntry._meta.db_table


def _request_connection() -> psycopg.Connection:
    """A connection of its own, as live_server's request thread has."""
    params = connection.get_connection_params()
    return psycopg.connect(
        **{k: v for k, v in params.items() if k not in {"cursor_factory", "context"}}
    )


def _truncate(*tables: str) -> None:
    with connection.cursor() as cursor:
        cursor.execute("SET lock_timeout = '2s'")
        cursor.execute(f"TRUNCATE {', '.join(tables)} CASCADE")


def _waiting_pids() -> set[int]:
    with _request_connection() as watcher:
        rows = watcher.execute("SELECT pid FROM pg_locks WHERE NOT granted").fetchall()
    return {pid for (pid,) in rows}


def test_a_request_still_in_its_transaction_is_ended_before_the_flush():
    request = _request_connection()
    request.execute(f"LOCK TABLE {POSTS} IN ROW EXCLUSIVE MODE")  # as its insert would

    with pytest.raises(OperationalError, match="lock timeout"):
        _truncate(POSTS)  # what the flush met: it waits on the request

    ended = end_other_connections(finish_seconds=0.2)

    assert ended  # the request was ended, and with it its locks
    _truncate(POSTS)
    assert request.closed or request.broken or _is_gone(request)


def _is_gone(conn: psycopg.Connection) -> bool:
    try:
        conn.execute("SELECT 1")
    except psycopg.Error:
        return True
    return False


def test_a_request_that_finishes_by_itself_is_waited_for_not_ended():
    request = _request_connection()
    request.execute(f"LOCK TABLE {POSTS} IN ROW EXCLUSIVE MODE")
    finished = threading.Timer(0.3, request.commit)
    finished.start()

    ended = end_other_connections(finish_seconds=3)

    finished.join()
    assert ended == []
    assert not _is_gone(request)
    request.close()
    _truncate(POSTS)


def test_a_flush_ended_as_a_deadlock_is_run_once_more():
    """The request holds the entries' table and then asks for the posts' table, which the flush
    took first and holds while it waits for the entries': PostgreSQL ends one of the two."""
    request = _request_connection()
    request.execute(f"LOCK TABLE {ENTRIES} IN ROW EXCLUSIVE MODE")
    flush_pid = connection.cursor().connection.info.backend_pid
    outcome = {}

    def request_goes_on():
        # Once the flush waits on the entries' table, the request asks for the posts'.
        while flush_pid not in _waiting_pids():
            threading.Event().wait(0.02)
        try:
            request.execute(f"LOCK TABLE {POSTS} IN ROW EXCLUSIVE MODE")
            outcome["request"] = "got its lock"
        except psycopg.Error as error:
            outcome["request"] = type(error).__name__

    thread = threading.Thread(target=request_goes_on)
    thread.start()
    attempts = []

    def flush():
        attempts.append(1)
        with connection.cursor() as cursor:
            cursor.execute("SET lock_timeout = '10s'")
            cursor.execute(f"TRUNCATE {POSTS}, {ENTRIES} CASCADE")

    flush_retrying(flush)
    thread.join(timeout=15)

    # Either the flush was the one ended (and ran again after the request was ended) or the
    # request was; the flush went through.
    assert len(attempts) in (1, 2)
    assert outcome["request"] in {"got its lock", "DeadlockDetected", "OperationalError"}
    assert len(attempts) == 2 or outcome["request"] == "DeadlockDetected"
    request.close()


def test_the_flush_commands_error_is_known_for_what_it_is():
    """Django's flush wraps the database's error in a CommandError: the retry sees through it."""
    from django.core.management.base import CommandError

    from tests.e2e.database import met_another_connection

    try:
        try:
            raise psycopg.errors.DeadlockDetected("deadlock detected")
        except psycopg.Error as inner:
            raise OperationalError("deadlock detected") from inner
    except OperationalError as wrapped:
        error = CommandError("Database test couldn't be flushed.")
        error.__cause__ = wrapped
    assert met_another_connection(error)
    assert not met_another_connection(CommandError("no such table"))
