"""Assertions several API test modules share."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

# Savepoints come from ATOMIC_REQUESTS nesting inside the test's own transaction; in production
# the request's transaction is a plain BEGIN/COMMIT, which Django does not log as a query.
_TRANSACTION_CONTROL = ("SAVEPOINT", "RELEASE SAVEPOINT", "ROLLBACK TO SAVEPOINT")


def count_queries(client, path: str) -> int:
    """How many SQL queries one GET of `path` runs (asserting it succeeds)."""
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path)
    assert response.status_code == 200, response.content
    return sum(
        1 for query in queries.captured_queries if not query["sql"].startswith(_TRANSACTION_CONTROL)
    )
