"""Counting is an atomic increment of one row a day, in a constant few queries; the totals are
kept VIEWS_RETENTION_DAYS days; the throttle holds no address."""

import threading
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection, connections
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.visits import services
from apps.visits.counting import Counted
from apps.visits.models import DailyViewCount, ViewKind
from apps.visits.views import HashedAddressThrottle
from tests.blog.factories import BlogPostFactory
from tests.visits.beacon import send, totals

pytestmark = pytest.mark.django_db

_TRANSACTION = ("SAVEPOINT", "RELEASE SAVEPOINT", "ROLLBACK TO SAVEPOINT")

HOME = Counted(kind=ViewKind.PAGE, path="/")


def test_views_add_up_one_at_a_time():
    for _ in range(25):
        services.view_count(counted=HOME)

    assert totals() == {(ViewKind.PAGE, "/", None): 25}


def test_each_day_has_its_own_row():
    today = timezone.localdate()
    services.view_count(counted=HOME, day=today - timedelta(days=1))
    services.view_count(counted=HOME, day=today)
    services.view_count(counted=HOME, day=today)

    assert dict(DailyViewCount.objects.values_list("day", "count")) == {
        today - timedelta(days=1): 1,
        today: 2,
    }


def test_two_first_views_at_once_both_count(monkeypatch):
    """The day's first view finds no row; before it inserts one, another request does. Its
    insert then meets the unique constraint and it adds its view to the other's row."""
    real_row = services._row
    raced = []

    def row_made_meanwhile(counted, day):
        if not raced:
            raced.append(True)
            DailyViewCount.objects.create(day=day, kind=counted.kind, path=counted.path, count=1)
            return DailyViewCount.objects.none()  # what this request's update saw: no row
        return real_row(counted, day)

    monkeypatch.setattr(services, "_row", row_made_meanwhile)

    services.view_count(counted=HOME)

    assert totals() == {(ViewKind.PAGE, "/", None): 2}


@pytest.mark.skipif(
    connection.vendor != "postgresql",
    reason="SQLite runs one writer at a time (IMMEDIATE transactions): nothing can race there",
)
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("cap", "total"), [(1000, 80), (50, 50)])
def test_simultaneous_views_all_count(settings, cap, total):
    """Eight requests at once, ten views each, the day's first among them: every one counts,
    up to the day's cap and never past it."""
    settings.VIEWS_DAILY_CAP = cap
    start = threading.Barrier(8)
    failures = []

    def visitor():
        try:
            start.wait()
            for _ in range(10):
                services.view_count(counted=HOME)
        except Exception as exc:  # reported below: an exception in a thread fails nothing
            failures.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=visitor) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert failures == []
    assert totals() == {(ViewKind.PAGE, "/", None): total}


def test_a_photo_and_a_page_are_separate_rows():
    photo = Counted(kind=ViewKind.PHOTO, path="", object_id=BlogPostFactory().id)
    services.view_count(counted=photo)
    services.view_count(counted=photo)
    services.view_count(counted=HOME)

    assert totals() == {
        (ViewKind.PHOTO, "", photo.object_id): 2,
        (ViewKind.PAGE, "/", None): 1,
    }


def _queries(client, body) -> int:
    """The SQL statements one beacon runs, less transaction control (savepoints here, inside
    the test's transaction; a plain BEGIN/COMMIT in production, which Django does not log)."""
    with CaptureQueriesContext(connection) as queries:
        assert send(client, body).status_code == 204
    return sum(1 for q in queries.captured_queries if not q["sql"].startswith(_TRANSACTION))


def test_a_counted_view_runs_a_constant_few_queries(api_client):
    posts = BlogPostFactory.create_batch(2)
    _queries(api_client, {"path": f"/blog/{posts[0].slug}"})  # the day's first view makes the row
    one = _queries(api_client, {"path": f"/blog/{posts[0].slug}"})
    BlogPostFactory.create_batch(40)
    for _ in range(5):
        send(api_client, {"path": "/blog"})

    many = _queries(api_client, {"path": f"/blog/{posts[0].slug}"})

    assert many == one == 2  # the published row's lookup, and the increment


def test_a_page_without_a_row_is_counted_in_one_query_and_a_bot_in_none(api_client):
    send(api_client, {"path": "/blog"})

    assert _queries(api_client, {"path": "/blog"}) == 1
    with CaptureQueriesContext(connection) as queries:
        send(api_client, {"path": "/blog"}, agent="Googlebot/2.1")
    assert len(queries) == 0


