"""Scheduled publishing (issue 15): a post published for later is invisible to visitors on every
path (the API's list and detail, its page, the sitemap, the feed) and appears by itself when its
time comes, with no write and no job in between, through every cache (the API's kept bodies and
ETags, the pages' HTML). The clock is moved, never waited for."""

from datetime import UTC, datetime, timedelta
from unittest import mock

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.blog.models import BlogPost
from apps.blog.services import post_update
from apps.core import http_cache
from tests.blog.factories import VALID_POST, BlogPostFactory
from tests.pages.html import sitemap_text

pytestmark = pytest.mark.django_db

URL = "/api/blog-posts"
START = datetime(2026, 11, 27, 9, 0, tzinfo=UTC)


class Clock:
    def __init__(self, moment: datetime):
        self.current = moment

    def __call__(self) -> datetime:
        return self.current

    def move(self, **delta) -> None:
        self.current += timedelta(**delta)


@pytest.fixture
def clock():
    fake = Clock(START)
    with mock.patch("django.utils.timezone.now", fake):
        yield fake


def _schedule(owner_client, *, at: datetime, title: str = "Eclipse Notes") -> dict:
    payload = {**VALID_POST, "title": title, "publishedAt": at.isoformat()}
    response = owner_client.post(URL, payload, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def _visible_everywhere(client, post: dict) -> dict[str, bool]:
    """Where a visitor finds the post: each path, and whether it is there."""
    return {
        "api list": post["title"] in [p["title"] for p in client.get(URL).json()],
        "api detail": client.get(f"{URL}/{post['slug']}").status_code == 200,
        "page": client.get(f"/blog/{post['slug']}").status_code == 200,
        "blog page": post["title"] in client.get("/blog").content.decode(),
        "feed": post["title"] in client.get("/blog/feed.xml").content.decode(),
        "sitemap": f"/blog/{post['slug']}<" in sitemap_text(client),
    }


def test_a_scheduled_post_appears_by_itself_when_due_through_every_cache(
    owner_client, client, clock
):
    BlogPostFactory(title="Already Out", published_at=START - timedelta(days=1))
    post = _schedule(owner_client, at=START + timedelta(minutes=30))
    assert post["isPublished"] is True
    # Every visitor path read (and cached) before the time.
    assert _visible_everywhere(client, post) == dict.fromkeys(
        ("api list", "api detail", "page", "blog page", "feed", "sitemap"), False
    )
    list_etag = client.get(URL)["ETag"]
    page_etag = client.get("/blog")["ETag"]
    assert client.get(URL, headers={"if-none-match": list_etag}).status_code == 304

    clock.move(minutes=29, seconds=59)
    assert not _visible_everywhere(client, post)["api list"]
    assert client.get("/blog", headers={"if-none-match": page_etag}).status_code == 304

    clock.move(seconds=1)  # due, and nothing was written since
    assert _visible_everywhere(client, post) == dict.fromkeys(
        ("api list", "api detail", "page", "blog page", "feed", "sitemap"), True
    )
    assert client.get(URL, headers={"if-none-match": list_etag}).status_code == 200
    assert client.get("/blog", headers={"if-none-match": page_etag}).status_code == 200
    # Visible from now on: the new answers are kept and revalidated as usual.
    etag = client.get(URL)["ETag"]
    assert client.get(URL, headers={"if-none-match": etag}).status_code == 304


def test_each_of_several_scheduled_posts_appears_at_its_own_time(owner_client, client, clock):
    first = _schedule(owner_client, at=START + timedelta(hours=1), title="First Light")
    second = _schedule(owner_client, at=START + timedelta(hours=2), title="Second Wind")

    def titles() -> set[str]:
        return {p["title"] for p in client.get(URL).json()}

    assert titles() == set()
    clock.move(hours=1)
    assert titles() == {first["title"]}
    clock.move(hours=1)
    assert titles() == {first["title"], second["title"]}


def test_a_read_checks_the_schedule_without_sql_once_it_is_kept(client, owner_client, clock):
    _schedule(owner_client, at=START + timedelta(hours=1))
    client.get(URL)  # kept
    with CaptureQueriesContext(connection) as queries:
        assert client.get(URL).status_code == 200
    assert len(queries) == 0


def test_more_scheduled_posts_than_are_kept_still_each_appear(
    owner_client, client, clock, monkeypatch
):
    monkeypatch.setattr(http_cache, "DUE_TIMES_KEPT", 2)
    for hour in (1, 2, 3, 4):
        BlogPostFactory(
            title=f"Hour {hour}", is_published=True, published_at=START + timedelta(hours=hour)
        )
    http_cache.refresh_schedule()

    seen = []
    for _ in range(4):
        clock.move(hours=1)
        seen.append(len(client.get(URL).json()))

    assert seen == [1, 2, 3, 4]


def test_an_evicted_schedule_is_read_again_and_never_brings_back_an_old_answer(
    owner_client, client, clock
):
    post = _schedule(owner_client, at=START + timedelta(minutes=5))
    before = client.get(URL)["ETag"]
    clock.move(minutes=5)
    after = client.get(URL)
    assert post["title"] in after.content.decode()

    from django.core.cache import cache

    cache.delete(http_cache.DUE_KEY)  # the kept times are lost (an eviction)
    again = client.get(URL, headers={"if-none-match": before})

    assert again.status_code == 200
    assert post["title"] in again.content.decode()


def test_the_schedule_is_kept_again_at_every_write(owner_client, clock):
    post = _schedule(owner_client, at=START + timedelta(hours=3))
    assert http_cache.refresh_schedule()["times"] == [(START + timedelta(hours=3)).timestamp()]

    post_update(instance=BlogPost.objects.get(pk=post["id"]), data={"published_at": None})

    from django.core.cache import cache

    assert cache.get(http_cache.DUE_KEY)["times"] == []


# --- publish at: the rules of the date ------------------------------------------------------


def test_publish_at_later_schedules_and_the_owner_still_sees_it(owner_client, clock):
    at = START + timedelta(days=2)
    post = _schedule(owner_client, at=at)

    assert datetime.fromisoformat(post["publishedAt"]) == at
    assert post["id"] in [p["id"] for p in owner_client.get(URL).json()]
    assert owner_client.get(f"{URL}/{post['slug']}").status_code == 200


def test_publishing_a_draft_without_a_time_dates_it_now(owner_client, clock):
    draft = BlogPostFactory(is_published=False, published_at=START - timedelta(days=30))

    body = owner_client.put(f"{URL}/{draft.id}", {"isPublished": True}, format="json").json()

    assert datetime.fromisoformat(body["publishedAt"]) == START


def test_an_empty_publish_at_on_a_scheduled_post_publishes_it_now(owner_client, client, clock):
    post = _schedule(owner_client, at=START + timedelta(days=1))

    body = owner_client.put(f"{URL}/{post['id']}", {"publishedAt": None}, format="json").json()

    assert datetime.fromisoformat(body["publishedAt"]) == START
    assert post["title"] in [p["title"] for p in client.get(URL).json()]


def test_a_draft_keeps_its_planned_time_and_is_scheduled_when_published(owner_client, clock):
    planned = (START + timedelta(hours=5)).isoformat()
    draft = owner_client.post(
        URL, {**VALID_POST, "isPublished": False, "publishedAt": planned}, format="json"
    ).json()

    body = owner_client.put(f"{URL}/{draft['id']}", {"isPublished": True}, format="json").json()

    assert datetime.fromisoformat(body["publishedAt"]) == START + timedelta(hours=5)


@pytest.mark.parametrize("value", ["tomorrow", "2026-13-40T25:00", 12])
def test_a_bad_publish_at_is_a_400(owner_client, value):
    response = owner_client.post(URL, {**VALID_POST, "publishedAt": value}, format="json")

    assert response.status_code == 400
    assert response.json() == {"publishedAt": ["Publish at must be a date and time"]}
    assert not BlogPost.objects.exists()


def test_publish_due_command_reports_and_refreshes(owner_client, clock, capsys):
    _schedule(owner_client, at=START + timedelta(minutes=1))
    clock.move(minutes=2)

    call_command("publish_due")

    assert "1 post is due" in capsys.readouterr().out
