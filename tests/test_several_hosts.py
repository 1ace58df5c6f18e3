"""Several stateless app hosts behind one load balancer, through the real parts a school's
deployment has between them: two gunicorn servers (separate processes, as two machines would
run them) behind one Caddy that sends each request to the next host in turn, sharing one
database, one Redis and one S3 bucket (moto's S3 server on loopback) for uploads, with no
folder in common. Every request goes through Caddy, from a visitor's own loopback address, and
each is steered to the host the test names and checked to have been answered there.

Nothing the site promises may depend on which host answered: a sign-out on one host ends the
token on the other, a write on one is seen by the other's cached reads at once, a photo
uploaded through one is served through the other (from the bucket), a scheduled post appears
on both when due, each view is counted once whichever host took it, and sign-in lockouts, form
throttles and the view beacon's limit count every host's requests together, per visitor
network. (docs/deploying.md's "When one machine is not enough" rests on this.)

The database is a SQLite file the two hosts share, or, when the suite runs on PostgreSQL
(DATABASE_URL=postgres://...), a PostgreSQL database of the module's own, dropped afterwards.
Everything starts once for the module and stops at its end, whatever happened."""

import io
import json
import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import boto3
import pytest
import redis
import urllib3
from PIL import Image

from tests.blog.factories import VALID_POST
from tests.gallery import pictures
from tests.helpers import VALID_CONTACT
from tests.support.hosts import Clock, Visitor, balancer
from tests.support.live_site import answers, gunicorn, manage
from tests.support.s3 import Bucket

REDIS = ("127.0.0.1", 6379)
REDIS_DB = 14
OWNER = {"username": "owner", "password": "Several-hosts-pass-2026"}
# The view beacon's limit on the hosts (TEST_VIEWS_RATE; 300/hour in a deployment).
VIEWS_ALLOWED = 3
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
    "AWS_EC2_METADATA_DISABLED": "true",
}

pytestmark = [
    pytest.mark.alone,
    pytest.mark.timeout(240),
    pytest.mark.skipif(not answers(REDIS), reason="needs Redis on 127.0.0.1:6379"),
]


@dataclass(frozen=True)
class Site:
    balancer: str  # Caddy's base address: the only one the tests talk to
    hosts: tuple[str, str]  # the two hosts, host:port, as Caddy names them in X-Upstream
    bucket: Bucket
    media_root: Path  # what the hosts would write uploads to without the bucket
    clock: Clock

    def visitor(self, address: str) -> Visitor:
        """Someone coming from `address` (127.x.y.z: a visitor network of their own)."""
        return Visitor(self.balancer, self.hosts, address)


