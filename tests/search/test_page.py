"""The /search page: its results are in the HTML the server sends, with the head of a page of
results (never indexed); the query is text wherever it is shown."""

import json
import re

import pytest
from django.test import Client
from django.utils import timezone

from apps.pages.loaders.search import search_key
from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.pages.html import sitemap_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def client() -> Client:
    SiteProfileFactory(name="Ada Example")
    return Client()


def _initial_data(html: str) -> dict:
    block = re.search(
        r'<script id="initial-data" type="application/json">(.*?)</script>', html, re.S
    )
    return json.loads(block[1])


def test_the_results_are_in_the_html_with_their_type_and_marks(client):
    BlogPostFactory(title="Ocean tides", slug="ocean-tides", excerpt="Why the sea moves.")
    GcseJournalEntryFactory(
        topic="Waves", slug="waves", content="The tides & the moon.", study_date="2025-01-06"
    )
    BlogPostFactory(title="Draft tides", is_published=False)

    response = client.get("/search", {"q": "tides"})
    html = response.content.decode()

    assert response.status_code == 200
    assert '<a href="/blog/ocean-tides"' in html
    assert '<a href="/gcse-journey/waves"' in html
    assert ">Blog post</span>" in html
    assert ">GCSE journal</span>" in html
    assert 'datetime="2025-01-06"' in html
    assert "January 6, 2025" in html
    assert re.search(r"<mark [^>]*>tides</mark> &amp; the moon\.", html)
    assert "2 results for “tides”" in html
    assert "Draft tides" not in html
    # ... and the same results as first data, under the address the React page asks for.
    data = _initial_data(html)["data"]
    assert [r["title"] for r in data[search_key("tides")]] == ["Ocean tides", "Waves"]


def test_a_page_of_results_is_not_indexed_and_names_the_query(client):
    html = client.get("/search", {"q": "  tides   and  moon "}).content.decode()

    assert '<meta name="robots" content="noindex, nofollow">' in html
    assert "<title>Search: tides and moon | Ada Example</title>" in html
    # One address for every query: the page itself.
    assert re.search(r'<link rel="canonical" href="[^"?]*/search">', html)


def test_the_search_page_without_a_query_invites_one(client):
    html = client.get("/search").content.decode()

    assert "<title>Search | Ada Example</title>" in html
    assert 'name="robots"' not in html
    assert "Search the blog, the GCSE journal, travel stories and projects." in html
    assert 'id="search-page-query"' in html


def test_no_result_says_so(client):
    html = client.get("/search", {"q": "quasar"}).content.decode()

    assert "No results for “quasar”." in html
    assert "Try other words." in html


def test_the_query_and_the_titles_are_escaped(client):
    BlogPostFactory(title="<script>alert(1)</script> tides", excerpt="<b>bold</b> tides")

    html = client.get("/search", {"q": '<script>alert("1")</script> tides'}).content.decode()
    body = html.split("<body>", 1)[1].split('<script id="initial-data"', 1)[0]

    assert "<script" not in body
    assert "&lt;script&gt;alert(1)&lt;/script&gt; tides" in body
    assert "&lt;b&gt;bold&lt;/b&gt; <mark" in body
    assert 'value="&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; tides"' in body
    assert "<title>Search: &lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; tides" in html


def test_each_query_gets_its_own_page(client, settings):
    """Pages are cached by their path alone; the search page is built for every query."""
    settings.DEBUG = False
    BlogPostFactory(title="Granite")
    BlogPostFactory(title="Marble")

    granite = client.get("/search", {"q": "granite"}).content.decode()
    marble = client.get("/search", {"q": "marble"}).content.decode()

    assert ">Granite</a>" in granite
    assert ">Marble</a>" not in granite
    assert ">Marble</a>" in marble
    assert ">Granite</a>" not in marble


def test_a_scheduled_post_is_not_on_the_page_until_it_is_due(client):
    BlogPostFactory(title="Future comet", published_at=timezone.now() + timezone.timedelta(days=1))

    assert "Future comet" not in client.get("/search", {"q": "comet"}).content.decode()


def test_the_header_of_every_page_has_the_search_form(client):
    html = client.get("/blog").content.decode()

    assert re.search(r'<form role="search"[^>]*action="/search"[^>]*>', html)
    assert '<label for="header-search" class="sr-only">Search the site</label>' in html
    assert 'name="q"' in html


def test_search_pages_are_not_in_the_sitemap(client):
    assert "/search<" not in sitemap_text(client)


def test_the_page_and_the_api_share_one_search_budget_per_address(client):
    BlogPostFactory(title="Ocean tides", slug="ocean-tides")
    for _ in range(30):
        assert client.get("/search", {"q": "tides"}).status_code == 200
        assert client.get("/api/search", {"q": "tides"}).status_code == 200

    page = client.get("/search", {"q": "tides"})
    api = client.get("/api/search", {"q": "tides"})

    assert page.status_code == 429
    assert api.status_code == 429
    assert int(page["Retry-After"]) >= 1
    # Another address still searches.
    other = client.get("/search", {"q": "tides"}, REMOTE_ADDR="203.0.113.9")
    assert other.status_code == 200


def test_a_refused_search_is_a_page_in_the_site_layout_that_searches_nothing(client):
    BlogPostFactory(title="Ocean tides", slug="ocean-tides")
    for _ in range(60):
        client.get("/api/search", {"q": "tides"})

    response = client.get("/search", {"q": "tides"})
    html = response.content.decode()

    assert response.status_code == 429
    assert "no-store" in response["Cache-Control"]
    assert "<title>Please wait a moment | Ada Example</title>" in html
    assert '<meta name="robots" content="noindex, nofollow">' in html
    assert re.search(r"Too many searches in a short while\. Try again in \d+ seconds?\.", html)
    # The site's layout: its header, main and footer.
    assert all(f"<{tag}" in html for tag in ("header", "main", "footer"))
    assert "/blog/ocean-tides" not in html
    assert search_key("tides") not in _initial_data(html)["data"]


def test_the_page_without_a_query_spends_nothing(client):
    for _ in range(60):
        assert client.get("/search").status_code == 200

    assert client.get("/api/search", {"q": "tides"}).status_code == 200
