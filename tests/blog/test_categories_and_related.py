"""Categories as places and what to read next (issue 15): GET /api/blog-categories/{slug} (a
category's name and published posts) and GET /api/blog-posts/{idOrSlug}/related (related posts,
previous and next), through the selectors, in a constant number of queries, and cached for
visitors without letting made-up addresses fill the cache."""

from datetime import timedelta
from importlib import import_module

import pytest
from django.apps import apps as django_apps
from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.blog.models import BlogPostCategory
from apps.blog.selectors import category_list, post_list, post_neighbours
from apps.blog.services import post_delete, post_restore, post_update
from tests.blog.categorised import categorised
from tests.helpers import count_queries

pytestmark = pytest.mark.django_db


def _titles(rows) -> list[str]:
    return [row["title"] for row in rows]


# --- a category --------------------------------------------------------------------------------


def test_a_category_lists_its_published_posts_newest_first_with_its_name(api_client):
    categorised("Science", "Physics", title="Light", days_ago=3)
    categorised("Travel", "science", title="Fjords", days_ago=1)
    categorised("Travel", title="Castles", days_ago=2)

    response = api_client.get("/api/blog-categories/science")

    assert response.status_code == 200
    body = response.json()
    assert (body["slug"], body["name"]) == ("science", "science")  # the newest post's spelling
    assert _titles(body["posts"]) == ["Fjords", "Light"]
    # The cards the blog list draws: everything but the body.
    assert "content" not in body["posts"][0]
    assert "contentHtml" not in body["posts"][0]
    assert body["posts"][0]["categories"] == ["Travel", "science"]


def test_drafts_scheduled_and_deleted_posts_are_never_in_a_visitors_category(api_client):
    categorised("Science", title="Published")
    categorised("Science", title="Draft", is_published=False)
    categorised("Science", title="Scheduled", published_at=timezone.now() + timedelta(hours=1))
    deleted = categorised("Science", title="Deleted")
    post_delete(instance=deleted)

    body = api_client.get("/api/blog-categories/science").json()

    assert _titles(body["posts"]) == ["Published"]


def test_the_owner_sees_drafts_in_a_category_as_in_the_list(owner_client):
    categorised("Science", title="Published", days_ago=1)
    categorised("Science", title="Draft", is_published=False)

    assert _titles(owner_client.get("/api/blog-categories/science").json()["posts"]) == [
        "Draft",
        "Published",
    ]


@pytest.mark.parametrize(
    "slug",
    [
        "nothing-here",  # unknown
        "drafts-only",  # only a draft and a scheduled post
        "Science",  # another spelling: the page redirects, the API is exact
        "caf%C3%A9",
        "x" * 81,
        "x" * 5000,
        "%3Cscript%3E",
        "a%20b",
        "..",
        "%00",
    ],
)
def test_a_category_no_published_post_has_is_404_never_500(api_client, slug):
    categorised("Science")
    categorised("Drafts only", is_published=False)
    categorised("Drafts only", published_at=timezone.now() + timedelta(days=1))

    response = api_client.get(f"/api/blog-categories/{slug}")

    assert response.status_code in {400, 404}  # 400: a NUL byte, refused before any view
    assert response.status_code == 404 or slug == "%00"


def test_there_is_no_list_of_categories(api_client):
    categorised("Science")
    assert api_client.get("/api/blog-categories").status_code == 404


def test_a_category_reads_in_a_constant_number_of_queries(api_client):
    categorised("Science", title="First")
    one = count_queries(api_client, "/api/blog-categories/science")
    for n in range(30):
        categorised("Science", "Other", title=f"Post {n}", image_url="/static/demo/sky.jpg")

    assert count_queries(api_client, "/api/blog-categories/science") == one <= 2


