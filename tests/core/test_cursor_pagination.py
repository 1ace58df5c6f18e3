"""Every API list is read a page at a time: DRF's cursor, the body the plain array the
specification describes, the next page's address in a `Link: <...>; rel="next"` header."""

import re
from base64 import b64encode
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.test import override_settings
from django.utils import timezone

from tests.contact.factories import ContactMessageFactory
from tests.content_types import CONTENT
from tests.showcase.factories import ProjectFactory
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("small_pages")]

PAGE_SIZE = 2
# Projects and travel stories stay whole (apps/showcase/views.py, apps/travel/views.py).
PAGED = [name for name in CONTENT if name not in {"projects", "travel-stories"}]
LINK = re.compile(r'^<(?P<url>[^>]+)>; rel="next"$')


@pytest.fixture
def small_pages(settings):
    settings.API_PAGE_SIZE = PAGE_SIZE


def next_url(response) -> str | None:
    header = response.headers.get("Link")
    if header is None:
        return None
    match = LINK.match(header)
    assert match, header
    return match["url"]


def walk(client, url: str) -> tuple[list[str], list]:
    """Every page from `url` on, following the Link headers: the ids in order, and the pages."""
    ids, pages = [], []
    while url:
        response = client.get(url)
        assert response.status_code == 200, response.content
        body = response.json()
        assert isinstance(body, list)  # the plain array, never an envelope
        assert len(body) <= PAGE_SIZE
        pages.append(body)
        ids += [row["id"] for row in body]
        url = next_url(response)
        assert url is None or url.startswith("/api/")  # relative: the same host, any proxy
    return ids, pages


def whole_list(client, url: str, settings) -> list[str]:
    settings.API_PAGE_SIZE = 1000
    cache.clear()  # the visitor cache's pages are of the site's one page size
    try:
        return [row["id"] for row in client.get(url).json()]
    finally:
        settings.API_PAGE_SIZE = PAGE_SIZE


