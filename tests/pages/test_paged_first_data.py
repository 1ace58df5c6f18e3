"""A list page embeds the API's first page and the next page's address (its Link header), so a
visitor's first paint shows page one with no API round trip and 'Load more' knows where to go."""

import re

import pytest
from django.test import Client

from tests.blog.factories import BlogPostFactory
from tests.content_types import CONTENT
from tests.pages.html import initial_data
from tests.showcase.factories import ProjectFactory

pytestmark = pytest.mark.django_db

LISTS = [
    ("/blog", "blog-posts"),
    ("/gcse-journey", "gcse-journal"),
    ("/media", "media-items"),
    ("/achievements", "achievements"),
    ("/memes", "memes"),
]


@pytest.fixture(autouse=True)
def small_pages(settings):
    settings.API_PAGE_SIZE = 2


def link_of(response) -> str | None:
    header = response.headers.get("Link")
    return re.match(r'^<([^>]+)>; rel="next"$', header)[1] if header else None


@pytest.mark.parametrize(("page", "name"), LISTS)
def test_a_list_page_embeds_the_first_page_and_the_next_pages_address(page, name, client: Client):
    content = CONTENT[name]
    for _ in range(3):
        content.factory()
    content.factory(is_published=False)

    embedded = initial_data(client.get(page).content.decode())
    api = client.get(content.url)

    ids = [row["id"] for row in embedded["data"][content.url]]
    assert ids == [row["id"] for row in api.json()]  # page one, as the API answers it
    assert len(ids) == 2
    assert embedded["next"] == {content.url: link_of(api)}  # where 'Load more' goes
    following = client.get(embedded["next"][content.url]).json()
    assert len(following) == 1
    assert following[0]["id"] not in ids


def test_the_last_page_embeds_no_next_address(client: Client):
    BlogPostFactory.create_batch(2)
    embedded = initial_data(client.get("/blog").content.decode())
    assert len(embedded["data"]["/api/blog-posts"]) == 2
    assert embedded["next"] == {}


def test_projects_and_travel_stories_are_embedded_whole(client: Client):
    for n in range(3):
        ProjectFactory(sort_order=n)
        CONTENT["travel-stories"].factory()
    for page, key in (("/projects", "/api/projects"), ("/travel", "/api/travel-stories")):
        embedded = initial_data(client.get(page).content.decode())
        assert len(embedded["data"][key]) == 3
        assert embedded["next"] == {}