@pytest.fixture(scope="module")
def database(tmp_path_factory) -> Iterator[str]:
    """The hosts' one database (its DATABASE_URL)."""
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith("postgres"):
        yield f"sqlite:///{tmp_path_factory.mktemp('database') / 'db.sqlite3'}"
        return
    import psycopg

    parts = urlsplit(url)
    name = f"{parts.path.strip('/') or 'portfolio'}_hosts_{uuid.uuid4().hex[:8]}"
    server = urlunsplit(parts._replace(path="/postgres", query=""))
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlunsplit(parts._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(server, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="module")
def bucket(s3_endpoint) -> Bucket:
    """A new bucket on the S3 server (which goes, with everything in it, when the module
    ends)."""
    client = boto3.client(
        "s3",
        endpoint_url=s3_endpoint,
        region_name=CREDENTIALS["AWS_DEFAULT_REGION"],
        aws_access_key_id=CREDENTIALS["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=CREDENTIALS["AWS_SECRET_ACCESS_KEY"],
    )
    name = f"hosts-media-{uuid.uuid4().hex[:12]}"
    client.create_bucket(Bucket=name)
    # Anyone may read an object (the pages link to them), as a deployment's bucket allows.
    anyone_reads = {"Effect": "Allow", "Principal": "*", "Action": "s3:GetObject"}
    policy = {
        "Version": "2012-10-17",
        "Statement": [{**anyone_reads, "Resource": f"arn:aws:s3:::{name}/*"}],
    }
    client.put_bucket_policy(Bucket=name, Policy=json.dumps(policy))
    return Bucket(client=client, name=name, endpoint=s3_endpoint)


@pytest.fixture(scope="module")
def site(tmp_path_factory, database, bucket) -> Iterator[Site]:
    """Two gunicorn hosts (one worker each) behind one Caddy; one database, one Redis (a key
    prefix of their own, removed afterwards), one bucket; the hosts' settings are
    tests/support/hosts_settings.py, configured through the environment as a deployment is."""
    folder = tmp_path_factory.mktemp("hosts")
    prefix = f"hosts-{uuid.uuid4().hex[:10]}"
    clock = Clock(folder / "clock")
    env = {
        **os.environ,
        **CREDENTIALS,
        "DJANGO_SETTINGS_MODULE": "tests.support.hosts_settings",
        "DATABASE_URL": database,
        "REDIS_URL": f"redis://127.0.0.1:6379/{REDIS_DB}",
        "TEST_CACHE_KEY_PREFIX": prefix,
        "AWS_STORAGE_BUCKET_NAME": bucket.name,
        "AWS_S3_ENDPOINT_URL": bucket.endpoint,
        "AWS_S3_CUSTOM_DOMAIN": "",
        # Where uploads would go without the bucket: the test checks nothing ever does.
        "MEDIA_ROOT": str(folder / "media"),
        "NUM_PROXIES": "1",
        "TEST_VIEWS_RATE": f"{VIEWS_ALLOWED}/hour",
        "TEST_CLOCK_FILE": str(clock.path),
        "DJANGO_SUPERUSER_USERNAME": OWNER["username"],
        "DJANGO_SUPERUSER_PASSWORD": OWNER["password"],
        "DJANGO_SUPERUSER_EMAIL": "owner@example.com",
    }
    manage(env, "migrate", "--noinput", "-v0")
    manage(env, "ensure_owner")
    try:
        with (
            gunicorn(env, log=folder / "a.log") as host_a,
            gunicorn(env, log=folder / "b.log") as host_b,
        ):
            hosts = (urlsplit(host_a).netloc, urlsplit(host_b).netloc)
            with balancer(hosts, folder=folder) as address:
                yield Site(address, hosts, bucket, folder / "media", clock)
    finally:
        client = redis.Redis(*REDIS, db=REDIS_DB)
        for key in client.scan_iter(f"{prefix}:*"):
            client.delete(key)


@pytest.fixture(scope="module")
def owner(site) -> Visitor:
    """The owner, signed in (through host A), at 127.0.0.1."""
    you = site.visitor("127.0.0.1")
    you.token = sign_in(you, on=site.hosts[0])["token"]
    return you


def sign_in(visitor: Visitor, *, on: str) -> dict:
    answer = visitor.post("/api/admin/login", OWNER, on=on)
    assert answer.status == 200, answer.body
    return answer.json()


def create_post(owner: Visitor, *, on: str, **changes) -> dict:
    answer = owner.post("/api/blog-posts", {**VALID_POST, **changes}, on=on)
    assert answer.status == 201, answer.body
    return answer.json()


def test_caddy_sends_successive_requests_to_both_hosts_in_turn(site):
    visitor = site.visitor("127.0.0.10")
    answered = [visitor.get("/api/blog-posts") for _ in range(4)]

    assert [answer.status for answer in answered] == [200] * 4
    hosts = [answer.host for answer in answered]
    # Each request to the other host than the last: A, B, A, B (or B, A, B, A).
    assert hosts == [hosts[0], hosts[1]] * 2
    assert set(hosts) == set(site.hosts)


def test_signing_out_on_one_host_ends_the_session_on_the_other(site):
    host_a, host_b = site.hosts
    visitor = site.visitor("127.0.0.1")
    session = sign_in(visitor, on=host_a)
    visitor.token = session["token"]
    assert visitor.get("/api/admin/verify", on=host_b).status == 200

    answer = visitor.post("/api/admin/logout", {"refresh": session["refresh"]}, on=host_b)
    assert answer.status == 204

    # The access token still has minutes to run, and host A never heard of the sign-out itself.
    assert visitor.get("/api/admin/verify", on=host_a).status == 401
    visitor.token = ""
    refreshed = visitor.post("/api/admin/refresh", {"refresh": session["refresh"]}, on=host_a)
    assert refreshed.status == 401


def test_a_post_published_through_one_host_is_in_the_other_hosts_cached_list(site, owner):
    host_a, host_b = site.hosts
    visitor = site.visitor("127.0.0.11")
    title = "Cached Lists Agree"
    before = visitor.get("/api/blog-posts", on=host_b)
    assert before.status == 200
    assert title not in [post["title"] for post in before.json()]
    # Host B now keeps that list in the shared cache and answers 304 to its ETag.
    etag = before.headers["ETag"]
    assert visitor.get("/api/blog-posts", on=host_b, etag=etag).status == 304

    create_post(owner, on=host_a, title=title)

    after = visitor.get("/api/blog-posts", on=host_b, etag=etag)
    assert after.status == 200
    assert title in [post["title"] for post in after.json()]


def test_failed_sign_ins_on_both_hosts_count_together(site):
    host_a, host_b = site.hosts
    visitor = site.visitor("127.0.0.12")
    wrong = {**OWNER, "password": "not-the-password"}
    hosts = [host_a, host_b] * 3
    statuses = [visitor.post("/api/admin/login", wrong, on=host).status for host in hosts]

    # Five failures per username and address lock it, whichever host each one reached: the
    # sixth is refused, and the right password is refused too while the lock lasts, on either.
    assert statuses == [401] * 5 + [429]
    assert visitor.post("/api/admin/login", OWNER, on=host_a).status == 429
    assert visitor.post("/api/admin/login", OWNER, on=host_b).status == 429
    # The lock is this visitor network's: the owner elsewhere still signs in.
    sign_in(site.visitor("127.0.0.13"), on=host_a)


def test_the_contact_throttle_counts_both_hosts_together(site, settings):
    visitor = site.visitor("127.0.0.14")
    rate = settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["contact"]
    allowed = int(rate.split("/")[0])

    statuses = [
        visitor.post("/api/contact", VALID_CONTACT, on=site.hosts[i % 2]).status
        for i in range(allowed + 1)
    ]

    assert statuses == [201] * allowed + [429]
    # Counted per visitor network (the address Caddy saw), not for everyone behind Caddy.
    assert site.visitor("127.0.0.15").post("/api/contact", VALID_CONTACT).status == 201


def test_a_photo_uploaded_through_one_host_is_served_through_the_other(site, owner):
    host_a, host_b = site.hosts
    photo = ("phone.jpg", pictures.jpeg_with_everything_private(), "image/jpeg")
    fields = {"title": "Across Hosts", "category": "travel", "image": photo}

    uploaded = owner.ask("POST", "/api/gallery/upload", on=host_a, fields=fields)
    assert uploaded.status == 201, uploaded.body
    stored = site.bucket.keys()
    assert len(stored) == 3  # the picture in each of its sizes, in the bucket
    assert not any(site.media_root.rglob("*"))  # and nothing on either host's disk

    answer = site.visitor("127.0.0.16").get(
        f"/api/gallery-items/{uploaded.json()['id']}", on=host_b
    )
    assert answer.status == 200
    item = answer.json()
    # The address host B gives is the bucket's, and it serves what host A stored there.
    prefix = f"{site.bucket.endpoint}/{site.bucket.name}/"
    assert item["imageUrl"].startswith(prefix)
    key = item["imageUrl"].removeprefix(prefix)
    assert key in stored
    assert item["srcset"].count(prefix) == 3
    served = urllib3.request("GET", item["imageUrl"], retries=False, timeout=10)
    assert served.status == 200
    assert served.headers["Content-Type"] == "image/webp"
    assert (
        served.data
        == site.bucket.client.get_object(Bucket=site.bucket.name, Key=key)["Body"].read()
    )
    # And host B's pages let a browser load pictures from there (img-src).
    home = site.visitor("127.0.0.16").get("/", on=host_b)
    assert site.bucket.endpoint in home.headers["Content-Security-Policy"]
    picture = Image.open(io.BytesIO(served.data))
    assert (picture.format, picture.size) == ("WEBP", (1000, 600))
    assert not picture.getexif()

    # Deleted through host B: host A's files go from the bucket.
    assert owner.ask("DELETE", f"/api/gallery-items/{item['id']}", on=host_b).status == 204
    assert site.bucket.keys() == set()


def test_a_scheduled_post_appears_on_both_hosts_when_due(site, owner):
    host_a, host_b = site.hosts
    visitor = site.visitor("127.0.0.17")
    hosts_now = datetime.now(UTC) + timedelta(seconds=site.clock.seconds)
    due = (hosts_now + timedelta(hours=1)).replace(microsecond=0)
    post = create_post(owner, on=host_a, title="Due Later", publishedAt=due.isoformat())
    detail, page = f"/api/blog-posts/{post['slug']}", f"/blog/{post['slug']}"

    etags = {}
    for host in site.hosts:
        listed = visitor.get("/api/blog-posts", on=host)
        assert post["title"] not in [p["title"] for p in listed.json()]
        etags[host] = listed.headers["ETag"]
        assert visitor.get("/api/blog-posts", on=host, etag=etags[host]).status == 304
        assert visitor.get(detail, on=host).status == 404
        assert visitor.get(page, on=host).status == 404

    # Its time comes on both machines at once (their clocks agree), with no write in between.
    site.clock.move(seconds=3600 + 60)

    for host in (host_b, host_a):
        listed = visitor.get("/api/blog-posts", on=host, etag=etags[host])
        assert listed.status == 200, f"{host} still answers its cached list"
        assert post["title"] in [p["title"] for p in listed.json()]
        assert visitor.get(detail, on=host).status == 200
        assert visitor.get(page, on=host).status == 200


def _beacon(visitor: Visitor, post: dict, *, on: str) -> None:
    sent = visitor.post(
        "/api/views",
        {"path": f"/blog/{post['slug']}"},
        on=on,
        headers={"Sec-Fetch-Site": "same-origin"},
    )
    assert sent.status == 204


def _views_seen(owner: Visitor, post: dict) -> dict[str, int]:
    """Each host's dashboard: the post's views."""
    seen = {}
    for host in owner.hosts:
        summary = owner.get("/api/admin/summary", on=host)
        assert summary.status == 200, summary.body
        read = {p["id"]: p["views"] for p in summary.json()["views"]["mostRead"]}
        seen[host] = read.get(post["id"], 0)
    return seen


def test_each_view_is_counted_once_whichever_host_took_it(site, owner):
    host_a, host_b = site.hosts
    post = create_post(owner, on=host_a, title="Counted Once")
    visitor = site.visitor("127.0.0.18")

    _beacon(visitor, post, on=host_a)
    assert _views_seen(owner, post) == {host_a: 1, host_b: 1}
    _beacon(visitor, post, on=host_b)
    assert _views_seen(owner, post) == {host_a: 2, host_b: 2}


def test_one_visitor_networks_views_are_limited_on_both_hosts_together(site, owner):
    post = create_post(owner, on=site.hosts[0], title="Limited Views")
    visitor = site.visitor("127.0.0.19")

    for i in range(VIEWS_ALLOWED + 2):
        _beacon(visitor, post, on=site.hosts[i % 2])  # each answered 204, counted or not

    # Past the limit nothing more counts from that network, whichever host takes it...
    assert set(_views_seen(owner, post).values()) == {VIEWS_ALLOWED}
    # ...while another visitor network's view still does.
    _beacon(site.visitor("127.0.0.20"), post, on=site.hosts[1])
    assert set(_views_seen(owner, post).values()) == {VIEWS_ALLOWED + 1}
