"""Several stateless app hosts behind one load balancer: two gunicorn servers (separate
processes, as two machines would run them) sharing one database, one Redis and one file store,
with a visitor or the owner landing on either at random. Nothing the site promises may depend
on which process answered: a sign-out on one host ends the token on the other, a write on one is
seen by the other's cached reads at once, and sign-in lockouts and form throttles count every
host's attempts together. (The README's "When one machine is not enough" rests on this.)"""

import json
import urllib.error
import urllib.request
import uuid

import pytest
import redis

from tests.blog.factories import VALID_POST
from tests.helpers import VALID_CONTACT
from tests.support.live_site import answers, gunicorn, manage

REDIS = ("127.0.0.1", 6379)
REDIS_DB = 14
OWNER = {"username": "owner", "password": "Several-hosts-pass-2026"}

pytestmark = [
    pytest.mark.alone,
    pytest.mark.skipif(not answers(REDIS), reason="needs Redis on 127.0.0.1:6379"),
]


def call(url: str, *, body: dict | None = None, token: str | None = None, etag: str = ""):
    """(status, headers, parsed JSON body or None) of a GET, or a JSON POST of `body`."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if etag:
        headers["If-None-Match"] = etag
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, headers=headers)  # noqa: S310 (loopback)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310
            status, got, content = response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        status, got, content = error.code, dict(error.headers), error.read()
    return status, got, json.loads(content) if content else None


@pytest.fixture
def two_hosts(tmp_path):
    """Two gunicorn servers on one SQLite file, one Redis (a key prefix of their own, removed
    afterwards) and one media folder: their two base addresses."""
    prefix = f"hosts-{uuid.uuid4().hex[:10]}"
    env = {
        "DJANGO_SETTINGS_MODULE": "tests.support.server_settings",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        "REDIS_URL": f"redis://127.0.0.1:6379/{REDIS_DB}",
        "TEST_CACHE_KEY_PREFIX": prefix,
        "MEDIA_ROOT": str(tmp_path / "media"),
        "DJANGO_SUPERUSER_USERNAME": OWNER["username"],
        "DJANGO_SUPERUSER_PASSWORD": OWNER["password"],
        "DJANGO_SUPERUSER_EMAIL": "owner@example.com",
    }
    manage(env, "migrate", "--noinput", "-v0")
    manage(env, "ensure_owner")
    with (
        gunicorn(env, log=tmp_path / "a.log") as host_a,
        gunicorn(env, log=tmp_path / "b.log") as host_b,
    ):
        yield host_a, host_b
    client = redis.Redis(*REDIS, db=REDIS_DB)
    for key in client.scan_iter(f"{prefix}:*"):
        client.delete(key)


def sign_in(host: str) -> dict:
    status, _, body = call(host + "/api/admin/login", body=OWNER)
    assert status == 200, body
    return body


def test_signing_out_on_one_host_ends_the_session_on_the_other(two_hosts):
    host_a, host_b = two_hosts
    session = sign_in(host_a)
    assert call(host_b + "/api/admin/verify", token=session["token"])[0] == 200

    status, _, _ = call(
        host_b + "/api/admin/logout", body={"refresh": session["refresh"]}, token=session["token"]
    )
    assert status == 204

    # The access token still has minutes to run, and host A never heard of the sign-out itself.
    assert call(host_a + "/api/admin/verify", token=session["token"])[0] == 401
    assert call(host_a + "/api/admin/refresh", body={"refresh": session["refresh"]})[0] == 401


def test_a_post_published_through_one_host_is_in_the_other_hosts_cached_list(two_hosts):
    host_a, host_b = two_hosts
    status, headers, before = call(host_b + "/api/blog-posts")
    assert status == 200
    assert before == []
    # Host B now keeps that (empty) list in the shared cache and would answer 304 to its ETag.
    assert call(host_b + "/api/blog-posts", etag=headers["ETag"])[0] == 304

    token = sign_in(host_a)["token"]
    status, _, created = call(host_a + "/api/blog-posts", body=VALID_POST, token=token)
    assert status == 201, created

    status, _, after = call(host_b + "/api/blog-posts", etag=headers["ETag"])
    assert status == 200
    assert [post["title"] for post in after] == [VALID_POST["title"]]


def test_failed_sign_ins_on_both_hosts_count_together(two_hosts):
    host_a, host_b = two_hosts
    wrong = {**OWNER, "password": "not-the-password"}
    statuses = [call(host + "/api/admin/login", body=wrong)[0] for host in [host_a, host_b] * 3]

    # Five failures per username and address lock it, whichever host each one reached: the
    # sixth is refused, and the right password is refused too while the lock lasts, on either.
    assert statuses == [401] * 5 + [429]
    assert call(host_a + "/api/admin/login", body=OWNER)[0] == 429
    assert call(host_b + "/api/admin/login", body=OWNER)[0] == 429


def test_the_contact_throttle_counts_both_hosts_together(two_hosts, settings):
    host_a, host_b = two_hosts
    rate = settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["contact"]
    allowed = int(rate.split("/")[0])

    statuses = [
        call((host_a, host_b)[i % 2] + "/api/contact", body=VALID_CONTACT)[0]
        for i in range(allowed + 1)
    ]

    assert statuses == [201] * allowed + [429]
