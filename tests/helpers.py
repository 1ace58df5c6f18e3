"""Helpers several test modules share: query counting, backdating a row, reading a row back, a
valid contact message."""

from datetime import timedelta

from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

# Savepoints come from a service's transaction nesting inside the test's own; in production it
# is a plain BEGIN/COMMIT, which Django does not log as a query.
_TRANSACTION_CONTROL = ("SAVEPOINT", "RELEASE SAVEPOINT", "ROLLBACK TO SAVEPOINT")


def count_queries(client, path: str, *, cached: bool = False) -> int:
    """How many SQL queries one GET of `path` runs (asserting it succeeds).

    The API's response cache is emptied first, so this measures a cache miss (what a read of
    freshly written rows costs), unless `cached` is true."""
    if not cached:
        cache.clear()
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path)
    assert response.status_code == 200, response.content
    return sum(
        1 for query in queries.captured_queries if not query["sql"].startswith(_TRANSACTION_CONTROL)
    )


def created_minutes_ago(row, minutes_ago: int):
    """`row`, stored as created `minutes_ago` minutes ago (whatever its managers hide, such as a
    deleted blog post), so that tests can order rows by their creation time."""
    type(row)._base_manager.filter(pk=row.pk).update(
        created_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    row.refresh_from_db()
    return row


def stored_values(row) -> dict:
    """Every stored value of `row`, read back from the database (all but its update time)."""
    row.refresh_from_db()
    return {
        f.attname: getattr(row, f.attname)
        for f in type(row)._meta.concrete_fields
        if f.name != "updated_at"
    }


# A contact message every check accepts (the specification's fields, an adult sender).
VALID_CONTACT = {
    "name": "Ms Patel",
    "email": "patel@school.example",
    "subject": "Science fair",
    "message": "Would you present your project at our science fair?",
    "ageVerification": "over-13",
    "consent": True,
    "coppaCompliant": True,
}
