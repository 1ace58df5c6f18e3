"""A schema-driven fuzz run (schemathesis over /api/schema), as a visitor and as the owner:
no server errors and no response that breaks the schema, for a bounded number of examples.

Schemathesis's pytest plugin does not support pytest 9 yet, so each operation's Hypothesis
strategy is driven here directly, and every failing operation is reported together."""

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, given, settings
from rest_framework_simplejwt.tokens import RefreshToken
from schemathesis.checks import not_a_server_error, response_schema_conformance

from portfolio.wsgi import application
from tests.accounts.factories import OwnerFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _keep_the_test_connection_open():
    """Requests here call the WSGI app directly, so Django's start- and end-of-request handler
    would close the database connection the test's transaction lives on. Django's own test
    client disconnects it during requests for the same reason; do as it does."""
    for signal in (request_started, request_finished):
        signal.disconnect(close_old_connections)
    yield
    for signal in (request_started, request_finished):
        signal.connect(close_old_connections)


CHECKS = [not_a_server_error, response_schema_conformance]
EXAMPLES_PER_OPERATION = 15
FUZZ = settings(
    max_examples=EXAMPLES_PER_OPERATION,
    deadline=None,
    derandomize=True,  # the same examples every run: CI is repeatable
    suppress_health_check=list(HealthCheck),
    database=None,
)


def _owner_bearer() -> dict[str, str]:
    token = RefreshToken.for_user(OwnerFactory()).access_token
    return {"Authorization": f"Bearer {token}"}


def _fuzz_every_operation(headers: dict[str, str]) -> list[str]:
    # The whole document, which only the owner is served (a visitor's lists only what a visitor
    # may call): the visitor's run also knocks on every owner-only door.
    api = schemathesis.openapi.from_wsgi("/api/schema", application, headers=_owner_bearer())
    failures = []
    operations = 0
    for result in api.get_all_operations():
        operation = result.ok()
        operations += 1

        @FUZZ
        @given(case=operation.as_strategy())
        def run(case):
            # identity: the WSGI client does not undo the gzip real clients ask for
            sent = {"Accept-Encoding": "identity", **headers}
            case.validate_response(case.call(headers=sent), checks=CHECKS)

        try:
            run()
        except Exception as exc:  # a failed check, with the example that broke it
            failures.append(f"{operation.label}: {type(exc).__name__}: {str(exc)[:800]}")
    assert operations >= 40  # the whole API was walked
    return failures


def test_api_as_a_visitor():
    assert _fuzz_every_operation({}) == []


def test_api_as_the_owner():
    assert _fuzz_every_operation(_owner_bearer()) == []
