"""The first screen the server draws inside #root: from the visitor's first data only (no
draft ever), escaped, and none for the admin panel. Where it lands on the screen is checked in
a real browser (tests/e2e/test_first_screen.py)."""

import gzip
import re

import pytest
from django.test import Client

from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import AchievementFactory, ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db


def _root(html: str) -> str:
    return html.split('<div id="root">', 1)[1].split("<noscript>", 1)[0]


def test_home_draws_the_header_and_hero_from_the_profile(client: Client):
    SiteProfileFactory(name="Ada <Example>", tagline="Curious & kind", location="Leeds")

    root = _root(client.get("/").content.decode())

    assert "Ada &lt;Example&gt;" in root
    assert "<Example>" not in root
    assert '<h1 class="mt-4 max-w-3xl' in root
    assert "Curious &amp; kind</h1>" in root
    assert 'aria-current="page" class="rounded-md px-3 py-2' in root  # Home is current
    assert root.count('aria-current="page"') == 1


def test_blog_draws_its_first_row_of_published_posts_with_the_lcp_picture_first(client: Client):
    for day in range(1, 6):
        BlogPostFactory(
            title=f"Post {day}",
            slug=f"post-{day}",
            image_url=f"/media/demo/post-{day}-1200w.webp",
            published_at=f"2025-01-0{day}T12:00:00Z",
        )
    BlogPostFactory(title="Secret <draft>", is_published=False)

    root = _root(client.get("/blog").content.decode())

    assert re.findall(r'<h2 class="[^"]*">([^<]*)</h2>', root) == ["Post 5", "Post 4", "Post 3"]
    assert "Secret" not in root
    images = re.findall(r"<img [^>]*>", root)
    assert 'fetchpriority="high"' in images[0]
    assert 'loading="eager"' in images[0]
    assert all('loading="lazy"' in img for img in images[1:])
    assert 'srcset="/media/demo/post-5-480w.webp 480w, ' in images[0]
    assert "January 5, 2025</time>" in root
    assert 'Read More<span class="sr-only">: Post 5</span>' in root


def test_a_post_draws_its_sanitised_body_and_a_draft_draws_nothing(client: Client):
    BlogPostFactory(
        title="Tides <b>",
        slug="tides",
        content='<p>High tide <script>alert(1)</script><a href="javascript:x">x</a></p>',
    )
    BlogPostFactory(title="Hidden", slug="hidden", is_published=False, content="Hidden body")

    root = _root(client.get("/blog/tides").content.decode())
    assert "<h1 class=" in root
    assert "Tides &lt;b&gt;</h1>" in root
    assert '<div class="post-body' in root
    assert "<p>High tide" in root
    assert "<script" not in root
    assert "javascript:" not in root

    missing = client.get("/blog/hidden")
    assert missing.status_code == 404
    assert "Hidden body" not in missing.content.decode()


@pytest.mark.parametrize("path", ["/admin", "/admin/login"])
def test_the_admin_panel_gets_no_first_screen(client: Client, path: str):
    assert '<div id="root"></div>' in client.get(path).content.decode()


def test_pages_and_json_are_sent_compressed_to_clients_that_ask(client: Client):
    BlogPostFactory.create_batch(3)

    page = client.get("/blog", headers={"accept-encoding": "gzip"})
    api = client.get("/api/blog-posts", headers={"accept-encoding": "gzip"})
    plain = client.get("/blog")

    assert page["Content-Encoding"] == api["Content-Encoding"] == "gzip"
    assert "data-first-screen" in gzip.decompress(page.content).decode()
    assert plain.get("Content-Encoding") is None
    assert "Accept-Encoding" in page["Vary"]


@pytest.mark.parametrize(
    ("path", "title"),
    [
        ("/contact", "Get In Touch"),
        ("/sitemap", "Site Map"),
        ("/travel", "Travel Journey"),
        ("/achievements", "Achievements &amp; Certificates"),
        ("/media", "Media &amp; Publications"),
        ("/gcse-journey", "My GCSE Journal"),
        ("/gcsejourney", "My GCSE Journal"),
    ],
)
def test_list_and_form_pages_draw_their_heading(client: Client, path: str, title: str):
    root = _root(client.get(path).content.decode())

    assert f'<h1 class="text-4xl font-bold text-slate-900 dark:text-white">{title}</h1>' in root
    current = re.findall(r'<a href="([^"]+)" aria-current="page"', root)
    assert current == (
        ["/gcsejourney"] if "journey" in path else (["/contact"] if path == "/contact" else [])
    )


def test_detail_pages_draw_their_top_escaped_and_a_draft_draws_only_not_found(client: Client):
    GcseJournalEntryFactory(slug="ions", topic="Ions <b>", content="Notes <i>x</i>", progress=64)
    GcseJournalEntryFactory(slug="draft", content="Secret draft notes", is_published=False)
    TravelStoryFactory(slug="tokyo", title="Tokyo <script>", image_url="/media/demo/t-1600w.webp")
    ProjectFactory(slug="buddy", title="Buddy", image_url="", website="https://www.example.com/a")

    entry = _root(client.get("/gcse-journey/ions").content.decode())
    assert "Ions &lt;b&gt;</h1>" in entry
    assert "Notes &lt;i&gt;x&lt;/i&gt;</p>" in entry
    assert 'value="64"' in entry
    story = _root(client.get("/travel/tokyo").content.decode())
    assert "Tokyo &lt;script&gt;</h1>" in story
    image = re.findall(r"<img [^>]*>", story)[0]
    assert 'fetchpriority="high"' in image
    assert 'srcset="/media/demo/t-480w.webp 480w, /media/demo/t-960w.webp 960w' in image
    project = _root(client.get("/projects/buddy").content.decode())
    assert "Buddy</h1>" in project
    assert "example.com/a" not in project  # the host only, as the React page shows it
    assert "example.com</span>" in project

    draft = client.get("/gcse-journey/draft")
    assert draft.status_code == 404
    assert "Secret draft" not in draft.content.decode()
    assert ">Entry Not Found</h1>" in _root(draft.content.decode())
    assert ">Project Not Found</h1>" in _root(client.get("/projects/none").content.decode())


def test_lists_draw_their_first_row_of_published_cards(client: Client):
    for i in range(4):
        AchievementFactory(title=f"Award {i}", image_url=f"/media/demo/award-{i}-1600w.webp")
    AchievementFactory(title="Hidden award", is_published=False)

    root = _root(client.get("/achievements").content.decode())

    assert len(re.findall(r'<h2 class="mt-4 text-xl[^"]*">Award \d</h2>', root)) == 3
    assert "Hidden" not in root
    images = re.findall(r"<img [^>]*>", root)
    assert 'fetchpriority="high"' in images[0]
    assert all('loading="lazy"' in img for img in images[1:])
    assert all("480w" in img for img in images)
