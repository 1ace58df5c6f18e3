"""The site search as a visitor uses it: the header's box (the phone menu's on a phone), the
results page with each result's type and highlighted words, its empty and no-result states, and
all of it from the keyboard alone."""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.e2e.visiting import no_api_requests
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import ProjectFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def content(db):
    SiteProfileFactory(name="Ada Example")
    BlogPostFactory(
        title="My revision timetable",
        slug="my-revision-timetable",
        excerpt="How I plan the weeks before the mocks.",
        content="<p>Colour-coded, hour by hour.</p>",
        published_at=datetime(2025, 1, 4, 12, tzinfo=ZoneInfo("UTC")),
    )
    GcseJournalEntryFactory(
        topic="Ionic bonding",
        slug="ionic-bonding",
        subject="chemistry",
        content="Dot and cross diagrams. Revising them with flashcards & past papers.",
        study_date=date(2025, 1, 6),
    )
    ProjectFactory(title="Revision Buddy", slug="revision-buddy", start_date=None)
    BlogPostFactory(title="Revision secrets (a draft)", is_published=False)
    BlogPostFactory(
        title="Revision plans (scheduled)", published_at=timezone.now() + timedelta(days=1)
    )


def _results(page: Page):
    return page.get_by_role("main").get_by_role("listitem")


def test_a_visitor_searches_from_the_header_and_follows_a_result(page: Page, live_server, content):
    page.goto(live_server.url + "/blog")
    page.evaluate("window.__sameDocument = true")  # gone if the search reloaded the page

    box = page.get_by_role("banner").get_by_role("searchbox", name="Search the site")
    box.fill("revising")
    box.press("Enter")

    expect(page).to_have_url(live_server.url + "/search?q=revising")
    expect(page.get_by_role("heading", name="Search", level=1)).to_be_visible()
    expect(page).to_have_title("Search: revising | Ada Example")
    expect(page.get_by_role("main").get_by_role("status")).to_have_text("3 results for “revising”")
    results = _results(page)
    # Ranked: the title matches first (the project's and the post's), then the body match.
    expect(results).to_have_count(3)
    expect(results.nth(2)).to_contain_text("GCSE journal")
    expect(results.nth(2).get_by_role("link")).to_have_text("Ionic bonding")
    expect(results.nth(2).locator("mark")).to_have_text("Revising")
    expect(results.nth(2)).to_contain_text("January 6, 2025")
    titles = [results.nth(i).get_by_role("heading").inner_text() for i in range(2)]
    assert sorted(titles) == ["My revision timetable", "Revision Buddy"]
    expect(page.get_by_text("(a draft)")).to_have_count(0)
    expect(page.get_by_text("(scheduled)")).to_have_count(0)
    assert page.evaluate("window.__sameDocument") is True
    # The header's box is a way in; the page's own box holds the query.
    expect(box).to_have_value("")
    expect(page.get_by_role("main").get_by_role("searchbox")).to_have_value("revising")

    post = results.filter(has_text="Blog post")
    expect(post).to_contain_text("January 4, 2025")
    post.get_by_role("link", name="My revision timetable").click()
    expect(page).to_have_url(live_server.url + "/blog/my-revision-timetable")
    expect(page.get_by_role("heading", name="My revision timetable", level=1)).to_be_visible()


def test_a_results_page_comes_with_its_results(page: Page, live_server, content):
    BlogPostFactory(title="The Moon's tides ~ explained", slug="moon-tides")

    # The server escapes quotes, stars and tildes its own way in the first data's key; the page
    # reads the key's query back, finds the results it was sent and asks the API nothing.
    with no_api_requests(page):
        page.goto(live_server.url + "/search?q=Moon%27s+tides*+~")

    expect(_results(page)).to_have_count(1)
    expect(_results(page).get_by_role("link")).to_have_text("The Moon's tides ~ explained")
    robots = page.locator('meta[name="robots"]')
    expect(robots).to_have_attribute("content", "noindex, nofollow")


def test_the_empty_and_no_result_states(page: Page, live_server, content):
    page.goto(live_server.url + "/search")

    main = page.get_by_role("main")
    expect(
        main.get_by_text("Search the blog, the GCSE journal, travel stories and projects.")
    ).to_be_visible()
    expect(page.locator('meta[name="robots"]')).to_have_count(0)

    search = main.get_by_role("searchbox", name="Search the site")
    search.fill("quasar")
    main.get_by_role("button", name="Search").click()

    expect(page).to_have_url(live_server.url + "/search?q=quasar")
    expect(main.get_by_role("heading", name="No results for “quasar”.")).to_be_visible()
    expect(main.get_by_text("Try other words.")).to_be_visible()
    expect(page.locator('meta[name="robots"]')).to_have_attribute("content", "noindex, nofollow")

    # Only punctuation and operators: nothing to look for, and nothing breaks.
    search.fill('"NEAR" AND -* ()')
    search.press("Enter")
    expect(main.get_by_role("heading", name='No results for “"NEAR" AND -* ()”.')).to_be_visible()


def test_the_phone_menu_has_the_search(phone_page: Page, live_server, content):
    phone_page.goto(live_server.url + "/")
    banner = phone_page.get_by_role("banner")
    expect(banner.get_by_role("searchbox")).to_be_hidden()  # no room beside the name

    banner.get_by_role("button", name="Open menu").click()
    menu = phone_page.locator("#mobile-menu")
    menu.get_by_role("searchbox", name="Search the site").fill("flashcards")
    menu.get_by_role("button", name="Search").click()

    expect(phone_page).to_have_url(live_server.url + "/search?q=flashcards")
    expect(phone_page.locator("#mobile-menu")).to_have_count(0)  # the menu closed
    expect(_results(phone_page)).to_have_count(1)
    expect(_results(phone_page).locator("mark")).to_have_text("flashcards")


def test_searching_with_the_keyboard_alone(page: Page, live_server, content):
    page.goto(live_server.url + "/")
    header_box = page.get_by_role("banner").get_by_role("searchbox")

    # The header's box is reached with Tab, after the name and the links.
    for _ in range(12):
        page.keyboard.press("Tab")
        if header_box.evaluate("(el) => el === document.activeElement"):
            break
    expect(header_box).to_be_focused()
    page.keyboard.type("ionic")
    page.keyboard.press("Enter")
    expect(page).to_have_url(live_server.url + "/search?q=ionic")
    expect(_results(page)).to_have_count(1)

    # On from the header's box: its magnifier button, the page's own box, its button, then the
    # result's link.
    page.keyboard.press("Tab")
    expect(page.get_by_role("banner").get_by_role("button", name="Search")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.get_by_role("main").get_by_role("searchbox")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.get_by_role("main").get_by_role("button", name="Search")).to_be_focused()
    page.keyboard.press("Tab")
    link = _results(page).get_by_role("link", name="Ionic bonding")
    expect(link).to_be_focused()
    page.keyboard.press("Enter")
    expect(page).to_have_url(live_server.url + "/gcse-journey/ionic-bonding")
