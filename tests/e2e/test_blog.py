"""The blog as a visitor uses it: list, post by slug or id, not found, empty state."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Page, expect

from tests.blog.factories import BlogPostFactory
from tests.e2e.visiting import expect_not_found, follow, no_api_requests, open_from

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

LONDON = ZoneInfo("Europe/London")


def test_blog_list_shows_published_posts_with_their_details(page: Page, live_server, page_errors):
    BlogPostFactory(
        title="Why the Sky Is Blue",
        slug="why-the-sky-is-blue",
        excerpt="Rayleigh scattering, explained.",
        categories=["Science"],
        read_time=7,
        published_at=datetime(2025, 1, 4, 12, tzinfo=LONDON),
    )
    BlogPostFactory(title="A secret draft", is_published=False)

    page.goto(live_server.url + "/blog")

    expect(page.get_by_role("heading", name="My Blogs", level=1)).to_be_visible()
    cards = page.get_by_role("article")
    expect(cards).to_have_count(1)
    card = cards.first
    expect(card.get_by_role("heading", name="Why the Sky Is Blue")).to_be_visible()
    expect(card).to_contain_text("Science")
    expect(card).to_contain_text("7 min read")
    expect(card).to_contain_text("January 4, 2025")
    expect(card).to_contain_text("Rayleigh scattering, explained.")
    expect(page.get_by_text("A secret draft")).to_have_count(0)
    assert page_errors == []


def test_first_paint_needs_no_api_request(page: Page, live_server):
    BlogPostFactory()

    with no_api_requests(page):
        page.goto(live_server.url + "/blog")
        expect(page.get_by_role("article")).to_have_count(1)


def test_read_more_opens_the_post(page: Page, live_server, page_errors):
    BlogPostFactory(
        title="Why the Sky Is Blue",
        slug="why-the-sky-is-blue",
        content="<p>First paragraph.</p>\nA second line <strong>in bold</strong>.",
    )
    post = live_server.url + "/blog/why-the-sky-is-blue"

    open_from(page, live_server.url + "/blog", "Read More", post, "Why the Sky Is Blue")

    expect(page.locator(".post-body strong")).to_have_text("in bold")
    expect(page).to_have_title("Why the Sky Is Blue | Alex Morgan")
    assert page_errors == []


def test_post_is_reachable_by_id(page: Page, live_server):
    post = BlogPostFactory(title="By its id")

    page.goto(f"{live_server.url}/blog/{post.id}")

    expect(page.get_by_role("heading", name="By its id", level=1)).to_be_visible()


def test_missing_post_shows_post_not_found_with_status_404(page: Page, live_server, page_errors):
    expect_not_found(page, live_server.url + "/blog/no-such-post", "Post Not Found")

    expect(page.get_by_text("The blog post you're looking for doesn't exist.")).to_be_visible()
    follow(page, "Back to Blog", live_server.url + "/blog")
    assert page_errors == []


def test_empty_blog_says_so(page: Page, live_server):
    page.goto(live_server.url + "/blog")

    expect(page.get_by_role("heading", name="No blog posts yet")).to_be_visible()
    expect(page.get_by_text("Check back soon for new content!")).to_be_visible()


def test_scripts_in_post_content_never_run(page: Page, live_server, page_errors):
    BlogPostFactory(slug="xss", content='<img src="/x" onerror="window.__pwned=1">')  # raw row

    page.goto(live_server.url + "/blog/xss")
    expect(page.get_by_role("heading", level=1)).to_be_visible()

    # The Content-Security-Policy forbids inline handlers even if one reached the page.
    assert page.evaluate("window.__pwned") is None
