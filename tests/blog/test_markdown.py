"""A post's body in Markdown (new posts) or HTML (posts written before Markdown): the owner writes
`content` and `contentFormat`; every reader gets `content` rendered by the one renderer and its
format, and only the owner's reads add the source (`contentSource`); the blog list's first data
carries no bodies; the feed carries each post's rendered body; Django admin writes through the
same services; the posts stored before the upgrade get their rendering from a migration,
unchanged."""

import json
import re

import pytest

from apps.blog.models import BlogPost
from tests.blog.factories import BlogPostFactory
from tests.helpers import migrated_back_to

pytestmark = pytest.mark.django_db

URL = "/api/blog-posts"
MARKDOWN = "## Tides\n\nThe **Moon** pulls.\nTwice a day.\n\n- spring\n- neap"
RENDERED = (
    "<h2>Tides</h2>\n<p>The <strong>Moon</strong> pulls.<br>\nTwice a day.</p>\n"
    "<ul>\n<li>spring</li>\n<li>neap</li>\n</ul>\n"
)


def _create(client, **fields):
    body = {"title": "Tides", "excerpt": "The Moon.", "isPublished": True, **fields}
    return client.post(URL, body, format="json")


def test_a_new_post_is_markdown_and_every_reader_gets_its_rendering_and_format(
    owner_client, api_client
):
    created = _create(owner_client, content=MARKDOWN)

    assert created.status_code == 201
    post = BlogPost.objects.get()
    assert (post.content, post.content_format, post.content_html) == (
        MARKDOWN,
        "markdown",
        RENDERED,
    )
    read = api_client.get(f"{URL}/{post.slug}").json()
    assert (read["content"], read["contentFormat"]) == (RENDERED, "markdown")
    assert "contentSource" not in read
    assert api_client.get(URL).json()[0]["content"] == RENDERED
    owners = owner_client.get(f"{URL}/{post.slug}").json()
    assert (owners["content"], owners["contentSource"]) == (RENDERED, MARKDOWN)


def test_a_post_written_in_html_is_stored_sanitised_and_rendered_as_it(owner_client):
    created = _create(
        owner_client, content='<p onclick="x()">Hi</p>\n<script>1</script>', contentFormat="html"
    )

    assert created.status_code == 201
    assert created.json()["contentSource"] == "<p>Hi</p>\n"
    assert created.json()["content"] == "<p>Hi</p>\n"
    assert created.json()["contentFormat"] == "html"


def test_an_update_renders_the_new_text_and_a_change_of_format(owner_client):
    post = BlogPostFactory(content="<p>*old*</p>")
    path = f"{URL}/{post.id}"

    changed = owner_client.patch(path, {"content": "*new*"}, format="json").json()
    assert (changed["contentFormat"], changed["content"]) == ("html", "*new*")

    changed = owner_client.patch(path, {"contentFormat": "markdown"}, format="json").json()
    assert (changed["contentSource"], changed["content"]) == ("*new*", "<p><em>new</em></p>\n")


@pytest.mark.parametrize("value", ["rtf", "", None, 3])
def test_an_unknown_format_is_refused_and_nothing_is_stored(owner_client, value):
    response = _create(owner_client, content="x", contentFormat=value)

    assert response.status_code == 400
    assert response.json() == {"contentFormat": ["Content format must be markdown or html"]}
    assert not BlogPost.all_objects.exists()


def test_a_refused_update_changes_neither_text_nor_rendering(owner_client):
    post = BlogPostFactory(content_format="markdown", content="*kept*")
    rendered = post.content_html

    response = owner_client.patch(
        f"{URL}/{post.id}", {"content": "*lost*", "contentFormat": "rtf"}, format="json"
    )

    assert response.status_code == 400
    post.refresh_from_db()
    assert (post.content, post.content_html) == ("*kept*", rendered)


def test_the_rendering_is_never_written_by_a_client(owner_client):
    response = _create(
        owner_client,
        content="a",
        contentHtml="<script>alert(1)</script>",
        contentSource="<script>alert(2)</script>",
    )

    assert (response.json()["content"], response.json()["contentSource"]) == ("<p>a</p>\n", "a")


def _first_data(html: str) -> dict:
    match = re.search(r'<script id="initial-data" type="application/json">(.*?)</script>', html)
    return json.loads(match[1])["data"]


def test_the_blog_lists_first_data_carries_no_bodies(client):
    BlogPostFactory(title="Listed", content="<p>A body only the post page needs.</p>")

    page = client.get("/blog").content.decode()

    assert "A body only the post page needs" not in page
    (rows,) = _first_data(page).values()
    assert [row["title"] for row in rows] == ["Listed"]
    assert "contentHtml" not in rows[0]
    assert "content" not in rows[0]


def test_the_post_page_shows_markdown_rendered_and_html_as_it_always_did(client):
    new = BlogPostFactory(content=MARKDOWN, content_format="markdown", slug="new")
    old = BlogPostFactory(content="<p>Old</p>\nline", slug="old")

    new_page = client.get(f"/blog/{new.slug}").content.decode()
    old_page = client.get(f"/blog/{old.slug}").content.decode()

    assert (
        f'<div class="post-body mt-10 text-lg text-slate-800 dark:text-slate-200">{RENDERED}</div>'
        in new_page
    )
    assert (
        '<div class="post-body mt-10 text-lg text-slate-800 dark:text-slate-200 '
        'whitespace-pre-line"><p>Old</p>\nline</div>' in old_page
    )


def test_the_feed_carries_each_posts_rendered_body(client):
    BlogPostFactory(content=MARKDOWN, content_format="markdown", excerpt="The Moon.")
    BlogPostFactory(content="<p>Old</p>\nline", excerpt="Before.")

    feed = client.get("/blog/feed.xml").content.decode()

    assert 'xmlns:content="http://purl.org/rss/1.0/modules/content/"' in feed
    encoded = re.findall(r"<content:encoded>(.*?)</content:encoded>", feed, re.S)
    assert "&lt;h2&gt;Tides&lt;/h2&gt;" in encoded[0] or "&lt;h2&gt;Tides&lt;/h2&gt;" in encoded[1]
    assert any("&lt;p&gt;Old&lt;/p&gt;&lt;br&gt;\nline" in body for body in encoded)
    assert "<description>The Moon.</description>" in feed  # the excerpt stays the summary


def test_a_post_added_in_django_admin_is_rendered_by_the_services(owner_browser):
    from django.utils import timezone

    response = owner_browser.post(
        "/django-admin/blog/blogpost/add/",
        {
            "title": "By hand",
            "slug": "by-hand",
            "excerpt": "e",
            "content": "**bold**",
            "content_format": "markdown",
            "categories": "[]",
            "published_at_0": timezone.now().strftime("%Y-%m-%d"),
            "published_at_1": "10:00:00",
            "read_time": 4,
        },
    )

    assert response.status_code == 302, response.content
    assert BlogPost.objects.get().content_html == "<p><strong>bold</strong></p>\n"


@pytest.mark.django_db(transaction=True)
def test_posts_stored_before_markdown_get_their_rendering_unchanged():
    old_apps, forward = migrated_back_to("blog", "0004_writing_and_finding")
    old = old_apps.get_model("blog", "BlogPost")
    stored = (
        '<p>Hello <a href="https://example.com" rel="noopener noreferrer nofollow">x</a></p>\nBye'
    )
    old.objects.create(
        title="Old post", slug="old-post", excerpt="e", content=stored, content_format="html"
    )

    forward()

    post = BlogPost.objects.get(slug="old-post")
    assert (post.content, post.content_html) == (stored, stored)
