"""Categories as places and what to read next, as a visitor uses them (issue 15): a card's
category badge opens the category's page, which lists only that category's published posts; a
post offers related posts and its previous and next posts, and each link leads on. With the
mouse, on a phone and with the keyboard alone; the category page's first screen, head, HTML and
accessibility as on every other page."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.conf import settings
from playwright.sync_api import Browser, Locator, Page, expect

from apps.demo.images import demo_image
from tests.blog.categorised import categorised
from tests.core.factories import SiteProfileFactory
from tests.e2e.conftest import APP_HAS_STARTED, DESKTOP, PHONE
from tests.e2e.reading import read_to_the_end
from tests.e2e.screen import assert_no_sideways_scroll, assert_on_the_screen
from tests.e2e.test_every_route import AXE, AXE_SERIOUS
from tests.e2e.test_first_screen import MEASURE
from tests.e2e.test_html_valid import html_errors
from tests.e2e.test_visitor_details import HEAD, NAVIGATE, SETTLED
from tests.e2e.visiting import expect_not_found, follow, no_api_requests, record_api_calls

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2025, 3, 20, 12, tzinfo=LONDON)
SCIENCE = "/blog/category/science"
# The feed link the server writes and the app keeps (or removes) after each navigation.
FEED = """() => [...document.head.querySelectorAll('link[rel="alternate"]')]
  .map((link) => [link.type, link.title, link.href])"""


def _post(*categories, title, days_ago, **fields):
    slug = title.lower().replace(" ", "-")
    return categorised(
        *categories, title=title, slug=slug, published_at=NOW - timedelta(days=days_ago), **fields
    )


@pytest.fixture
def blog(db):
    """Three Science posts among others (the newest spells it "science"), and a draft and a
    scheduled post in Science, which no visitor may see (the draft's other category, "Secret
    only", has no published post at all)."""
    SiteProfileFactory(name="Ada Example")
    return {
        "sky": _post("Science", "Physics", title="Why the Sky Is Blue", days_ago=30),
        "revision": _post("Education", title="How I Plan My Revision", days_ago=20),
        "tides": _post(
            "Physics", "Science", title="Tides and the Moon", days_ago=10,
            image_url=demo_image("e2e-categories-tides"),
        ),
        "castles": _post("Travel", title="Castles in Edinburgh", days_ago=5),
        "rainbows": _post(
            "science", title="Rainbows", days_ago=2, image_url=demo_image("e2e-categories-rain")
        ),
        "draft": _post(
            "Science", "Secret only", title="A Secret Draft", days_ago=1, is_published=False
        ),
        "later": categorised(
            "Science", title="Not Yet Out", slug="not-yet-out",
            published_at=datetime.now(tz=LONDON) + timedelta(days=3),
        ),
    }  # fmt: skip


def _cards(page: Page) -> Locator:
    return page.get_by_role("main").get_by_role("listitem").get_by_role("article")


def _card_titles(page: Page) -> list[str]:
    return _cards(page).get_by_role("heading", level=2).all_inner_texts()


def test_a_badge_leads_to_its_category_and_related_posts_lead_on(
    page: Page, live_server, blog, page_errors
):
    page.goto(live_server.url + "/blog")
    card = _cards(page).filter(has_text="Tides and the Moon")
    # The card's badge is its first category's: a link to that category's page.
    card.get_by_role("link", name="Category: Physics").click()
    expect(page).to_have_url(live_server.url + "/blog/category/physics")
    expect(page.get_by_role("heading", level=1)).to_have_text("Physics")
    page.go_back()

    _cards(page).filter(has_text="Rainbows").get_by_role("link", name="Category: science").click()

    expect(page).to_have_url(live_server.url + SCIENCE)
    expect(page.get_by_role("heading", level=1)).to_have_text("science")
    expect(page).to_have_title("science — Blog | Ada Example")
    assert _card_titles(page) == ["Rainbows", "Tides and the Moon", "Why the Sky Is Blue"]
    expect(page.get_by_text("Castles in Edinburgh")).to_have_count(0)
    expect(page.get_by_text("A Secret Draft")).to_have_count(0)
    expect(page.get_by_text("Not Yet Out")).to_have_count(0)
    assert page.evaluate(FEED) == [
        [
            "application/rss+xml",
            "science — Blog (RSS)",
            f"{settings.SITE_URL}{SCIENCE}/feed.xml",
        ]
    ]

    _cards(page).filter(has_text="Tides and the Moon").get_by_role("link", name="Read More").click()
    expect(page).to_have_url(f"{live_server.url}/blog/tides-and-the-moon")
    expect(page.get_by_role("heading", level=1)).to_have_text("Tides and the Moon")
    # The head comes from the server (/page-head) once the post's address is shown.
    expect(page).to_have_title("Tides and the Moon | Ada Example")
    # A post has no feed of its own: it advertises the blog's, as the server's head does.
    assert page.evaluate(FEED) == [
        ["application/rss+xml", "My Blogs (RSS)", f"{settings.SITE_URL}/blog/feed.xml"]
    ]
    related = page.get_by_role("region", name="Related posts")
    expect(related.get_by_role("heading", level=3)).to_have_text(
        # Its first category's posts (Physics: the sky), then its other's (Science), newest first.
        ["Why the Sky Is Blue", "Rainbows", "Castles in Edinburgh"]
    )
    more = page.get_by_role("navigation", name="More posts")
    expect(more.get_by_role("link")).to_have_count(2)

    more.get_by_role("link", name="Next post Castles in Edinburgh").click()
    expect(page).to_have_url(f"{live_server.url}/blog/castles-in-edinburgh")
    expect(page.get_by_role("heading", level=1)).to_have_text("Castles in Edinburgh")
    more = page.get_by_role("navigation", name="More posts")
    expect(more.get_by_role("link", name="Next post Rainbows")).to_be_visible()

    more.get_by_role("link", name="Previous post Tides and the Moon").click()
    expect(page).to_have_url(f"{live_server.url}/blog/tides-and-the-moon")
    page.get_by_role("region", name="Related posts").get_by_role(
        "link", name="Why the Sky Is Blue"
    ).click()
    expect(page).to_have_url(f"{live_server.url}/blog/why-the-sky-is-blue")
    # The oldest post has no previous one.
    more = page.get_by_role("navigation", name="More posts")
    expect(more.get_by_role("link")).to_have_count(1)
    expect(more.get_by_role("link", name="Next post How I Plan My Revision")).to_be_visible()
    assert page_errors == []


def test_a_category_and_a_posts_related_section_come_with_the_page(page: Page, live_server, blog):
    with no_api_requests(page):
        page.goto(live_server.url + SCIENCE)
        expect(_cards(page)).to_have_count(3)
    with no_api_requests(page):
        page.goto(live_server.url + "/blog/rainbows")
        expect(page.get_by_role("region", name="Related posts")).to_be_visible()

    # After a move inside the app, the related posts are asked for once.
    calls = record_api_calls(page)
    page.get_by_role("navigation", name="More posts").get_by_role("link").first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Castles in Edinburgh")
    # No other Travel post: the newest ones.
    expect(
        page.get_by_role("region", name="Related posts").get_by_role("heading", level=3)
    ).to_have_text(["Rainbows", "Tides and the Moon", "How I Plan My Revision"])
    assert [c for c in calls if c.endswith("/related")] == [
        f"{live_server.url}/api/blog-posts/castles-in-edinburgh/related"
    ]


def test_an_unknown_or_hidden_category_is_not_found(page: Page, live_server, blog, page_errors):
    for slug in ("no-such-category", "secret-only"):
        expect_not_found(page, f"{live_server.url}/blog/category/{slug}", "Category Not Found")
    expect(page.get_by_text("The category you're looking for doesn't exist.")).to_be_visible()
    expect(page).to_have_title("Category Not Found | Ada Example")
    follow(page, "Back to Blog", live_server.url + "/blog")

    # Another spelling of a real category is sent to its address.
    page.goto(live_server.url + "/blog/category/Science")
    expect(page).to_have_url(live_server.url + SCIENCE)
    expect(page.get_by_role("heading", level=1)).to_have_text("science")
    assert page_errors == []


def test_on_a_phone_the_category_and_the_related_posts_fit_the_screen(
    phone_page: Page, live_server, blog, page_errors
):
    page = phone_page
    page.goto(live_server.url + SCIENCE)
    first, second = _cards(page).all()[:2]
    # One column: each card under the one before, as wide as the column.
    assert first.bounding_box()["y"] + first.bounding_box()["height"] < second.bounding_box()["y"]
    assert_on_the_screen(first.get_by_role("link", name="Category: science"))
    assert_no_sideways_scroll(page)

    page.goto(live_server.url + "/blog/tides-and-the-moon")
    related = page.get_by_role("region", name="Related posts")
    related.scroll_into_view_if_needed()
    read_to_the_end(page)
    cards = related.get_by_role("article").all()
    assert len(cards) == 3
    for card in cards:
        assert_on_the_screen(card)
    # A related card's picture is a thumbnail beside its words on a phone.
    thumbnail = cards[1].get_by_role("img")
    title = cards[1].get_by_role("heading", level=3)
    assert thumbnail.bounding_box()["width"] < 130
    assert thumbnail.bounding_box()["x"] < title.bounding_box()["x"]
    previous, following = (
        page.get_by_role("navigation", name="More posts").get_by_role("link").all()
    )
    assert previous.bounding_box()["y"] < following.bounding_box()["y"]  # stacked
    assert_on_the_screen(following)
    assert_no_sideways_scroll(page)
    following.click()
    expect(page).to_have_url(f"{live_server.url}/blog/castles-in-edinburgh")
    assert page_errors == []


def _tab_to(page: Page, target: Locator, limit: int = 80) -> None:
    """Press Tab until `target` has the focus (failing after `limit` presses)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if target.evaluate("(el) => el === document.activeElement"):
            return
    raise AssertionError(f"Tab never reached {target}")


def test_with_the_keyboard_alone(page: Page, live_server, blog, page_errors):
    page.goto(live_server.url + "/blog")
    badge = _cards(page).first.get_by_role("link", name="Category: science")
    _tab_to(page, badge)
    page.keyboard.press("Enter")
    expect(page).to_have_url(live_server.url + SCIENCE)

    read_more = (
        _cards(page).filter(has_text="Tides and the Moon").get_by_role("link", name="Read More")
    )
    _tab_to(page, read_more)
    page.keyboard.press("Enter")
    expect(page).to_have_url(f"{live_server.url}/blog/tides-and-the-moon")

    related = page.get_by_role("region", name="Related posts").get_by_role(
        "link", name="Rainbows", exact=True
    )
    _tab_to(page, related)
    # The focused link is drawn with the site's focus ring.
    assert related.evaluate("(el) => getComputedStyle(el).outlineStyle") != "none"
    nxt = page.get_by_role("navigation", name="More posts").get_by_role("link", name="Next post")
    _tab_to(page, nxt)
    page.keyboard.press("Enter")
    expect(page).to_have_url(f"{live_server.url}/blog/castles-in-edinburgh")
    assert page_errors == []


# The category page's first screen: where the server draws it is where React draws it.
# (The header is test_first_screen.py's, on every page.)
FIRST_SCREEN = ["main > div > a", "main h1", "main header p", "main li article img", "main li h2",
                "main li time", "main li a"]  # fmt: skip


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_category_pages_first_screen_is_where_react_draws_it(
    browser: Browser, live_server, blog, viewport
):
    drawn = {}
    for javascript in (False, True):
        context = browser.new_context(
            viewport=viewport, locale="en-GB", java_script_enabled=javascript, timezone_id="UTC"
        )
        page = context.new_page()
        page.goto(live_server.url + SCIENCE)
        if javascript:
            page.wait_for_function(APP_HAS_STARTED)
        page.wait_for_load_state("load")
        drawn[javascript] = page.evaluate(MEASURE, FIRST_SCREEN)
        context.close()

    for selector, by_server, by_react in zip(FIRST_SCREEN, drawn[False], drawn[True], strict=True):
        assert by_server, f"the server draws nothing for {selector!r}"
        assert by_server == by_react[: len(by_server)], selector


def test_the_app_keeps_the_category_pages_head_and_writes_it_after_a_navigation(
    page: Page, live_server, blog, page_errors
):
    routes = [
        SCIENCE,
        "/blog/category/physics",
        "/blog/category/no-such-category",
        "/blog/rainbows",
    ]
    sent = {}
    for route in routes:
        response = page.goto(live_server.url + route)
        sent[route] = {**page.evaluate(HEAD, response.text()), "feed": page.evaluate(FEED)}
        page.evaluate(SETTLED)
        assert {**page.evaluate(HEAD, None), "feed": page.evaluate(FEED)} == sent[route], route

    for route in routes:
        page.goto(live_server.url + "/blog")  # a page with a feed of its own
        page.evaluate(NAVIGATE, route)
        expect(page).to_have_title(sent[route]["title"][0])
        page.evaluate(SETTLED)
        assert {**page.evaluate(HEAD, None), "feed": page.evaluate(FEED)} == sent[route], route
    assert [e for e in page_errors if "no-such-category" not in e] == []


def test_the_category_page_and_related_posts_are_valid_and_accessible(
    browser: Browser, live_server, blog
):
    routes = [SCIENCE, "/blog/tides-and-the-moon", "/blog/category/no-such-category"]
    documents, failures = {}, []
    for scheme in ("light", "dark"):
        context = browser.new_context(viewport=DESKTOP, bypass_csp=True, color_scheme=scheme)
        page = context.new_page()
        for route in routes:
            response = page.goto(live_server.url + route)
            page.wait_for_function(APP_HAS_STARTED)
            read_to_the_end(page)
            documents[f"{route} as sent"] = response.text()
            documents[f"{route} as drawn ({scheme})"] = page.content()
            page.add_script_tag(path=str(AXE))
            failures += [f"{scheme} {route}: {v}" for v in page.evaluate(AXE_SERIOUS)]
        context.close()

    assert failures == [], "\n".join(failures)
    assert html_errors(documents) == []