def test_a_category_is_served_from_the_cache_and_a_write_refreshes_it(api_client):
    categorised("Science", title="First", days_ago=1)
    first = api_client.get("/api/blog-categories/science")

    with CaptureQueriesContext(connection) as queries:
        again = api_client.get("/api/blog-categories/science")
        unchanged = api_client.get("/api/blog-categories/science", HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.content == first.content
    assert unchanged.status_code == 304
    assert len(queries.captured_queries) == 0

    newer = categorised("Science", title="Second")
    assert _titles(api_client.get("/api/blog-categories/science").json()["posts"]) == [
        "Second",
        "First",
    ]
    post_update(instance=newer, data={"categories": ["Travel"]})
    assert _titles(api_client.get("/api/blog-categories/science").json()["posts"]) == ["First"]


def test_made_up_categories_and_query_strings_add_nothing_to_the_cache(api_client):
    categorised("Science")
    api_client.get("/api/blog-categories/science")
    entries = len(cache._cache)

    for n in range(50):
        assert api_client.get(f"/api/blog-categories/made-up-{n}").status_code == 404
        assert api_client.get(f"/api/blog-categories/science?n={n}").status_code == 200
        assert api_client.get(f"/api/blog-categories/Science-{n}").status_code == 404

    assert len(cache._cache) == entries


def test_category_list_has_each_category_with_a_published_post_and_its_last_change():
    old = categorised("Science", days_ago=10)
    new = categorised("Science", "Physics", days_ago=2)
    categorised("Drafts", is_published=False)
    categorised("Later", published_at=timezone.now() + timedelta(days=1))

    listed = dict(category_list())

    assert set(listed) == {"science", "physics"}
    assert listed["physics"] == max(new.published_at, new.updated_at)
    assert listed["science"] >= max(old.updated_at, new.published_at)


def _dates_through_the_posts() -> dict:
    """What category_list must answer, worked out from post_list's rule for visitors (the
    category rows' copy of the posts' visibility and dates left out)."""
    dates: dict = {}
    for post in post_list(viewer=AnonymousUser()):
        for link in post.category_links.all():
            changed = max(post.published_at, post.updated_at)
            dates[link.slug] = max(dates.get(link.slug, changed), changed)
    return dates


def test_category_dates_follow_every_write_of_a_post_through_the_services(monkeypatch):
    edited = categorised("Science", days_ago=30)
    moved = categorised("Physics", days_ago=20)
    hidden = categorised("Chemistry", days_ago=15)
    deleted = categorised("Biology", days_ago=12)
    restored = categorised("Maths", days_ago=11)
    due = categorised("Music", published_at=timezone.now() + timedelta(days=3))
    categorised("Books", is_published=False)

    post_update(instance=edited, data={"title": "Edited today"})
    post_update(instance=moved, data={"categories": ["Travel"]})
    post_update(instance=hidden, data={"is_published": False})
    post_delete(instance=deleted)
    post_delete(instance=restored)
    post_restore(post_id=restored.pk)
    assert dict(category_list()) == _dates_through_the_posts()
    assert set(dict(category_list())) == {"science", "travel", "maths"}
    assert dict(category_list())["science"] > timezone.now() - timedelta(minutes=1)

    # A scheduled post's category appears when it comes due, with no write: the rows'
    # publication date is compared with the time of the request.
    with monkeypatch.context() as later:
        later.setattr(timezone, "now", lambda: due.published_at + timedelta(minutes=1))
        assert dict(category_list())["music"] == due.published_at
    post_update(instance=due, data={"published_at": timezone.now() - timedelta(days=1)})
    assert dict(category_list()) == _dates_through_the_posts()


def test_the_migration_copies_the_dates_of_the_posts_already_written():
    copy_post_dates = import_module("apps.blog.migrations.0009_category_dates").copy_post_dates
    for n in range(3):
        categorised("Science", "Travel", days_ago=n)
    post_delete(instance=categorised("Biology", days_ago=5))
    categorised("Later", published_at=timezone.now() + timedelta(days=1))
    BlogPostCategory.objects.update(post_listed=False, post_published_at=None, post_changed_at=None)
    assert category_list() == []

    copy_post_dates(django_apps, None)

    assert dict(category_list()) == _dates_through_the_posts()
    assert set(dict(category_list())) == {"science", "travel"}


# --- related posts, previous and next ----------------------------------------------------------


def _related(api_client, post) -> dict:
    response = api_client.get(f"/api/blog-posts/{post.slug}/related")
    assert response.status_code == 200, response.content
    return response.json()


def test_related_posts_share_the_first_category_then_any_then_are_the_newest(api_client):
    post = categorised("Science", "Physics", title="The post", days_ago=5)
    categorised("Travel", title="Newest of all", days_ago=0)
    categorised("Physics", title="Shares physics, newer", days_ago=1)
    categorised("science", title="Shares science, older", days_ago=9)
    categorised("Chemistry", "Science", title="Shares science, newer", days_ago=3)

    related = _related(api_client, post)["related"]

    assert _titles(related) == [
        "Shares science, newer",
        "Shares science, older",
        "Shares physics, newer",
    ]
    assert set(related[0]) == {
        "id",
        "slug",
        "title",
        "excerpt",
        "categories",
        "publishedAt",
        "readTime",
        "imageUrl",
        "imageAlt",
    }


def test_related_posts_are_filled_up_with_the_newest_never_the_post_itself(api_client):
    post = categorised("Science", title="The post", days_ago=1)
    categorised("Science", title="Shares science", days_ago=30)
    categorised("Travel", title="Newest other")
    categorised("Art", title="Second newest other", days_ago=2)
    categorised("Art", title="Oldest other", days_ago=40)

    assert _titles(_related(api_client, post)["related"]) == [
        "Shares science",
        "Newest other",
        "Second newest other",
    ]


def test_a_post_without_categories_gets_the_newest_posts(api_client):
    post = categorised(title="No categories", days_ago=1)
    categorised("Science", title="One", days_ago=0)
    categorised("Travel", title="Two", days_ago=2)

    assert _titles(_related(api_client, post)["related"]) == ["One", "Two"]


def test_drafts_scheduled_and_deleted_posts_are_never_related_nor_previous_nor_next(api_client):
    post = categorised("Science", title="The post", days_ago=5)
    categorised("Science", title="Draft", is_published=False, days_ago=4)
    categorised("Science", title="Scheduled", published_at=timezone.now() + timedelta(days=1))
    post_delete(instance=categorised("Science", title="Deleted", days_ago=6))

    body = _related(api_client, post)

    assert body == {"related": [], "previous": None, "next": None}


def test_previous_is_the_next_older_and_next_the_next_newer_published_post(api_client):
    oldest = categorised("Art", title="Oldest", days_ago=30)
    older = categorised("Art", title="Older", days_ago=20)
    post = categorised("Science", title="The post", days_ago=10)
    newer = categorised("Travel", title="Newer", days_ago=5)
    categorised("Travel", title="Newest", days_ago=1)
    categorised("Art", title="Draft between", is_published=False, days_ago=7)

    body = _related(api_client, post)
    assert (body["previous"]["title"], body["next"]["title"]) == ("Older", "Newer")
    assert body["previous"]["slug"] == older.slug
    assert _related(api_client, oldest)["previous"] is None
    assert _related(api_client, oldest)["next"]["title"] == "Older"
    assert _related(api_client, newer)["next"]["title"] == "Newest"


def test_posts_published_at_the_same_moment_still_follow_each_other_once():
    moment = timezone.now() - timedelta(days=1)
    posts = [categorised("Art", title=f"Twin {n}", published_at=moment) for n in range(3)]

    # Back to the first by `previous`, then forward by `next`: every twin once.
    current = posts[0]
    while (previous := post_neighbours(post=current).previous) is not None:
        current = previous
    chain = []
    while current is not None:
        chain.append(current.title)
        current = post_neighbours(post=current).next
    assert sorted(chain) == ["Twin 0", "Twin 1", "Twin 2"]


def test_a_drafts_related_posts_are_the_owners_only(api_client, owner_client):
    draft = categorised("Science", title="Draft", is_published=False)
    categorised("Science", title="Published")

    assert api_client.get(f"/api/blog-posts/{draft.slug}/related").status_code == 404
    owner = owner_client.get(f"/api/blog-posts/{draft.id}/related").json()
    assert _titles(owner["related"]) == ["Published"]


def test_an_unknown_post_has_no_related_posts(api_client):
    assert api_client.get("/api/blog-posts/no-such-post/related").status_code == 404
    assert api_client.get(f"/api/blog-posts/{'x' * 3000}/related").status_code == 404


def test_related_posts_read_in_a_constant_number_of_queries(
    api_client, django_assert_max_num_queries
):
    post = categorised("Science", "Physics", title="The post", days_ago=3)
    categorised("Science", title="One")
    few = count_queries(api_client, f"/api/blog-posts/{post.slug}/related")
    for n in range(40):
        categorised(
            "Science" if n % 2 else "Physics", title=f"Post {n}", days_ago=n % 7, content="x" * 5000
        )

    # One post is missing from its related ones, which costs one more query ("the newest").
    assert count_queries(api_client, f"/api/blog-posts/{post.slug}/related") <= few
    cache.clear()
    with django_assert_max_num_queries(6):
        api_client.get(f"/api/blog-posts/{post.slug}/related")


def test_related_posts_are_cached_for_visitors_until_a_write(api_client):
    post = categorised("Science", title="The post", days_ago=3)
    first = _related(api_client, post)

    with CaptureQueriesContext(connection) as queries:
        assert _related(api_client, post) == first
    assert len(queries.captured_queries) == 0

    categorised("Science", title="A new one")
    assert _titles(_related(api_client, post)["related"]) == ["A new one"]
