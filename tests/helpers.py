"""Assertions several API test modules share."""

from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

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