def make_rows(content, count: int, **fields):
    """`count` rows, several of which share the listed-by value (ties the cursor's offset and
    the id tie-breaker must keep in one order)."""
    rows = []
    for n in range(count):
        extra = dict(fields)
        if content.dated_by:
            extra[content.dated_by] = content.days_ago(n // 2)  # pairs share a date
        rows.append(content.factory(**extra))
    return rows


@pytest.mark.parametrize("name", PAGED)
def test_visitor_pages_visit_every_published_row_once_in_the_list_order(name, api_client, settings):
    content = CONTENT[name]
    published = make_rows(content, 5)
    drafts = make_rows(content, 2, is_published=False)

    first = api_client.get(content.url)
    assert first.status_code == 200
    assert len(first.json()) == PAGE_SIZE
    assert next_url(first) is not None

    ids, pages = walk(api_client, content.url)
    assert sorted(ids) == sorted(str(row.pk) for row in published)  # each once, no drafts
    assert len(ids) == len(set(ids))
    assert not {str(row.pk) for row in drafts} & set(ids)
    assert ids == whole_list(api_client, content.url, settings)  # the order the screens show
    assert [len(page) for page in pages] == [2, 2, 1]


@pytest.mark.parametrize("name", PAGED)
def test_owner_pages_include_drafts_and_end_without_a_link(name, owner_client, settings):
    content = CONTENT[name]
    rows = make_rows(content, 3) + make_rows(content, 1, is_published=False)
    ids, pages = walk(owner_client, content.url)
    assert sorted(ids) == sorted(str(row.pk) for row in rows)
    assert ids == whole_list(owner_client, content.url, settings)
    assert len(pages) == 2


def test_blog_pages_are_newest_first_with_the_id_breaking_ties(api_client):
    content = CONTENT["blog-posts"]
    moment = timezone.now() - timedelta(days=1)
    same = [content.factory(published_at=moment) for _ in range(3)]
    newer = content.factory(published_at=moment + timedelta(hours=1))
    older = content.factory(published_at=moment - timedelta(hours=1))
    ids, _ = walk(api_client, content.url)
    tied = sorted(same, key=lambda row: (row.created_at, row.pk), reverse=True)
    assert ids == [str(row.pk) for row in [newer, *tied, older]]


def test_the_last_page_has_no_link_and_a_short_list_is_one_page(api_client):
    content = CONTENT["memes"]
    make_rows(content, PAGE_SIZE)
    response = api_client.get(content.url)
    assert len(response.json()) == PAGE_SIZE
    assert "Link" not in response.headers


def test_the_next_link_keeps_the_list_filter(api_client):
    content = CONTENT["media-items"]
    for _ in range(3):
        content.factory(type="video")
    content.factory(type="article")
    response = api_client.get(content.url, {"type": "video", "utm": "x"})
    url = next_url(response)
    assert "type=video" in url
    assert "utm" not in url
    ids, _ = walk(api_client, f"{content.url}?type=video")
    assert len(ids) == 3


@pytest.mark.parametrize(
    "cursor",
    [
        "garbage",
        "caf\u00e9",  # not ASCII
        b64encode(b"o=1&r=0&p=not-a-date").decode(),
        b64encode(b"o=-4&r=0&p=2020-01-01").decode(),
        b64encode(b"o=1&r=x").decode(),
    ],
)
def test_a_cursor_that_cannot_be_read_is_a_404_saying_so(cursor, api_client, owner_client):
    make_rows(CONTENT["blog-posts"], 3)
    for client in (api_client, owner_client):
        response = client.get("/api/blog-posts", {"cursor": cursor})
        assert response.status_code == 404
        assert "Invalid cursor" in response.json()["detail"]


def test_visitor_cache_keeps_each_page_and_its_link(api_client):
    content = CONTENT["gcse-journal"]
    make_rows(content, 5)
    first_ids, first_pages = walk(api_client, content.url)
    again_ids, again_pages = walk(api_client, content.url)  # now from the visitor cache
    assert again_ids == first_ids
    assert again_pages == first_pages
    second = api_client.get(content.url)
    assert next_url(second) is not None  # the kept body kept its Link header too


def test_a_write_starts_the_pages_again(api_client, owner_client):
    content = CONTENT["memes"]
    make_rows(content, 3)
    before, _ = walk(api_client, content.url)
    added = content.factory()
    after, _ = walk(api_client, content.url)
    assert after == [str(added.pk), *before]


def test_projects_stay_whole_for_the_owners_reorder_screen(api_client):
    for n in range(PAGE_SIZE + 2):
        ProjectFactory(sort_order=n)
    response = api_client.get("/api/projects")
    assert len(response.json()) == PAGE_SIZE + 2
    assert "Link" not in response.headers


def test_travel_stories_stay_whole_for_the_map(api_client):
    make_rows(CONTENT["travel-stories"], PAGE_SIZE + 2)
    response = api_client.get("/api/travel-stories")
    assert len(response.json()) == PAGE_SIZE + 2
    assert "Link" not in response.headers


def test_approved_testimonials_page_for_visitors_and_pending_for_the_owner(
    api_client, owner_client
):
    approved = [ApprovedTestimonialFactory() for _ in range(3)]
    pending = [TestimonialFactory() for _ in range(3)]
    ids, _ = walk(api_client, "/api/testimonials")
    assert sorted(ids) == sorted(str(row.pk) for row in approved)
    ids, _ = walk(owner_client, "/api/testimonials?status=pending")
    assert sorted(ids) == sorted(str(row.pk) for row in pending)
    ids, _ = walk(owner_client, "/api/testimonials/admin")
    assert sorted(ids) == sorted(str(row.pk) for row in approved + pending)


def test_the_inbox_pages_newest_first(owner_client, api_client):
    messages = [ContactMessageFactory() for _ in range(5)]
    ids, _pages = walk(owner_client, "/api/contact-messages")
    newest_first = sorted(messages, key=lambda row: (row.created_at, row.pk), reverse=True)
    assert ids == [str(row.pk) for row in newest_first]
    assert api_client.get("/api/contact-messages").status_code == 401


@override_settings(CORS_ALLOWED_ORIGINS=["https://app.example"])
def test_another_origins_script_may_read_the_link_header(api_client):
    make_rows(CONTENT["blog-posts"], 3)
    response = api_client.get("/api/blog-posts", HTTP_ORIGIN="https://app.example")
    assert response.headers["Access-Control-Allow-Origin"] == "https://app.example"
    assert "link" in response.headers["Access-Control-Expose-Headers"].lower()


def test_the_journal_filters_by_subject_and_search_on_the_server(api_client, owner_client):
    journal = CONTENT["gcse-journal"]
    physics = [journal.factory(subject="physics", topic=f"Waves {n}") for n in range(3)]
    journal.factory(subject="maths", topic="Waves in maths")
    journal.factory(subject="physics", topic="Hidden waves", is_published=False)
    journal.factory(subject="physics", topic="Circuits", content="Ohm's law")

    ids, pages = walk(api_client, "/api/gcse-journal?subject=physics&q=WAVES")
    assert sorted(ids) == sorted(str(row.pk) for row in physics)
    assert len(pages) == 2  # the filter is kept from page to page
    ids, _ = walk(api_client, "/api/gcse-journal?q=ohm")
    assert len(ids) == 1
    ids, _ = walk(owner_client, "/api/gcse-journal?subject=physics&q=waves")
    assert len(ids) == 4  # the owner's list has the draft too

    refused = api_client.get("/api/gcse-journal?subject=latin")
    assert refused.status_code == 400
    assert refused.json()["subject"] == [
        "Subject must be one of maths, physics, chemistry, biology, english, economics"
    ]


def test_the_gallery_filters_by_category_on_the_server(api_client, owner_client):
    gallery = CONTENT["gallery-items"]
    travel = [gallery.factory(category="travel") for _ in range(3)]
    gallery.factory(category="academic")
    hidden = gallery.factory(category="travel", is_published=False)

    ids, pages = walk(api_client, "/api/gallery-items?category=travel")
    assert sorted(ids) == sorted(str(row.pk) for row in travel)
    assert len(pages) == 2
    ids, _ = walk(owner_client, "/api/gallery-items?category=travel")
    assert str(hidden.pk) in ids
    assert len(ids) == 4
    refused = api_client.get("/api/gallery-items?category=cats")
    assert refused.status_code == 400
    assert "category" in refused.json()
