"""A blog category's page (/blog/category/{slug}) as the server sends it: head, canonical, feed
link, JSON-LD, first data and first screen; 404 for a category without published posts, a
redirect for another spelling of one; its RSS feed; the sitemap's entries; badges linking there;
and what a post's page embeds for its related section."""

import re
import xml.etree.ElementTree as ET
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.test import Client
from django.utils import timezone

from tests.blog.categorised import categorised
from tests.core.factories import SiteProfileFactory
from tests.pages.html import canonical, initial_data, json_ld, meta, sitemap_locations

pytestmark = pytest.mark.django_db


def _root(html: str) -> str:
    return html.split('<div id="root">', 1)[1].split("<noscript>", 1)[0]


@pytest.fixture
def science(db):
    """Three Science posts (the newest spells it "Science"), a draft, a scheduled one and a
    post of another category."""
    SiteProfileFactory(name="Ada Example")
    posts = [
        categorised("science", title="Light <and> colour", days_ago=30),
        categorised("Physics", "Science", title="Why the Sky Is Blue", days_ago=10),
        categorised("Science", title="Tides", days_ago=1, image_url="/media/demo/t-1200w.webp"),
    ]
    categorised("Science", title="Secret draft", is_published=False)
    categorised("Science", title="Not yet", published_at=timezone.now() + timedelta(days=2))
    categorised("Travel", title="Castles in Edinburgh", days_ago=2)
    return posts


def test_the_category_page_has_its_own_head_canonical_feed_and_json_ld(client: Client, science):
    response = client.get("/blog/category/science")

    html = response.content.decode()
    assert response.status_code == 200
    assert "<title>Science — Blog | Ada Example</title>" in html
    description = "Articles by Ada Example about Science, newest first."
    assert meta(html, "name", "description") == description
    assert meta(html, "property", "og:title") == "Science — Blog | Ada Example"
    assert meta(html, "property", "og:url") == "http://testserver/blog/category/science"
    assert canonical(html) == "http://testserver/blog/category/science"
    assert (
        '<link rel="alternate" type="application/rss+xml" title="Science — Blog (RSS)" '
        'href="http://testserver/blog/category/science/feed.xml">'
    ) in html
    assert "noindex" not in html
    person, collection = json_ld(html)
    assert person["@type"] == "Person"
    assert collection == {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        "name": "Science — Blog",
        "description": description,
        "url": "http://testserver/blog/category/science",
        "about": "Science",
    }


def test_the_category_page_embeds_what_the_api_answers_a_visitor(client: Client, science):
    html = client.get("/blog/category/science").content.decode()

    data = initial_data(html)
    assert data["page"] == "blog-category"
    embedded = data["data"]["/api/blog-categories/science"]
    assert embedded == client.get("/api/blog-categories/science").json()
    assert [post["title"] for post in embedded["posts"]] == [
        "Tides",
        "Why the Sky Is Blue",
        "Light <and> colour",
    ]


def test_the_first_screen_draws_the_heading_and_the_first_row_of_that_category_only(
    client: Client, science
):
    root = _root(client.get("/blog/category/science").content.decode())

    assert '<h1 class="text-4xl font-bold text-slate-900 dark:text-white">Science</h1>' in root
    assert "Every post I have written about Science, newest first." in root
    assert re.search(r'<a href="/blog" class="[^"]*">.*Back to Blog</a>', root)
    assert re.findall(r'<h2 class="[^"]*">([^<]*)</h2>', root) == [
        "Tides",
        "Why the Sky Is Blue",
        "Light &lt;and&gt; colour",
    ]
    for hidden in ("Secret draft", "Not yet", "Castles"):
        assert hidden not in root
    first_image = re.findall(r"<img [^>]*>", root)[0]
    assert 'fetchpriority="high"' in first_image


