"""A big category a page at a time, as a visitor uses it (issue 17): the category's page shows
its first page (in the server's HTML on a first paint, or read from
/api/blog-categories/{slug} after a click), and 'Load more' follows the next page's address
(GET /api/blog-posts?category=<slug>&cursor=...) until the last post of the category."""

from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import Locator, Page, expect

from tests.blog.categorised import categorised
from tests.e2e.visiting import no_api_requests, record_api_calls

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

PAGE_SIZE = 2


@pytest.fixture(autouse=True)
def small_pages(settings):
    settings.API_PAGE_SIZE = PAGE_SIZE


@pytest.fixture
def science() -> list[str]:
    """Five published Science posts, newest first, with a Travel post, a draft and a scheduled
    post of Science among them; the Science titles in the list's order."""
    now = timezone.now()
    for n in range(1, 6):
        categorised("Science", title=f"Science number {n}", published_at=now - timedelta(days=n))
    categorised("Travel", title="A Travel post", published_at=now - timedelta(days=1.5))
    categorised("Science", title="A secret draft", is_published=False, days_ago=2.5)
    categorised("Science", title="Not yet out", published_at=now + timedelta(days=1))
    return [f"Science number {n}" for n in range(1, 6)]


def _cards(page: Page) -> Locator:
    return page.get_by_role("main").get_by_role("listitem").get_by_role("article")


def _titles(page: Page) -> list[str]:
    return _cards(page).get_by_role("heading", level=2).all_inner_texts()


def _load_the_rest(page: Page, titles: list[str]) -> None:
    calls = record_api_calls(page)
    more = page.get_by_role("button", name="Load more posts")
    more.click()
    expect(_cards(page)).to_have_count(4)
    assert _titles(page) == titles[:4]
    assert len(calls) == 1
    assert "/api/blog-posts?category=science&cursor=" in calls[0]
    expect(more).to_be_focused()

    more.click()
    expect(_cards(page)).to_have_count(5)
    assert _titles(page) == titles
    expect(more).to_have_count(0)
    expect(page.get_by_text("That's all the posts.")).to_be_focused()
    for hidden in ("A Travel post", "A secret draft", "Not yet out"):
        expect(page.get_by_text(hidden)).to_have_count(0)


def test_a_visitor_loads_the_next_posts_of_a_category(
    page: Page, live_server, science, page_errors
):
    with no_api_requests(page):  # the first page is in the server's HTML
        page.goto(live_server.url + "/blog/category/science")
        expect(_cards(page)).to_have_count(PAGE_SIZE)
    assert _titles(page) == science[:PAGE_SIZE]

    _load_the_rest(page, science)
    assert page_errors == []


def test_a_category_reached_by_its_badge_loads_more_from_its_link_header(
    page: Page, live_server, science, page_errors
):
    page.goto(live_server.url + "/blog")
    card = _cards(page).filter(has_text="Science number 1")
    # Read in the browser (the blog's own cards stay on screen until it answers: waiting for
    # the cards alone could see those).
    with page.expect_response(lambda r: "/api/blog-categories/science" in r.url):
        card.get_by_role("link", name="Category: Science").click()
    expect(page).to_have_url(live_server.url + "/blog/category/science")
    expect(_cards(page).first).to_contain_text(science[0])
    expect(_cards(page)).to_have_count(PAGE_SIZE)
    assert _titles(page) == science[:PAGE_SIZE]

    _load_the_rest(page, science)
    assert page_errors == []
