"""Long lists a page at a time, as a visitor and the owner use them: the server's first page on
the first paint, 'Load more' fetching the next one (the API's Link header), a failed page
reported with a retry that works, and the owner's list in the panel."""

from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from tests.blog.factories import BlogPostFactory
from tests.e2e.admin import open_tab
from tests.e2e.visiting import no_api_requests, record_api_calls
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db(transaction=True)

PAGE_SIZE = 2


@pytest.fixture(autouse=True)
def small_pages(settings):
    settings.API_PAGE_SIZE = PAGE_SIZE


def five_posts(**fields) -> list[str]:
    """Five posts, newest first: their titles in the list's order."""
    now = timezone.now()
    for n in range(1, 6):
        BlogPostFactory(title=f"Post number {n}", published_at=now - timedelta(days=n), **fields)
    return [f"Post number {n}" for n in range(1, 6)]


def card_titles(page: Page) -> list[str]:
    return page.get_by_role("article").get_by_role("heading").all_inner_texts()


@pytest.mark.rendering
def test_a_visitor_loads_the_next_posts(page: Page, live_server, page_errors):
    titles = five_posts()
    BlogPostFactory(title="A secret draft", is_published=False)

    with no_api_requests(page):  # page one is in the server's HTML
        page.goto(live_server.url + "/blog")
        expect(page.get_by_role("article")).to_have_count(PAGE_SIZE)
    assert card_titles(page) == titles[:2]

    calls = record_api_calls(page)
    more = page.get_by_role("button", name="Load more posts")
    more.click()
    expect(page.get_by_role("article")).to_have_count(4)
    assert card_titles(page) == titles[:4]
    assert len(calls) == 1
    assert "/api/blog-posts?cursor=" in calls[0]
    expect(more).to_be_focused()  # the focus stays where the visitor was

    more.click()
    expect(page.get_by_role("article")).to_have_count(5)
    assert card_titles(page) == titles
    expect(more).to_have_count(0)
    expect(page.get_by_text("That's all the posts.")).to_be_focused()
    expect(page.get_by_text("A secret draft")).to_have_count(0)
    assert page_errors == []


@pytest.mark.rendering
def test_a_failed_page_is_reported_and_try_again_loads_it(page: Page, live_server, page_errors):
    titles = five_posts()
    page.goto(live_server.url + "/blog")
    expect(page.get_by_role("article")).to_have_count(PAGE_SIZE)

    failing = {"on": True}

    def answer(route):
        if failing["on"]:
            route.fulfill(status=503, body="Service Unavailable")
        else:
            route.continue_()

    page.route("**/api/blog-posts?cursor=*", answer)
    page.get_by_role("button", name="Load more posts").click()
    expect(
        page.get_by_role("alert").filter(has_text="More posts could not be loaded")
    ).to_be_visible()
    expect(page.get_by_role("article")).to_have_count(PAGE_SIZE)

    failing["on"] = False
    page.get_by_role("button", name="Try again").click()
    expect(page.get_by_role("article")).to_have_count(4)
    assert card_titles(page) == titles[:4]
    expect(page.get_by_text("More posts could not be loaded")).to_have_count(0)
    # Only the failed request's own console line, which the browser logs for any 503.
    assert [e for e in page_errors if "503" not in e] == []


def test_the_owner_loads_more_posts_in_the_panel(owner_page: Page, live_server, page_errors):
    titles = five_posts()
    BlogPostFactory(
        title="A draft of mine",
        is_published=False,
        published_at=timezone.now() - timedelta(days=10),
    )
    open_tab(owner_page, live_server, "blog", "Create New Post")
    pane = owner_page.get_by_role("heading", name="Blog Posts (2+)")
    expect(pane).to_be_visible()
    for title in titles[:2]:
        expect(owner_page.get_by_text(title, exact=True)).to_be_visible()
    expect(owner_page.get_by_text(titles[2], exact=True)).to_have_count(0)

    more = owner_page.get_by_role("button", name="Load more blog posts")
    more.click()
    expect(owner_page.get_by_text(titles[3], exact=True)).to_be_visible()
    expect(owner_page.get_by_role("heading", name="Blog Posts (4+)")).to_be_visible()
    more.click()
    expect(owner_page.get_by_text("A draft of mine", exact=True)).to_be_visible()
    expect(owner_page.get_by_role("heading", name="Blog Posts (6)")).to_be_visible()
    expect(more).to_have_count(0)
    assert page_errors == []


@pytest.mark.rendering
def test_the_journal_filters_on_the_server_and_loads_more_of_a_subject(
    page: Page, live_server, page_errors
):
    today = timezone.localdate()
    for n in range(1, 6):
        GcseJournalEntryFactory(
            subject="physics", topic=f"Physics week {n}", study_date=today - timedelta(days=n)
        )
    GcseJournalEntryFactory(
        subject="maths", topic="Ratios, the newest", study_date=today - timedelta(days=0)
    )
    page.goto(live_server.url + "/gcse-journey")
    cards = page.get_by_role("article")
    expect(cards).to_have_count(PAGE_SIZE)

    # The oldest entry is on no page loaded yet: the server's search finds it.
    page.get_by_role("searchbox", name="Search journal entries").fill("week 5")
    expect(cards).to_have_count(1)
    expect(cards.first).to_contain_text("Physics week 5")
    page.get_by_role("searchbox", name="Search journal entries").fill("")

    page.get_by_role("tab", name="Physics").click()
    expect(cards).to_have_count(PAGE_SIZE)
    expect(cards.first).to_contain_text("Physics week 1")
    page.get_by_role("button", name="Load more entries").click()
    expect(cards).to_have_count(4)
    page.get_by_role("button", name="Load more entries").click()
    expect(cards).to_have_count(5)
    expect(cards.filter(has_text="Ratios")).to_have_count(0)
    expect(page.get_by_role("button", name="Load more entries")).to_have_count(0)
    assert page_errors == []