def test_the_first_screens_badges_link_to_their_category(client: Client, science):
    post = _root(client.get(f"/blog/{science[1].slug}").content.decode())
    blog = _root(client.get("/blog").content.decode())  # Tides, Castles (Travel), Sky

    badge = (
        '<a href="/blog/category/{}" class="inline-flex items-center rounded-full px-3 py-1 '
        "text-xs font-semibold whitespace-nowrap bg-slate-100 text-slate-700 dark:bg-slate-800 "
        'dark:text-slate-200"><span class="sr-only">Category:</span> {}</a>'
    )
    assert badge.format("science", "Science") in blog
    assert badge.format("travel", "Travel") in blog
    assert badge.format("physics", "Physics") in post

    # 'general' and a name a slug keeps nothing of have no page: plain badges.
    categorised(title="No categories at all")
    categorised("日本", title="A name without a slug")
    newest = _root(client.get("/blog").content.decode())
    plain = r'<span class="[^"]*rounded-full[^"]*">{}</span>'
    assert re.search(plain.format("general"), newest)
    assert re.search(plain.format("日本"), newest)
    assert "/blog/category/general" not in newest


@pytest.mark.parametrize(
    "path",
    [
        "/blog/category/nothing-here",
        "/blog/category/secret",  # a draft's only category
        "/blog/category/later",  # a scheduled post's only category
        "/blog/category/" + "x" * 81,
        "/blog/category/" + "x" * 5000,
        "/blog/category/%3Cscript%3Ealert(1)",
        "/blog/category/a%20b",
        "/blog/category/..",
        "/blog/category/%27%22",
        "/blog/category/%F0%9F%9A%80",
        "/blog/category/general",
    ],
)
def test_a_category_without_published_posts_is_a_404_with_its_own_not_found(client: Client, path):
    categorised("Science")
    categorised("Secret", is_published=False)
    categorised("Later", published_at=timezone.now() + timedelta(days=1))

    response = client.get(path)

    html = response.content.decode()
    assert response.status_code == 404
    assert "<title>Category Not Found | " in html
    assert '<meta name="robots" content="noindex, nofollow">' in html
    assert initial_data(html)["page"] == "not-found"
    assert "The category you&#x27;re looking for doesn&#x27;t exist." in _root(html)
    assert "<script>alert" not in html


def test_a_category_address_with_more_segments_is_the_sites_404(client: Client):
    categorised("Science")

    for path in ("/blog/category/science/more", "/blog/category/%3Cb%3E%2F%3C%2Fb%3E"):
        response = client.get(path)
        assert response.status_code == 404
        assert "<title>404 Page Not Found | " in response.content.decode()
        assert "<b>" not in response.content.decode()


@pytest.mark.parametrize(
    ("spelling", "slug"),
    [
        ("Science", "science"),
        ("SCIENCE", "science"),
        ("Study%20Skills", "study-skills"),
        ("caf%C3%A9", "cafe"),
        ("Caf%C3%A9-Culture", "cafe-culture"),
    ],
)
def test_another_spelling_of_a_category_redirects_to_its_address(client: Client, spelling, slug):
    categorised("Science", "Study skills", "Café", "Café Culture")

    response = client.get(f"/blog/category/{spelling}")

    assert response.status_code == 301
    assert response["Location"] == f"/blog/category/{slug}"
    assert client.get(response["Location"]).status_code == 200


def test_other_spellings_and_made_up_categories_add_nothing_to_the_page_cache(
    client: Client, settings
):
    categorised("Science")
    client.get("/blog/category/science")
    entries = len(cache._cache)

    for n in range(30):
        assert client.get(f"/blog/category/made-up-{n}").status_code == 404
        assert client.get(f"/blog/category/Science?n={n}").status_code == 301
    assert client.get("/blog/category/sCIENCE").status_code == 301

    assert len(cache._cache) == entries


def test_each_category_has_an_rss_feed_of_its_published_posts(client: Client, settings, science):
    settings.SITE_URL = "https://ada.example"

    response = client.get("/blog/category/science/feed.xml")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/rss+xml")
    channel = ET.fromstring(response.content).find("channel")
    assert channel.findtext("title") == "Ada Example: My Blogs — Science"
    assert channel.findtext("link") == "https://ada.example/blog/category/science"
    items = channel.findall("item")
    assert [item.findtext("title") for item in items] == [
        "Tides",
        "Why the Sky Is Blue",
        "Light <and> colour",
    ]
    assert items[0].findtext("link") == f"https://ada.example/blog/{science[2].slug}"
    assert items[0].findtext("guid") == f"https://ada.example/blog/{science[2].id}"
    assert [c.text for c in items[1].findall("category")] == ["Physics", "Science"]
    self_link = channel.find("{http://www.w3.org/2005/Atom}link")
    assert self_link.get("href") == "https://ada.example/blog/category/science/feed.xml"


