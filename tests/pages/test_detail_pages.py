"""Every detail page (a blog post, a journal entry, a travel story, a project) answers 404 with
the not-found page for a row that does not exist, and for a row visitors may not see, by slug or
by id, without leaking a word of it; the sitemap lists the pages of published rows only, with
every public page and nothing private."""

from dataclasses import dataclass

import pytest
from django.test import Client

from tests.blog.factories import BlogPostFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.pages.html import initial_data, sitemap_locations
from tests.showcase.factories import ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

NOINDEX = '<meta name="robots" content="noindex, nofollow">'
PUBLIC_PAGES = [
    "/",
    "/blog",
    "/gcse-journey",
    "/travel",
    "/achievements",
    "/media",
    "/projects",
    "/memes",
]


@dataclass(frozen=True)
class DetailPage:
    prefix: str  # the page's address is prefix/<slug or id>
    factory: type
    secrets: dict  # text fields of a hidden row that must not reach the page


DETAIL_PAGES = [
    pytest.param(
        DetailPage("/blog", BlogPostFactory, {"title": "Draft title here"}), id="blog-post"
    ),
    pytest.param(
        DetailPage(
            "/gcse-journey",
            GcseJournalEntryFactory,
            {"topic": "Draft topic here", "content": "Draft notes here"},
        ),
        id="journal-entry",
    ),
    pytest.param(
        DetailPage(
            "/travel", TravelStoryFactory, {"title": "Hidden trip title", "content": "Hidden notes"}
        ),
        id="travel-story",
    ),
    pytest.param(
        DetailPage("/projects", ProjectFactory, {"title": "Secret project title"}), id="project"
    ),
]


@pytest.mark.parametrize("key", ["no-such-row", "00000000-0000-0000-0000-000000000000"])
@pytest.mark.parametrize("page", DETAIL_PAGES)
def test_a_missing_row_answers_404_with_the_not_found_page(client: Client, page, key):
    response = client.get(f"{page.prefix}/{key}")

    html = response.content.decode()
    assert response.status_code == 404
    assert NOINDEX in html
    assert initial_data(html)["page"] == "not-found"
    assert initial_data(html)["data"] == {}


@pytest.mark.parametrize("page", DETAIL_PAGES)
def test_a_hidden_rows_page_is_404_and_leaks_nothing(client: Client, page):
    hidden = page.factory(slug="hidden-row", is_published=False, **page.secrets)

    for key in ("hidden-row", hidden.id):
        response = client.get(f"{page.prefix}/{key}")
        html = response.content.decode()
        assert response.status_code == 404
        assert NOINDEX in html
        for secret in page.secrets.values():
            assert secret not in html


@pytest.mark.parametrize("page", DETAIL_PAGES)
def test_the_sitemap_lists_published_rows_pages_only(client: Client, page):
    page.factory(slug="public-row")
    page.factory(slug="hidden-row", is_published=False)

    locations = sitemap_locations(client)

    assert f"http://testserver{page.prefix}" in locations
    assert f"http://testserver{page.prefix}/public-row" in locations
    assert f"http://testserver{page.prefix}/hidden-row" not in locations


def test_the_sitemap_lists_every_public_page_and_nothing_private(client: Client):
    locations = sitemap_locations(client)

    for path in PUBLIC_PAGES:
        assert f"http://testserver{path}" in locations
    assert not [loc for loc in locations if "/admin" in loc]
    assert not [loc for loc in locations if "gcsejourney" in loc]  # the old address
    assert not [loc for loc in locations if "(?P<" in loc]  # a route pattern, not an address
