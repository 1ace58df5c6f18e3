"""One route table: every page's address comes from the URL patterns apps/pages/routes.py
builds (reverse() and the models' get_absolute_url()), never from a string put together by hand,
so the sitemap, the feed, canonical links and the first data's keys cannot disagree with the
pages the server answers."""

import pytest
from django.test import Client
from django.urls import resolve

from apps.pages.routes import PAGES, page_url
from tests.blog.factories import BlogPostFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.pages.html import initial_data, sitemap_text
from tests.showcase.factories import ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

ROW_PAGES = {
    "blog-post": BlogPostFactory,
    "gcse-journey-entry": GcseJournalEntryFactory,
    "travel-story": TravelStoryFactory,
    "project": ProjectFactory,
}


def test_every_page_has_one_address_that_resolves_back_to_it():
    names = [page.url_name for page in PAGES]
    assert len(names) == len(set(names))
    for page in PAGES:
        url = page.url(slug="a-slug") if "(?P<slug>" in page.path else page.url()
        assert resolve(url).kwargs["page"] is page


@pytest.mark.parametrize("key", ROW_PAGES)
def test_a_rows_absolute_url_is_its_page_which_embeds_it_and_names_it_canonical(
    client: Client, key
):
    row = ROW_PAGES[key](is_published=True)
    url = row.get_absolute_url()

    assert url == page_url(key, slug=row.slug)
    assert resolve(url).kwargs["page"].key == key
    response = client.get(url)
    html = response.content.decode()
    assert response.status_code == 200
    embedded = next(iter(initial_data(html)["data"].values()))
    assert embedded["id"] == str(row.id)
    assert f'<link rel="canonical" href="http://testserver{url}">' in html


def test_the_sitemap_and_the_feed_use_the_rows_absolute_urls(client: Client, settings):
    settings.SITE_URL = "https://student.example"
    rows = [factory(is_published=True) for factory in ROW_PAGES.values()]

    sitemap = sitemap_text(client)
    feed = client.get("/blog/feed.xml").content.decode()

    for row in rows:
        assert f"<loc>https://student.example{row.get_absolute_url()}</loc>" in sitemap
    assert f"<link>https://student.example{rows[0].get_absolute_url()}</link>" in feed
    assert "<link>https://student.example/blog</link>" in feed