def test_a_category_feed_reads_its_posts_with_their_bodies_in_one_query(
    client: Client, django_assert_max_num_queries
):
    for n in range(12):
        categorised("Science", title=f"Post {n}", content=f"<p>Body {n}</p>")
    # The same few queries for 12 posts as for 3: the bodies come with the posts (they were
    # read one post at a time).
    with django_assert_max_num_queries(4):
        response = client.get("/blog/category/science/feed.xml")
    assert response.status_code == 200
    assert b"Body 11" in response.content


@pytest.mark.parametrize(
    "slug", ["nothing-here", "secret", "Science", "x" * 300, "%3Cb%3E", "%F0%9F%9A%80"]
)
def test_a_feed_of_a_category_without_published_posts_is_a_404(client: Client, slug):
    categorised("Science")
    categorised("Secret", is_published=False)

    assert client.get(f"/blog/category/{slug}/feed.xml").status_code == 404


def test_the_blog_and_its_categories_advertise_their_feeds(client: Client, science):
    blog = client.get("/blog").content.decode()
    assert (
        '<link rel="alternate" type="application/rss+xml" title="My Blogs (RSS)" '
        'href="http://testserver/blog/feed.xml">'
    ) in blog
    # A page that lists nothing of its own advertises the site's feed (issue 25).
    post = client.get(f"/blog/{science[0].slug}").content.decode()
    assert 'type="application/rss+xml" title="My Blogs (RSS)"' in post


def test_the_sitemap_lists_each_category_with_a_published_post_at_its_last_change(
    client: Client, settings, science
):
    settings.SITE_URL = "https://ada.example"

    locations = sitemap_locations(client)
    root = ET.fromstring(client.get("/sitemap-blog-categories.xml").content)

    assert {
        "https://ada.example/blog/category/science",
        "https://ada.example/blog/category/physics",
        "https://ada.example/blog/category/travel",
    } <= locations
    assert not [loc for loc in locations if loc.endswith(("/secret", "/not-yet", "/later"))]
    assert sum("/blog/category/" in loc for loc in locations) == 3
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    lastmod = {
        url.findtext("s:loc", namespaces=ns): url.findtext("s:lastmod", namespaces=ns)
        for url in root.findall("s:url", ns)
    }
    newest = max(science[2].published_at, science[2].updated_at)
    assert lastmod["https://ada.example/blog/category/science"] == newest.date().isoformat()


def test_the_sitemap_leaves_out_a_category_whose_posts_are_all_hidden(client: Client):
    categorised("Secret", is_published=False)
    categorised("Later", published_at=timezone.now() + timedelta(days=1))

    assert not [loc for loc in sitemap_locations(client) if "/blog/category/" in loc]


def test_a_posts_page_embeds_its_related_posts_as_the_api_answers_them(client: Client, science):
    post = science[1]

    for address in (f"/blog/{post.slug}", f"/blog/{post.id}"):
        data = initial_data(client.get(address).content.decode())["data"]
        related = data[f"/api/blog-posts/{post.slug}/related"]
        assert related == client.get(f"/api/blog-posts/{post.slug}/related").json()
        assert [p["title"] for p in related["related"]] == [
            "Tides",
            "Light <and> colour",
            "Castles in Edinburgh",
        ]
        assert related["previous"]["title"] == "Light <and> colour"
        assert related["next"]["title"] == "Castles in Edinburgh"
        # The post itself stays the page's first data.
        assert next(iter(data.values()))["id"] == str(post.id)


def test_a_posts_page_reads_in_a_constant_number_of_queries(
    client: Client, science, django_assert_max_num_queries
):
    from tests.helpers import count_queries

    few = count_queries(client, f"/blog/{science[1].slug}")
    for n in range(20):
        categorised("Science", title=f"More {n}", days_ago=n % 5, content="words " * 500)

    assert count_queries(client, f"/blog/{science[1].slug}") <= few
    assert count_queries(client, "/blog/category/science") <= few
