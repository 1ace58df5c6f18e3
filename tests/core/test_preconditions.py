"""What Django's `get_conditional_response` (RFC 9110) decides for the API, the pages and the
search (apps/core/http_cache.answer): a list of ETags, weak tags (GZip makes ours weak), `*`
(a 304 only where the read exists), If-Modified-Since ignored beside If-None-Match, and
If-Match answered 412 when the client's copy is stale. Ours stays ours: the 304 carries the
ETag, Cache-Control and Vary of the 200 it stands for."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.blog.services import post_update
from apps.core import http_cache
from tests.blog.factories import BlogPostFactory
from tests.support.unreachable_cache import UnreachableCache

pytestmark = pytest.mark.django_db

LIST = "/api/blog-posts"
FUTURE = "Wed, 01 Jan 2098 00:00:00 GMT"
STALE = '"an-older-copy"'


@pytest.fixture
def post():
    return BlogPostFactory(title="Tides", slug="tides")


# The reads a visitor makes: the API's list and detail, a page, and the search.
READS = [LIST, f"{LIST}/tides", "/blog", "/blog/tides", "/api/search?q=tides"]


def _etag(client, path: str) -> str:
    first = client.get(path)
    assert first.status_code == 200, first.content
    return first["ETag"]


@pytest.mark.parametrize("path", READS)
def test_an_etag_anywhere_in_a_list_answers_304(client, post, path):
    etag = _etag(client, path)

    again = client.get(path, headers={"if-none-match": f'{STALE}, {etag}, "another"'})

    assert again.status_code == 304
    assert again["ETag"] == etag


@pytest.mark.parametrize("path", READS)
def test_a_weak_copy_of_the_etag_answers_304(client, post, path):
    """Compressed answers carry W/"..." (GZipMiddleware), which a browser sends back."""
    etag = _etag(client, path)

    again = client.get(path, headers={"if-none-match": f"W/{etag}"})

    assert again.status_code == 304


@pytest.mark.parametrize("path", READS)
def test_a_list_of_stale_etags_gets_the_full_body(client, post, path):
    _etag(client, path)

    again = client.get(path, headers={"if-none-match": f'{STALE}, W/"older-still"'})

    assert again.status_code == 200
    assert b"Tides" in again.content


@pytest.mark.parametrize("path", READS)
def test_a_star_answers_304_for_a_read_that_exists(client, post, path):
    etag = _etag(client, path)

    again = client.get(path, headers={"if-none-match": "*"})

    assert again.status_code == 304
    assert again["ETag"] == etag


@pytest.mark.parametrize("path", [f"{LIST}/no-such-post", "/blog/no-such-post"])
def test_a_star_never_stands_for_a_read_that_does_not_exist(client, path):
    response = client.get(path, headers={"if-none-match": "*"})

    assert response.status_code == 404
    assert "ETag" not in response


@pytest.mark.parametrize("path", READS)
def test_if_modified_since_is_ignored_beside_if_none_match(client, post, path):
    """A date the site could only pass with a 304 changes nothing when an ETag is sent: a stale
    ETag still gets the body (RFC 9110 13.2.2 step 4)."""
    _etag(client, path)

    again = client.get(path, headers={"if-none-match": STALE, "if-modified-since": FUTURE})

    assert again.status_code == 200
    assert b"Tides" in again.content


@pytest.mark.parametrize("path", READS)
def test_if_modified_since_alone_never_answers_304(client, post, path):
    """The reads have no Last-Modified (only versions), so a date alone proves nothing."""
    _etag(client, path)

    assert client.get(path, headers={"if-modified-since": FUTURE}).status_code == 200


@pytest.mark.parametrize("path", READS)
def test_a_304_carries_what_its_200_would(client, post, path):
    first = client.get(path)

    again = client.get(path, headers={"if-none-match": first["ETag"]})

    assert again.status_code == 304
    assert again.content == b""
    assert again["ETag"] == first["ETag"]
    assert again["Cache-Control"] == first["Cache-Control"] == "no-cache"
    assert "Authorization" in again["Vary"]


@pytest.mark.parametrize("path", READS)
def test_if_match_with_a_stale_copy_is_refused_412(client, post, path):
    etag = _etag(client, path)

    refused = client.get(path, headers={"if-match": STALE})
    current = client.get(path, headers={"if-match": etag})

    assert refused.status_code == 412
    assert current.status_code == 200


def test_an_etag_list_304_from_the_kept_body_runs_no_sql(client, post):
    etag = _etag(client, LIST)

    with CaptureQueriesContext(connection) as queries:
        again = client.get(LIST, headers={"if-none-match": f"{STALE}, W/{etag}"})

    assert again.status_code == 304
    assert len(queries) == 0


def test_a_write_makes_every_etag_in_the_list_stale(client, post):
    etag = _etag(client, LIST)

    post_update(instance=post, data={"title": "Tides at Staffa"})
    again = client.get(LIST, headers={"if-none-match": f"{etag}, W/{etag}"})

    assert again.status_code == 200
    assert again.json()[0]["title"] == "Tides at Staffa"


def test_another_spelling_of_an_id_is_answered_304_but_never_kept(client, post):
    etag = _etag(client, f"{LIST}/{post.id}")
    spelling = f"{LIST}/{str(post.id).upper()}"

    other = client.get(spelling)
    again = client.get(spelling, headers={"if-none-match": other["ETag"]})

    assert other["ETag"] != etag  # the path is part of the ETag
    assert again.status_code == 304


def test_the_owner_gets_304_for_a_list_of_etags_and_412_for_a_stale_if_match(owner_client, post):
    etag = owner_client.get(LIST)["ETag"]

    again = owner_client.get(LIST, headers={"if-none-match": f"{STALE}, W/{etag}"})
    star = owner_client.get(f"{LIST}/no-such-post", headers={"if-none-match": "*"})
    refused = owner_client.get(LIST, headers={"if-match": STALE})

    assert again.status_code == 304
    assert again["Cache-Control"] == "private, no-cache"
    assert star.status_code == 404
    assert refused.status_code == 412


def test_with_the_cache_down_no_precondition_is_judged(client, post, settings):
    """No version, so no ETag: If-Match cannot be checked and is not refused; * is no 304."""
    settings.CACHES = {"default": {"BACKEND": "tests.support.unreachable_cache.UnreachableCache"}}
    http_cache._cache_retry_at = 0.0
    UnreachableCache.calls = 0
    try:
        matched = client.get(LIST, headers={"if-match": STALE})
        star = client.get(LIST, headers={"if-none-match": "*"})
    finally:
        http_cache._cache_retry_at = 0.0

    assert (matched.status_code, star.status_code) == (200, 200)
    assert "ETag" not in matched
