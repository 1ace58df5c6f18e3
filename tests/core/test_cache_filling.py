"""No client can fill the response cache (apps/core/http_cache.py): keys are built from the query
parameters a view reads (declared per viewset), so junk parameters add nothing, and only the
site's own spelling of a path keeps a body, so the thousands of spellings of one id add nothing
either. What a view does read (?type= on media) still gets its own, correct, cached body."""

import inspect
import re
import uuid

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

import portfolio.api_router  # noqa: F401 (imports every viewset)
from apps.core.viewsets import ConditionalReadMixin
from tests.blog.factories import BlogPostFactory
from tests.media.factories import MediaItemFactory
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory

pytestmark = pytest.mark.django_db

# An id with many letters, so that it has at least 100 upper/lower-case spellings.
ID = uuid.UUID("abcdefab-cdef-4abc-8def-abcdefabcdef")


def _entries() -> int:
    """How many entries the (local-memory) test cache holds."""
    return len(cache._cache)


def _spellings(value: uuid.UUID) -> list[str]:
    """100 other spellings of `value` that uuid.UUID (and so the lookups) reads as the same id:
    letters in upper case by the bits of a counter, then braces, urn: and no hyphens."""
    text = str(value)
    letters = [i for i, c in enumerate(text) if c.isalpha()]
    spellings = []
    for n in range(1, 97):
        chars = list(text)
        for bit, position in enumerate(letters):
            if n >> bit & 1:
                chars[position] = chars[position].upper()
        spellings.append("".join(chars))
    spellings += [f"{{{text}}}", f"urn:uuid:{text}", value.hex, f"{text}/"]
    assert len(set(spellings)) == 100
    return spellings


@pytest.mark.parametrize("url", ["/api/blog-posts", "/api/media-items", "/api/testimonials"])
def test_junk_query_strings_on_a_list_add_no_cache_entries(api_client, url):
    BlogPostFactory()
    MediaItemFactory()
    ApprovedTestimonialFactory()
    first = api_client.get(url)
    entries = _entries()

    for n in range(100):
        response = api_client.get(f"{url}?utm_source=n{n}&page={n}&junk{n}=x")
        assert response.status_code == 200
        assert response.content == first.content
        assert response["ETag"] == first["ETag"]

    assert _entries() == entries


def test_media_type_gets_its_own_correct_cached_body(api_client):
    MediaItemFactory(title="A talk", type="video")
    MediaItemFactory(title="An essay", type="article")
    everything = api_client.get("/api/media-items")

    videos = api_client.get("/api/media-items?type=video&utm_source=a")
    with CaptureQueriesContext(connection) as queries:
        again = api_client.get("/api/media-items?utm_source=b&type=video")
    articles = api_client.get("/api/media-items?type=article")

    assert [item["title"] for item in everything.json()] == ["An essay", "A talk"]
    assert [item["title"] for item in videos.json()] == ["A talk"]
    assert again.content == videos.content
    assert again["ETag"] == videos["ETag"] != everything["ETag"]
    assert len(queries.captured_queries) == 0
    assert [item["title"] for item in articles.json()] == ["An essay"]


def test_the_value_a_view_reads_is_the_last_one(api_client):
    MediaItemFactory(title="A talk", type="video")
    MediaItemFactory(title="An essay", type="article")
    api_client.get("/api/media-items?type=video")

    response = api_client.get("/api/media-items?type=video&type=article")

    assert [item["title"] for item in response.json()] == ["An essay"]


def test_a_junk_parameter_on_a_detail_adds_no_cache_entries(api_client):
    item = MediaItemFactory()
    api_client.get(f"/api/media-items/{item.id}")
    entries = _entries()

    for n in range(50):
        assert api_client.get(f"/api/media-items/{item.id}?type=junk{n}").status_code == 200

    assert _entries() == entries


def test_other_spellings_of_an_id_are_answered_but_never_kept(api_client):
    BlogPostFactory(id=ID, title="Tides")
    first = api_client.get(f"/api/blog-posts/{ID}")
    entries = _entries()

    for spelling in _spellings(ID):
        response = api_client.get(f"/api/blog-posts/{spelling}")
        assert response.status_code == 200, spelling
        assert response.json()["title"] == "Tides"

    assert _entries() == entries
    assert first.status_code == 200


def test_other_spellings_of_a_page_address_are_never_kept(client):
    BlogPostFactory(id=ID, slug="tides")
    client.get(f"/blog/{ID}")
    client.get("/blog/tides")
    entries = _entries()

    for spelling in _spellings(ID):
        assert client.get(f"/blog/{spelling}").status_code == 200, spelling
    assert client.get("/blog/tides/").status_code == 200

    assert _entries() == entries


def test_the_sites_own_spelling_is_still_kept(api_client, client):
    BlogPostFactory(id=ID, slug="tides")
    api_client.get(f"/api/blog-posts/{ID}")
    client.get("/blog/tides")

    with CaptureQueriesContext(connection) as queries:
        api = api_client.get(f"/api/blog-posts/{ID}")
        page = client.get("/blog/tides")

    assert (api.status_code, page.status_code) == (200, 200)
    assert len(queries.captured_queries) == 0


def test_the_owners_status_filter_still_has_etags_of_its_own(owner_client):
    TestimonialFactory()
    ApprovedTestimonialFactory()

    pending = owner_client.get("/api/testimonials?status=pending")
    approved = owner_client.get("/api/testimonials?status=approved&x=1")
    approved_again = owner_client.get("/api/testimonials?x=2&status=approved")

    assert len(pending.json()) == len(approved.json()) == 1
    assert pending["ETag"] != approved["ETag"] == approved_again["ETag"]


def _subclasses(cls: type) -> list[type]:
    return [sub for direct in cls.__subclasses__() for sub in (direct, *_subclasses(direct))]


def test_every_cached_view_that_reads_the_query_string_declares_what_it_reads():
    """A view that reads a parameter it did not declare would be answered from the copy of
    another value of it: the declaration is what keeps the cache correct."""
    undeclared = [
        view.__name__
        for view in _subclasses(ConditionalReadMixin)
        if re.search(r"query_params|request\.GET", inspect.getsource(view))
        and not view.cache_query_params
    ]

    assert undeclared == []
