"""The shared cache (Redis) going away mid-flight, against the real Redis through a proxy the
test cuts (Redis down) or pauses (packets dropped) and restores: visitors' pages and API reads
still answer 200 from the database, everything that needs Redis to count or check (contact
and testimonial throttles, sign-in) answers 503 with Retry-After, never a 500, /healthz says
which dependency is down, and the site recovers by itself. (In-process cases:
tests/core/test_cache_unavailable.py.)"""

import uuid

import pytest
import redis

from tests.helpers import VALID_CONTACT
from tests.support.live_site import answers, gunicorn, http, manage, until
from tests.support.tcp_proxy import TcpProxy

REDIS = ("127.0.0.1", 6379)
REDIS_DB = 15
# The cache's socket timeouts are 2 s (portfolio/settings/base.py): at most one of them per
# request, plus the time a request takes on this busy machine.
MAX_SECONDS = 3.5

CONTACT = VALID_CONTACT
TESTIMONIAL = {"name": "Mr Jones", "role": "Teacher", "content": "A pleasure to teach."}
SIGN_IN = {"username": "owner", "password": "not-the-password"}
UNAVAILABLE = {"status": "unavailable", "database": "ok", "cache": "unavailable"}


pytestmark = [
    pytest.mark.alone,
    pytest.mark.skipif(not answers(REDIS), reason="needs Redis on 127.0.0.1:6379"),
]


@pytest.fixture
def site_on_redis(tmp_path):
    """gunicorn with SQLite and a Redis cache reached through the proxy, holding one published
    post: (address, proxy). Its keys (a prefix of their own) are removed afterwards."""
    proxy = TcpProxy(REDIS)
    prefix = f"outage-{uuid.uuid4().hex[:10]}"
    env = {
        "DJANGO_SETTINGS_MODULE": "tests.support.server_settings",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        "REDIS_URL": f"redis://127.0.0.1:{proxy.port}/{REDIS_DB}",
        "TEST_CACHE_KEY_PREFIX": prefix,
    }
    manage(env, "migrate", "--noinput", "-v0")
    manage(
        env,
        "shell",
        "-c",
        "from tests.blog.factories import BlogPostFactory; "
        "BlogPostFactory(title='Tides', slug='tides')",
    )
    with gunicorn(env, log=tmp_path / "gunicorn.log") as base:
        yield base, proxy
    proxy.close()
    client = redis.Redis(*REDIS, db=REDIS_DB)
    for key in client.scan_iter(f"{prefix}:*"):
        client.delete(key)


def _probe(base: str) -> dict:
    """What a visitor, a sender and the owner meet: every answer, by name."""
    return {
        "API list": http(base + "/api/blog-posts"),
        "API detail": http(base + "/api/blog-posts/tides"),
        "home page": http(base + "/"),
        "blog page": http(base + "/blog"),
        "post page": http(base + "/blog/tides"),
        "contact": http(base + "/api/contact", CONTACT),
        "testimonial": http(base + "/api/testimonials", TESTIMONIAL),
        "sign-in": http(base + "/api/admin/login", SIGN_IN),
        "health check": http(base + "/healthz"),
    }


READS = ("API list", "API detail", "home page", "blog page", "post page")
REFUSED = ("contact", "testimonial", "sign-in", "health check")


def _assert_fails_open_for_reads_and_closed_for_the_rest(answers: dict) -> None:
    print("while Redis does not answer:", answers)
    assert all(answer.seconds < MAX_SECONDS for answer in answers.values()), answers
    assert {name: answer.status for name, answer in answers.items()} == {
        **dict.fromkeys(READS, 200),
        **dict.fromkeys(REFUSED, 503),
    }, answers
    assert [post["title"] for post in answers["API list"].json()] == ["Tides"]
    assert answers["API detail"].json()["title"] == "Tides"
    assert b"Tides" in answers["post page"].body
    for name in REFUSED:
        assert answers[name].headers["Retry-After"] == "5", name
    assert answers["contact"].json() == {
        "detail": "The site is briefly unavailable. Please try again in a moment."
    }
    assert answers["health check"].json() == UNAVAILABLE


def _assert_recovers(base: str) -> None:
    health = until(lambda: http(base + "/healthz"), lambda a: a.status == 200)
    assert health[-1].json() == {"status": "ok", "database": "ok", "cache": "ok"}
    assert http(base + "/api/contact", CONTACT).status == 201
    # Reads are cached again (an ETag to revalidate against) once the process retries Redis.
    tagged = until(lambda: http(base + "/api/blog-posts"), lambda a: "ETag" in a.headers)
    assert "ETag" in tagged[-1].headers, tagged


def test_redis_down_reads_come_from_the_database_and_writes_answer_503(site_on_redis):
    base, proxy = site_on_redis
    warm = http(base + "/api/blog-posts")
    assert warm.status == 200
    assert "ETag" in warm.headers  # cached in Redis

    proxy.cut()
    _assert_fails_open_for_reads_and_closed_for_the_rest(_probe(base))

    proxy.restore()
    _assert_recovers(base)


def test_redis_that_stops_answering_costs_a_request_at_most_its_socket_timeout(site_on_redis):
    base, proxy = site_on_redis
    assert http(base + "/api/blog-posts").status == 200
    assert http(base + "/api/contact", CONTACT).status == 201  # a pooled connection is open

    proxy.pause()
    _assert_fails_open_for_reads_and_closed_for_the_rest(_probe(base))

    proxy.restore()
    _assert_recovers(base)
