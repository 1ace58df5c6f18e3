"""The shared cache (Redis) unreachable, in-process (tests/test_cache_outage.py does it to a real
Redis through a proxy): visitors' reads and pages come from the database with the cache
bypassed; what needs the cache to count or check (throttles, the token deny-list, a content
version bump) fails closed with 503 and Retry-After, never a 500; and reads use the cache
again by themselves once it is back."""

import pytest
from django.core.cache import cache
from django.db import transaction
from django.test import RequestFactory
from redis.exceptions import TimeoutError as RedisTimeoutError

from apps.blog.models import BlogPost
from apps.blog.services import post_update
from apps.contact.models import ContactMessage
from apps.core import http_cache
from apps.core.middleware import ServiceUnavailableMiddleware
from tests.blog.factories import BlogPostFactory
from tests.helpers import VALID_CONTACT
from tests.support.unreachable_cache import UnreachableCache

pytestmark = pytest.mark.django_db

UNREACHABLE = {"default": {"BACKEND": "tests.support.unreachable_cache.UnreachableCache"}}
CONTACT = VALID_CONTACT


@pytest.fixture(autouse=True)
def _cache_retried_at_once():
    """Each test starts (and leaves the next one) with a process that trusts its cache."""
    http_cache._cache_retry_at = 0.0
    UnreachableCache.calls = 0
    yield
    http_cache._cache_retry_at = 0.0


@pytest.fixture
def redis_down(settings):
    """Take the cache away, once the test's rows exist (their saves tell the cache)."""

    def take_it_down() -> None:
        settings.CACHES = UNREACHABLE

    return take_it_down


def _assert_503(response):
    assert response.status_code == 503, response.content
    assert response["Retry-After"] == "5"


def test_visitors_read_lists_details_and_pages_from_the_database(client, api_client, redis_down):
    BlogPostFactory(title="Tides", slug="tides")
    redis_down()

    responses = [
        api_client.get("/api/blog-posts"),
        api_client.get("/api/blog-posts/tides"),
        client.get("/"),
        client.get("/blog"),
        client.get("/blog/tides"),
    ]

    assert [r.status_code for r in responses] == [200] * 5
    assert [post["title"] for post in responses[0].json()] == ["Tides"]
    assert responses[1].json()["title"] == "Tides"
    assert "Tides" in responses[4].content.decode()
    assert not any(r.has_header("ETag") for r in responses)  # nothing to revalidate against


def test_a_read_with_an_authorization_header_falls_back_too(api_client, redis_down):
    BlogPostFactory(title="Tides")
    redis_down()

    response = api_client.get("/api/blog-posts", headers={"authorization": "Basic eDp5"})

    assert response.status_code == 200
    assert [post["title"] for post in response.json()] == ["Tides"]


def test_a_contact_message_fails_closed(api_client, redis_down):
    redis_down()
    response = api_client.post("/api/contact", CONTACT, format="json")

    _assert_503(response)
    assert response.json() == {
        "detail": "The site is briefly unavailable. Please try again in a moment."
    }
    assert not ContactMessage.objects.exists()


def test_signing_in_and_submitting_a_testimonial_fail_closed(api_client, owner, redis_down):
    redis_down()
    login = api_client.post(
        "/api/admin/login", {"username": owner.username, "password": "x"}, format="json"
    )
    testimonial = api_client.post("/api/testimonials", {"name": "A"}, format="json")

    _assert_503(login)
    _assert_503(testimonial)


def test_the_owners_requests_fail_closed_when_revocations_cannot_be_checked(owner_client, settings):
    post = BlogPostFactory(title="Before")
    settings.CACHES = UNREACHABLE

    read = owner_client.get("/api/blog-posts")
    write = owner_client.patch(f"/api/blog-posts/{post.id}", {"title": "After"}, format="json")

    _assert_503(read)
    _assert_503(write)
    post.refresh_from_db()
    assert post.title == "Before"


def test_a_write_whose_version_cannot_be_bumped_is_rolled_back(redis_down):
    post = BlogPostFactory(title="Before")
    redis_down()

    # As a service runs it (one transaction): the bump raises, the transaction rolls back, and
    # the middleware answers 503. Never a committed row whose old body stays cached.
    with pytest.raises(http_cache.CACHE_ERRORS), transaction.atomic():
        post_update(instance=post, data={"title": "After"})

    assert BlogPost.objects.get().title == "Before"


@pytest.mark.parametrize(("path", "content_type"), [("/blog", "text/html"), ("/api/x", "json")])
def test_a_cache_error_anywhere_in_a_view_is_a_503(path, content_type):
    middleware = ServiceUnavailableMiddleware(lambda request: None)

    response = middleware.process_exception(RequestFactory().get(path), RedisTimeoutError("slow"))

    _assert_503(response)
    assert content_type in response["Content-Type"]


def test_healthz_names_the_cache(client, redis_down):
    redis_down()
    response = client.get("/healthz")

    _assert_503(response)
    assert response.json() == {"status": "unavailable", "database": "ok", "cache": "unavailable"}


def test_a_cache_that_failed_is_left_alone_for_a_few_seconds(api_client, redis_down):
    BlogPostFactory()
    redis_down()

    first = api_client.get("/api/blog-posts")
    calls = UnreachableCache.calls
    for _ in range(5):
        assert api_client.get("/api/blog-posts").status_code == 200

    assert first.status_code == 200
    assert calls == 1
    assert UnreachableCache.calls == calls  # no request waited on the cache again


def test_reads_use_the_cache_again_once_it_is_back(api_client, settings):
    BlogPostFactory()
    settings.CACHES = UNREACHABLE
    assert api_client.get("/api/blog-posts").status_code == 200

    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    http_cache._cache_retry_at = 0.0  # as CACHE_RETRY_SECONDS later
    first = api_client.get("/api/blog-posts")
    second = api_client.get("/api/blog-posts", headers={"if-none-match": first["ETag"]})

    assert first.status_code == 200
    assert second.status_code == 304
    assert cache.get(http_cache._version_key("blog.blogpost")) is not None
