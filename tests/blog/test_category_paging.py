"""A category of a big blog is read a page at a time (issue 17): GET /api/blog-categories/{slug}
answers its name and the first page of its posts, with the next page's address, GET
/api/blog-posts?category=<slug>&cursor=..., in a Link header; the category's page embeds both."""

import re
from base64 import b64encode
from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache
from django.utils import timezone

from apps.blog.selectors import category_get
from tests.blog.categorised import categorised
from tests.pages.html import initial_data

pytestmark = pytest.mark.django_db

PAGE_SIZE = 2


@pytest.fixture(autouse=True)
def small_pages(settings):
    settings.API_PAGE_SIZE = PAGE_SIZE


def link_of(response) -> str | None:
    header = response.headers.get("Link")
    return re.match(r'^<([^>]+)>; rel="next"$', header)[1] if header else None


def _science(count: int = 5) -> list[str]:
    """`count` published Science posts (two sharing a date), plus a draft, a scheduled post and
    a post of another category between them; their titles in the list's order."""
    now = timezone.now()
    same = now - timedelta(days=2)
    made = []
    for n in range(count):
        when = same if n in (1, 2) else now - timedelta(days=n + 1)
        categorised("Science", "Travel", title=f"Science {n}", published_at=when)
        made.append((when, n))
    categorised("Science", title="Draft", is_published=False, days_ago=0.5)
    categorised("Science", title="Scheduled", published_at=now + timedelta(hours=1))
    categorised("Travel", title="Travel only", days_ago=1.5)
    # Newest first; of two published together, the one written last first.
    return [f"Science {n}" for _, n in sorted(made, reverse=True)]


def _walk(client, first_response) -> tuple[list[dict], list]:
    """Every post of the category: the first page, then each Link until there is none."""
    rows = list(first_response.json()["posts"])
    responses = [first_response]
    following = link_of(first_response)
    while following:
        assert following.startswith("/api/blog-posts?category=science&cursor=")
        response = client.get(following)
        assert response.status_code == 200
        rows += response.json()
        responses.append(response)
        following = link_of(response)
    return rows, responses


def _titles(rows) -> list[str]:
    return [row["title"] for row in rows]


def test_a_category_answers_its_first_page_and_links_to_the_next(api_client):
    _science()

    response = api_client.get("/api/blog-categories/science")

    assert response.status_code == 200
    body = response.json()
    assert body["name"] == "Science"
    assert len(body["posts"]) == PAGE_SIZE
    assert "content" not in body["posts"][0]  # cards, as before
    assert link_of(response).startswith("/api/blog-posts?category=science&cursor=")


def test_following_the_links_gives_every_published_post_once_newest_first(api_client):
    titles = _science()

    rows, responses = _walk(api_client, api_client.get("/api/blog-categories/science"))

    ids = [row["id"] for row in rows]
    assert len(ids) == len(set(ids))
    assert sorted(_titles(rows)) == sorted(titles)  # no draft, scheduled or Travel-only post
    # The order of the category's whole list (as the feed reads it, and as it was before).
    whole = category_get(viewer=AnonymousUser(), slug="science").posts
    assert ids == [str(post.id) for post in whole]
    assert _titles(rows) == titles
    assert len(responses) == 3  # 2 + 2 + 1
    assert link_of(responses[-1]) is None


def test_a_category_that_fits_one_page_has_no_link(api_client):
    _science(count=2)
    response = api_client.get("/api/blog-categories/science")
    assert len(response.json()["posts"]) == 2
    assert "Link" not in response.headers


def test_the_owner_pages_through_drafts_of_the_category_too(owner_client):
    titles = _science()
    rows, _ = _walk(owner_client, owner_client.get("/api/blog-categories/science"))
    assert sorted(_titles(rows)) == sorted([*titles, "Draft", "Scheduled"])


def test_the_posts_list_filters_by_category_for_visitors(api_client):
    titles = _science()
    rows = []
    following = "/api/blog-posts?category=science"
    while following:
        response = api_client.get(following)
        rows += response.json()
        following = link_of(response)
    assert _titles(rows) == titles
    # Unfiltered, the newest page holds the Travel-only post.
    assert "Travel only" in _titles(api_client.get("/api/blog-posts").json())


@pytest.mark.parametrize("slug", ["made-up", "Science", "drafts-only", "caf%C3%A9", "a" * 300])
def test_a_category_filter_no_visible_post_has_is_404(slug, api_client):
    _science()
    categorised("Drafts only", is_published=False)
    assert api_client.get(f"/api/blog-posts?category={slug}").status_code == 404


def test_a_bad_cursor_in_a_category_is_404(api_client):
    _science()
    for cursor in ("garbage", b64encode(b"o=1&r=0&p=not-a-date").decode()):
        response = api_client.get("/api/blog-posts", {"category": "science", "cursor": cursor})
        assert response.status_code == 404
        assert "Invalid cursor" in response.json()["detail"]


def test_made_up_category_filters_add_nothing_to_the_cache(api_client):
    _science()
    api_client.get("/api/blog-posts?category=science")
    entries = len(cache._cache)
    for n in range(20):
        assert api_client.get(f"/api/blog-posts?category=made-up-{n}").status_code == 404
    assert len(cache._cache) == entries


def test_the_visitor_cache_keeps_each_filtered_page_apart(api_client):
    _science()
    science = api_client.get("/api/blog-posts?category=science")
    travel = api_client.get("/api/blog-posts?category=travel")
    # Read again, now from the visitor cache: each filter keeps its own page and Link.
    assert _titles(api_client.get("/api/blog-posts?category=travel").json()) == [
        "Science 0",
        "Travel only",
    ]
    again = api_client.get("/api/blog-posts?category=science&n=1")  # other parameters: ignored
    assert _titles(again.json()) == _titles(science.json()) == ["Science 0", "Science 2"]
    assert link_of(again) == link_of(science)
    assert link_of(travel).startswith("/api/blog-posts?category=travel&cursor=")


def test_the_category_page_embeds_the_first_page_and_its_next_address(client):
    titles = _science()

    embedded = initial_data(client.get("/blog/category/science").content.decode())
    api = client.get("/api/blog-categories/science")

    key = "/api/blog-categories/science"
    assert embedded["data"][key] == api.json()
    assert _titles(embedded["data"][key]["posts"]) == titles[:PAGE_SIZE]
    assert embedded["next"] == {key: link_of(api)}
    following = client.get(embedded["next"][key]).json()
    assert _titles(following) == titles[PAGE_SIZE : 2 * PAGE_SIZE]


def test_a_small_category_page_embeds_no_next_address(client):
    _science(count=1)
    embedded = initial_data(client.get("/blog/category/science").content.decode())
    assert embedded.get("next", {}) == {}
