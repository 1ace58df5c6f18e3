"""The feeds as a feed reader reads them: every address in an item absolute, the site's feed at
/feed.xml too, and every page's head pointing to a feed."""

import re
import xml.etree.ElementTree as ET

import pytest
from django.test import Client

from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory

pytestmark = pytest.mark.django_db

CONTENT = "{http://purl.org/rss/1.0/modules/content/}encoded"
MARKDOWN = (
    "See [tides](/blog/tides), [the next one](moon), [a page](?page=2) and "
    "[elsewhere](https://example.com/x).[^1]\n\n"
    "![The shore](/media/blog/shore-960w.webp)\n\n"
    "[^1]: A note."
)


def _body(client: Client, address: str = "/blog/feed.xml") -> str:
    response = client.get(address)
    assert response.status_code == 200
    item = ET.fromstring(response.content).find("channel/item")
    return item.findtext(CONTENT)


@pytest.fixture
def post():
    SiteProfileFactory(name="Ada Example")
    return BlogPostFactory(slug="shore", content=MARKDOWN, content_format="markdown")


def test_every_address_in_an_item_is_absolute(client, post):
    body = _body(client)

    assert 'href="http://testserver/blog/tides"' in body
    assert 'href="http://testserver/blog/moon"' in body
    assert 'href="http://testserver/blog/shore?page=2"' in body
    assert 'href="https://example.com/x"' in body
    assert 'src="http://testserver/media/blog/shore-960w.webp"' in body
    # A footnote is a place on the post's own page.
    assert 'href="http://testserver/blog/shore#fn1"' in body
    assert 'href="http://testserver/blog/shore#fnref1"' in body
    addresses = re.findall(r'\s(?:href|src)="([^"]*)"', body)
    assert addresses
    assert all(re.match(r"https?://", address) for address in addresses), addresses


def test_a_pictures_srcset_is_absolute_too(client):
    SiteProfileFactory(name="Ada Example")
    BlogPostFactory(
        slug="shore",
        content_format="html",
        content=(
            '<img src="/media/a-960w.webp" alt="A" '
            'srcset="/media/a-480w.webp 480w, /media/a-960w.webp 960w">'
        ),
    )

    body = _body(client)

    site = "http://testserver/media"
    assert f'srcset="{site}/a-480w.webp 480w, {site}/a-960w.webp 960w"' in body


def test_feed_xml_answers_the_sites_feed(client, post):
    site = client.get("/feed.xml")
    blog = client.get("/blog/feed.xml")

    assert site.status_code == 200
    assert site["Content-Type"].startswith("application/rss+xml")
    assert site.content == blog.content


@pytest.mark.parametrize("path", ["/", "/about", "/blog", "/blog/shore", "/search?q=x", "/nope"])
def test_every_page_links_a_feed_in_its_head(client, post, path):
    html = client.get(path).content.decode()

    head = html[: html.index("</head>")]
    assert re.search(
        r'<link rel="alternate" type="application/rss\+xml" title="[^"]+" '
        r'href="http://testserver/blog/feed\.xml">',
        head,
    )
