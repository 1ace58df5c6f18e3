"""The blog's pages as the server sends them: head, first data, robots, feed (404s for missing or
draft posts, and the sitemap: test_detail_pages.py)."""

import re
import xml.etree.ElementTree as ET
from unittest.mock import ANY

import pytest
from django.test import Client

from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.pages.html import assert_detail_page, initial_data, json_ld

pytestmark = pytest.mark.django_db


def test_blog_list_embeds_published_posts_as_the_api_would_less_their_bodies(client: Client):
    post = BlogPostFactory(title="Published one", content="A body only the post page needs.")
    BlogPostFactory(is_published=False, title="Secret draft")

    response = client.get("/blog")

    html = response.content.decode()
    assert response.status_code == 200
    assert "<title>My Blogs | " in html
    assert "Secret draft" not in html
    assert "A body only the post page needs." not in html
    data = initial_data(html)["data"]["/api/blog-posts"]
    api = client.get("/api/blog-posts").json()
    bodies = {"content"}
    assert data == [{k: v for k, v in row.items() if k not in bodies} for row in api]
    assert [p["id"] for p in data] == [str(post.id)]


def test_blog_post_page_has_its_own_head_and_blogposting(client: Client):
    SiteProfileFactory(name="Ada Example")
    post = BlogPostFactory(
        title="Why the Sky Is Blue",
        slug="why-the-sky-is-blue",
        excerpt="Rayleigh scattering explained.",
        image_url="/media/demo/sky.webp",
        categories=["Science"],
    )

    html = assert_detail_page(
        client,
        "/blog/why-the-sky-is-blue",
        "/api/blog-posts/why-the-sky-is-blue",
        post,
        title="Why the Sky Is Blue | Ada Example",
        description="Rayleigh scattering explained.",
    )
    assert '<meta property="og:type" content="article">' in html
    assert '<meta property="og:image" content="http://testserver/media/demo/sky.webp">' in html
    assert '<meta name="twitter:card" content="summary_large_image">' in html
    person, posting = json_ld(html)
    assert person["@type"] == "Person"
    assert posting["@type"] == "BlogPosting"
    assert posting["headline"] == "Why the Sky Is Blue"
    assert posting["image"] == "http://testserver/media/demo/sky.webp"
    assert posting["datePublished"].startswith(str(post.published_at.date()))
    assert posting["dateModified"]
    assert posting["author"]["name"] == "Ada Example"
    assert posting["mainEntityOfPage"] == "http://testserver/blog/why-the-sky-is-blue"


def test_blog_post_is_reachable_by_id_too(client: Client):
    post = BlogPostFactory(title="Reached by id")
    BlogPostFactory(title="Another post")

    response = client.get(f"/blog/{post.id}")
    html = response.content.decode()

    assert response.status_code == 200
    # The page embeds this post (keyed as the React page asks for it), not another one, and
    # what its related section asks for (by the post's slug, however the page was reached).
    assert initial_data(html)["data"] == {
        f"/api/blog-posts/{post.id}": ANY,
        f"/api/blog-posts/{post.slug}/related": ANY,
    }
    assert initial_data(html)["data"][f"/api/blog-posts/{post.id}"]["id"] == str(post.id)
    assert "<title>Reached by id" in html


def test_long_descriptions_are_cut_to_160_characters(client: Client):
    BlogPostFactory(slug="long", excerpt="word " * 100)

    html = client.get("/blog/long").content.decode()

    description = re.search(r'<meta name="description" content="([^"]*)">', html).group(1)
    assert len(description) <= 160


def test_robots_points_to_the_sitemap_and_keeps_private_areas_out(client: Client):
    response = client.get("/robots.txt")

    body = response.content.decode()
    assert response["Content-Type"].startswith("text/plain")
    assert "Sitemap: http://testserver/sitemap.xml" in body
    for private in ("Disallow: /admin", "Disallow: /django-admin/", "Disallow: /api/"):
        assert private in body


def test_blog_feed_is_valid_rss_of_published_posts(client: Client):
    SiteProfileFactory(name="Ada Example")
    BlogPostFactory(title="Public post", slug="public-post", categories=["Science"])
    BlogPostFactory(title="Draft post", is_published=False)

    response = client.get("/blog/feed.xml")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/rss+xml")
    channel = ET.fromstring(response.content).find("channel")
    assert channel.findtext("title") == "Ada Example: My Blogs"
    items = channel.findall("item")
    assert [i.findtext("title") for i in items] == ["Public post"]
    assert items[0].findtext("link") == "http://testserver/blog/public-post"
    assert items[0].findtext("category") == "Science"
    assert items[0].findtext("pubDate")
