"""/sitemap.xml is the index of the sections' pages, each at most SITEMAP_PAGE_SIZE addresses: a
site with years of posts never builds one sitemap of every row in one request."""

import xml.etree.ElementTree as ET

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.pages.sitemaps import SiteUrlSitemap
from tests.blog.factories import BlogPostFactory

pytestmark = pytest.mark.django_db

NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def _index(client) -> list[tuple[str, str | None]]:
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    root = ET.fromstring(response.content)
    return [
        (item.findtext("s:loc", namespaces=NS), item.findtext("s:lastmod", namespaces=NS))
        for item in root.findall("s:sitemap", NS)
    ]


def test_the_index_names_every_page_of_every_section_on_the_site_url(client, settings, monkeypatch):
    settings.SITE_URL = "https://student.example"
    monkeypatch.setattr(SiteUrlSitemap, "limit", 2)
    posts = [BlogPostFactory(is_published=True) for _ in range(5)]

    index = dict(_index(client))

    blog_pages = [loc for loc in index if "/sitemap-blog.xml" in loc]
    assert blog_pages == [
        "https://student.example/sitemap-blog.xml",
        "https://student.example/sitemap-blog.xml?p=2",
        "https://student.example/sitemap-blog.xml?p=3",
    ]
    newest = max(post.updated_at for post in posts)
    assert index[blog_pages[0]].startswith(newest.date().isoformat())
    listed = []
    for page in blog_pages:
        root = ET.fromstring(client.get(page.removeprefix(settings.SITE_URL)).content)
        urls = [loc.text for loc in root.findall("s:url/s:loc", NS)]
        assert 1 <= len(urls) <= 2
        listed += urls
    assert sorted(listed) == sorted(
        f"https://student.example{post.get_absolute_url()}" for post in posts
    )


def test_the_index_costs_the_same_queries_whatever_the_site_holds(client):
    BlogPostFactory(is_published=True)
    with CaptureQueriesContext(connection) as small:
        client.get("/sitemap.xml")
    for _ in range(30):
        BlogPostFactory(is_published=True)
    with CaptureQueriesContext(connection) as big:
        client.get("/sitemap.xml")

    assert len(big) == len(small)
    # No query reads the rows themselves: counts and the newest change only.
    assert not [q for q in big.captured_queries if "LIMIT" in q["sql"] and "OFFSET" in q["sql"]]


@pytest.mark.parametrize(
    "path", ["/sitemap-nothing.xml", "/sitemap-blog.xml?p=99", "/sitemap-blog.xml?p=two"]
)
def test_an_unknown_section_or_page_is_a_404(client, path):
    BlogPostFactory(is_published=True)

    assert client.get(path).status_code == 404
