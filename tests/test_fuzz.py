"""A schema-driven fuzz run (schemathesis over /api/schema), as a visitor and as the owner:
no server errors, and every answer documented (its status code, content type and body), for a
bounded number of examples.

The database holds a row of each kind first, with the optional fields left blank (a blank URL,
a blank continent), and half of the examples name a row that exists: an empty database answers
only empty lists and 404s, which proves little about the documented bodies (issue 25).

Schemathesis's pytest plugin does not support pytest 9 yet, so each operation's Hypothesis
strategy is driven here directly, and every failing operation is reported together."""

import contextlib

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework_simplejwt.tokens import RefreshToken
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from portfolio.wsgi import application
from tests.accounts.factories import OwnerFactory
from tests.blog.factories import BlogPostFactory
from tests.contact.factories import ContactMessageFactory
from tests.gallery.factories import GalleryItemFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.sharing.factories import share
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory
from tests.travel.factories import TravelStoryFactory

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


CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]
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


def _rows() -> dict[str, str]:
    """A row of each kind, optional fields blank, and a hidden one beside the public ones: the
    id (or slug) an example may name, by the path its operations start with."""
    post = BlogPostFactory(image_url="", categories=["Science"])
    draft = BlogPostFactory(is_published=False)
    link, _token = share(draft)
    rows = {
        "/api/blog-categories/": "science",
        "/api/share-links/": link,
        "/api/blog-posts/": post,
        "/api/gcse-journal/": GcseJournalEntryFactory(),
        "/api/travel-stories/": TravelStoryFactory(
            continent="", city="", image_url="", visit_date=None, coordinates=None
        ),
        "/api/media-items/": MediaItemFactory(url="", image_url=""),
        "/api/projects/": ProjectFactory(website="", demo_url="", image_url="", start_date=None),
        "/api/achievements/": AchievementFactory(image_url="", certificate_url=""),
        "/api/memes/": MemeFactory(image_url=""),
        "/api/gallery-items/": GalleryItemFactory(caption=""),
        "/api/testimonials/": TestimonialFactory(),
        "/api/contact-messages/": ContactMessageFactory(),
    }
    ApprovedTestimonialFactory()
    return {path: str(getattr(row, "pk", row)) for path, row in rows.items()}


def _with_a_real_row(case, rows: dict[str, str]):
    for prefix, key in rows.items():
        for name in ("id", "slug"):
            if case.operation.path.startswith(prefix) and name in (case.path_parameters or {}):
                case.path_parameters[name] = key
    return case


def _fuzz_every_operation(headers: dict[str, str]) -> list[str]:
    rows = _rows()
    # The whole document, which only the owner is served (a visitor's lists only what a visitor
    # may call): the visitor's run also knocks on every owner-only door. Each answer is checked
    # against the caller's own document where it has the operation (a visitor's reads carry
    # less than the owner's: no long text's source), else against the whole one (a 401).
    whole = schemathesis.openapi.from_wsgi("/api/schema", application, headers=_owner_bearer())
    own = schemathesis.openapi.from_wsgi("/api/schema", application, headers=headers)
    failures = []
    operations = 0
    for result in whole.get_all_operations():
        operation = result.ok()
        with contextlib.suppress(LookupError):
            operation = own[operation.path][operation.method]
        operations += 1

        @FUZZ
        @given(case=operation.as_strategy(), real=st.booleans())
        def run(case, real):
            if real:
                case = _with_a_real_row(case, rows)
            # identity: the WSGI client does not undo the gzip real clients ask for
            sent = {"Accept-Encoding": "identity", **headers}
            case.validate_response(case.call(headers=sent), checks=CHECKS)

        try:
            run()
        except (Exception, BaseExceptionGroup) as exc:  # failed checks, with the examples
            failures.append(f"{operation.label}: {type(exc).__name__}: {str(exc)[:800]}")
    assert operations >= 40  # the whole API was walked
    return failures


def test_api_as_a_visitor():
    failures = _fuzz_every_operation({})
    assert not failures, "\n\n".join(failures)


def test_api_as_the_owner():
    failures = _fuzz_every_operation(_owner_bearer())
    assert not failures, "\n\n".join(failures)
