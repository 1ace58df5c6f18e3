"""GET /api/search: public, published content only, bounded, throttled, never an error."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.search.selectors import MAX_RESULTS
from tests.blog.factories import BlogPostFactory
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db

URL = "/api/search"


def test_a_search_answers_the_results_best_first(api_client):
    BlogPostFactory(
        title="Tides explained",
        slug="tides-explained",
        excerpt="The moon & the sea.",
        published_at=timezone.datetime(2025, 1, 4, 12, tzinfo=timezone.UTC),
    )
    GcseJournalEntryFactory(
        topic="Waves", slug="waves", content="Tides come twice a day.", study_date="2025-01-06"
    )

    response = api_client.get(URL, {"q": "tides"})

    assert response.status_code == 200
    assert response.json() == [
        {
            "type": "Blog post",
            "title": "Tides explained",
            "url": "/blog/tides-explained",
            "snippet": "The moon &amp; the sea.",
            "date": "2025-01-04",
        },
        {
            "type": "GCSE journal",
            "title": "Waves",
            "url": "/gcse-journey/waves",
            "snippet": "<mark>Tides</mark> come twice a day.",
            "date": "2025-01-06",
        },
    ]


@pytest.mark.parametrize("params", [{}, {"q": ""}, {"q": "   "}, {"q": "?!*"}])
def test_nothing_to_look_for_answers_an_empty_list_without_a_query(api_client, params):
    BlogPostFactory(title="Anything")

    with CaptureQueriesContext(connection) as ctx:
        response = api_client.get(URL, params)

    assert response.status_code == 200
    assert response.json() == []
    assert ctx.captured_queries == []


def test_drafts_are_not_found_even_with_the_owners_token(owner_client):
    BlogPostFactory(title="Draft heron", is_published=False)
    BlogPostFactory(title="Published heron")

    response = owner_client.get(URL, {"q": "heron"})

    # The search answers everyone as a visitor: the public pages read it.
    assert [r["title"] for r in response.json()] == ["Published heron"]


def test_results_are_bounded_and_the_queries_are_constant(api_client, django_assert_num_queries):
    BlogPostFactory(title="Lichen 0")
    with CaptureQueriesContext(connection) as one:
        assert len(api_client.get(URL, {"q": "lichen"}).json()) == 1
    for n in range(MAX_RESULTS + 3):
        BlogPostFactory(title=f"Lichen {n + 1}")
    with CaptureQueriesContext(connection) as many:
        assert len(api_client.get(URL, {"q": "lichen"}).json()) == MAX_RESULTS

    assert len(one.captured_queries) == len(many.captured_queries) == 1


@pytest.mark.parametrize(
    "query",
    ['"', "NEAR(a b)", "*", "-", "AND", "x" * 1000, "🙂", "'; DROP TABLE search_document; --"],
)
def test_any_query_is_answered(api_client, query):
    BlogPostFactory(title="Anything")

    response = api_client.get(URL, {"q": query})

    assert response.status_code == 200
    assert response.json() == []


def test_a_nul_in_the_query_is_refused_as_bad_input_not_an_error(api_client):
    # The site answers 400 to any NUL in a query string (apps/core/middleware.py).
    response = api_client.get(f"{URL}?q=tides%00")

    assert response.status_code == 400
    assert response.json() == {"detail": "The request contains a NUL byte."}


def test_a_repeat_search_with_its_etag_answers_304_until_the_results_change(api_client):
    post = BlogPostFactory(title="Basalt columns")
    first = api_client.get(URL, {"q": "basalt"})
    etag = first["ETag"]
    assert first["Cache-Control"] == "no-cache"

    again = api_client.get(URL, {"q": "basalt"}, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
    assert again.content == b""

    post.title = "Basalt columns of Staffa"
    post.save()
    changed = api_client.get(URL, {"q": "basalt"}, HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200
    assert changed.json()[0]["title"] == "Basalt columns of Staffa"


def test_the_search_is_throttled_per_address(api_client):
    for _ in range(60):
        assert api_client.get(URL, {"q": ""}).status_code == 200

    response = api_client.get(URL, {"q": "tides"})

    assert response.status_code == 429
    assert "Retry-After" in response
    # What the search page says too (React's page shows the API's words).
    assert response.json()["detail"].startswith("Too many searches in a short while. Try again in ")


def test_only_reads_are_allowed(api_client, owner_client):
    assert api_client.post(URL, {"q": "x"}).status_code == 405
    assert owner_client.delete(URL).status_code == 405