def test_an_address_over_the_limit_is_answered_but_not_counted(api_client, monkeypatch):
    monkeypatch.setattr(HashedAddressThrottle, "THROTTLE_RATES", {"views": "3/hour"})

    answers = [send(api_client, {"path": "/"}).status_code for _ in range(5)]

    assert answers == [204] * 5
    assert totals() == {(ViewKind.PAGE, "/", None): 3}
    # Another address is counted as before.
    send(api_client, {"path": "/"}, REMOTE_ADDR="10.1.2.3")
    assert totals() == {(ViewKind.PAGE, "/", None): 4}


def test_the_throttle_keeps_no_address(api_client):
    send(api_client, {"path": "/"}, REMOTE_ADDR="203.0.113.77")

    keys = list(cache._cache)  # the local-memory cache of the tests
    assert any("throttle_views_" in key for key in keys)
    assert not [key for key in keys if "203.0.113.77" in key]


def test_purge_expired_deletes_totals_past_the_retention(settings):
    settings.VIEWS_RETENTION_DAYS = 400
    today = timezone.localdate()
    for age in (0, 399, 400, 800):
        services.view_count(counted=HOME, day=today - timedelta(days=age))

    call_command("purge_expired", stdout=open("/dev/null", "w"))  # noqa: SIM115

    days = DailyViewCount.objects.values_list("day", flat=True)
    kept = sorted((today - day).days for day in days)
    assert kept == [0, 399]


# --- inflating a page's views (issue 25) -------------------------------------------------------


def test_addresses_of_one_ipv6_network_share_one_limit(api_client, monkeypatch):
    """An IPv6 visitor is counted by its /64 (what one home or phone network is given): the
    2^64 addresses of one network are one visitor to the limit, not 2^64."""
    monkeypatch.setattr(HashedAddressThrottle, "THROTTLE_RATES", {"views": "3/hour"})

    for n in range(1, 6):
        send(api_client, {"path": "/"}, REMOTE_ADDR=f"2001:db8:1:2::{n:x}")
    send(api_client, {"path": "/"}, REMOTE_ADDR="2001:db8:1:2:ffff:ffff:ffff:ffff")
    assert totals() == {(ViewKind.PAGE, "/", None): 3}

    send(api_client, {"path": "/"}, REMOTE_ADDR="2001:db8:1:3::1")  # the next network
    send(api_client, {"path": "/"}, REMOTE_ADDR="10.1.2.3")  # IPv4: each address alone
    send(api_client, {"path": "/"}, REMOTE_ADDR="10.1.2.4")
    assert totals() == {(ViewKind.PAGE, "/", None): 6}


def test_the_throttle_keeps_no_ipv6_address_or_network(api_client):
    send(api_client, {"path": "/"}, REMOTE_ADDR="2001:db8:77:1::5")

    keys = list(cache._cache)
    assert any("throttle_views_" in key for key in keys)
    assert not [key for key in keys if "2001:db8" in key]


def test_a_page_gains_at_most_the_daily_cap_from_all_addresses_together(api_client, settings):
    settings.VIEWS_DAILY_CAP = 5

    answers = [
        send(api_client, {"path": "/blog"}, REMOTE_ADDR=f"198.51.100.{n}").status_code
        for n in range(1, 21)
    ]

    assert answers == [204] * 20  # answered as ever, counted or not
    assert totals() == {(ViewKind.PAGE, "/blog", None): 5}
    send(api_client, {"path": "/"}, REMOTE_ADDR="198.51.100.99")  # another page: its own cap
    assert totals()[(ViewKind.PAGE, "/", None)] == 1


def test_the_daily_cap_starts_again_each_day(settings):
    settings.VIEWS_DAILY_CAP = 2
    today = timezone.localdate()
    for day in (today - timedelta(days=1), today):
        for _ in range(4):
            services.view_count(counted=HOME, day=day)

    assert sorted(DailyViewCount.objects.values_list("count", flat=True)) == [2, 2]


def test_a_page_at_its_cap_costs_a_constant_two_queries(api_client, settings):
    settings.VIEWS_DAILY_CAP = 1
    send(api_client, {"path": "/blog"})

    assert _queries(api_client, {"path": "/blog"}) == 2  # the capped increment, the row's check
    assert totals() == {(ViewKind.PAGE, "/blog", None): 1}


def test_the_default_cap_is_a_thousand_views_a_page_a_day():
    from django.conf import settings

    assert settings.VIEWS_DAILY_CAP == 1000


@pytest.mark.parametrize("address", [None, "", "not-an-address"])
def test_a_beacon_without_a_usable_address_is_answered_and_counted_once(api_client, address):
    """No REMOTE_ADDR (DRF's get_ident gives None) or a garbled one: one visitor, never a 500."""
    assert send(api_client, {"path": "/"}, REMOTE_ADDR=address).status_code == 204
    assert totals() == {(ViewKind.PAGE, "/", None): 1}
