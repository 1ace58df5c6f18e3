"""The Media & Publications page as a visitor uses it: articles, sharing, appearances."""

import datetime
import re

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from apps.demo.images import demo_image
from apps.media.models import MediaItem
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.visiting import (
    expect_link_copied,
    expect_links,
    no_api_requests,
    with_a_share_sheet,
    without_a_share_sheet,
)
from tests.media.factories import MediaItemFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

FEATURED_URL = "https://example.com/articles/plastic-free"
PANEL_URL = "https://example.com/videos/future-of-learning"


def _media() -> None:
    now = timezone.now()
    # The featured article is not the newest: the page still puts it first, full width.
    MediaItemFactory(
        title="Why Our School Went Plastic-Free",
        description="A student-led campaign swapped single-use plastic.",
        url=FEATURED_URL,
        publication="Young Reporter Weekly",
        category="Environment",
        read_time=6,
        featured=True,
        published_at=now - datetime.timedelta(days=40),
        image_url=demo_image("e2e-plastic"),
    )
    MediaItemFactory(
        title="What GCSE Students Wish Teachers Knew",
        publication="The Student Times",
        category="Education",
        read_time=5,
        published_at=now - datetime.timedelta(days=10),
        image_url=demo_image("e2e-gcse"),
    )
    MediaItemFactory(
        title="Should 16-Year-Olds Vote?",
        category="Politics",
        published_at=now - datetime.timedelta(days=75),
    )
    MediaItemFactory(
        title="Teens Talk Climate",
        type=MediaItem.Type.PODCAST,
        url="",
        platform="Podcast directory",
        duration="25 min",
        description="Running an eco-club.",
        published_at=now - datetime.timedelta(days=30),
    )
    MediaItemFactory(
        title="Student Panel: The Future of Learning",
        type=MediaItem.Type.VIDEO,
        url=PANEL_URL,
        platform="Video platform",
        duration="45 min",
        published_at=now - datetime.timedelta(days=65),
    )
    MediaItemFactory(title="A hidden article", is_published=False)


def test_articles_and_appearances_show_in_order(page: Page, live_server, page_errors):
    _media()

    page.goto(live_server.url + "/media")

    expect(page.get_by_role("heading", name="Media & Publications", level=1)).to_be_visible()
    articles = page.get_by_role("region", name="Featured Articles").get_by_role("article")
    expect(articles.get_by_role("heading")).to_have_text(
        [
            "Why Our School Went Plastic-Free",
            "What GCSE Students Wish Teachers Knew",
            "Should 16-Year-Olds Vote?",
        ]
    )
    featured = articles.first
    expect(featured.get_by_text("Featured", exact=True)).to_be_visible()
    for text in ("Young Reporter Weekly", "Environment", "6 min read", "single-use plastic"):
        expect(featured).to_contain_text(text)
    expect(featured.get_by_role("img")).to_have_attribute("height", "675")
    expect(articles.nth(1).get_by_text("Featured", exact=True)).to_have_count(0)

    appearances = page.get_by_role("region", name="Media Appearances").get_by_role("article")
    expect(appearances.get_by_role("heading")).to_have_text(
        ["Teens Talk Climate", "Student Panel: The Future of Learning"]
    )
    for text in ("Podcast", "Podcast directory", "25 min", "Running an eco-club."):
        expect(appearances.first).to_contain_text(text)
    expect(appearances.nth(1)).to_contain_text("Video")
    expect(page.get_by_text("A hidden article")).to_have_count(0)
    expect_links(page, {"Get in Touch": "/contact", "Read My Blog": "/blog"})
    assert page_errors == []


def test_the_featured_article_spans_the_full_width(page: Page, live_server, page_errors):
    _media()
    page.goto(live_server.url + "/media")

    grid = page.get_by_role("region", name="Featured Articles").get_by_role("list")
    items = grid.get_by_role("listitem")
    expect(items).to_have_count(3)
    grid_box = grid.bounding_box()
    featured_box = items.nth(0).bounding_box()
    other_box = items.nth(1).bounding_box()

    assert featured_box["width"] == pytest.approx(grid_box["width"], abs=1)
    assert other_box["width"] < grid_box["width"] / 2
    # The next two sit side by side below it.
    assert items.nth(1).bounding_box()["y"] == pytest.approx(items.nth(2).bounding_box()["y"])
    assert page_errors == []


def test_category_badges_have_their_colours(page: Page, live_server, page_errors):
    _media()
    page.goto(live_server.url + "/media")

    region = page.get_by_role("region", name="Featured Articles")
    for category, colour in [("Environment", "green"), ("Education", "blue"), ("Politics", "red")]:
        badge = region.get_by_text(category, exact=True)
        expect(badge).to_have_class(re.compile(rf"\bbg-{colour}-100\b"))
    assert page_errors == []


def test_read_article_opens_the_article_in_a_new_tab(page: Page, live_server, page_errors):
    _media()
    page.goto(live_server.url + "/media")

    link = page.get_by_role("link", name="Read Article: Why Our School Went Plastic-Free")

    expect(link).to_have_attribute("href", FEATURED_URL)
    expect(link).to_have_attribute("target", "_blank")
    expect(link).to_have_attribute("rel", "noopener noreferrer")
    assert page_errors == []


def test_share_copies_the_link_when_the_device_cannot_share(page: Page, live_server, page_errors):
    _media()
    without_a_share_sheet(page, live_server.url)
    page.goto(live_server.url + "/media")

    page.get_by_role("button", name="Share: Why Our School Went Plastic-Free").click()

    expect_link_copied(page, FEATURED_URL)
    assert page_errors == []


def test_share_uses_the_device_share_sheet_when_there_is_one(page: Page, live_server, page_errors):
    _media()
    with_a_share_sheet(page)
    page.goto(live_server.url + "/media")

    page.get_by_role("button", name="Share: What GCSE Students Wish Teachers Knew").click()

    page.wait_for_function("window.__shared.length === 1")
    shared = page.evaluate("window.__shared[0]")
    assert shared == {
        "title": "What GCSE Students Wish Teachers Knew",
        "url": "https://example.com/articles/one",
    }
    expect(page.get_by_test_id("toast")).to_have_count(0)
    assert page_errors == []


def test_view_opens_an_appearance_in_a_new_tab_and_is_not_drawn_without_one(
    page: Page, live_server, page_errors
):
    _media()
    page.goto(live_server.url + "/media")

    view = page.get_by_role("link", name="View: Student Panel: The Future of Learning")
    expect(view).to_have_attribute("href", PANEL_URL)
    expect(view).to_have_attribute("target", "_blank")
    expect(view).to_have_attribute("rel", "noopener noreferrer")
    without = page.get_by_role("article", name="Teens Talk Climate")
    expect(without).to_contain_text("Running an eco-club.")
    expect(without.get_by_role("link")).to_have_count(0)
    expect(without.get_by_role("button")).to_have_count(0)
    expect(page.get_by_text("Coming soon")).to_have_count(0)
    assert page_errors == []


def test_back_to_home_with_no_history_goes_home(page: Page, live_server, page_errors):
    page.goto(live_server.url + "/media")

    page.get_by_role("link", name="Back to Home").click()

    expect(page).to_have_url(live_server.url + "/")
    assert page_errors == []


def test_empty_page_says_so(page: Page, live_server, page_errors):
    page.goto(live_server.url + "/media")

    expect(page.get_by_role("heading", name="No articles yet")).to_be_visible()
    expect(page.get_by_role("heading", name="No media appearances yet")).to_be_visible()
    assert page_errors == []


def test_first_paint_needs_no_api_request(page: Page, live_server, page_errors):
    _media()

    with no_api_requests(page):
        page.goto(live_server.url + "/media")
        expect(page.get_by_role("article")).to_have_count(5)
    assert page_errors == []


def test_media_page_fits_a_phone(phone_page: Page, live_server, page_errors):
    _media()

    phone_page.goto(live_server.url + "/media")

    articles = phone_page.get_by_role("region", name="Featured Articles").get_by_role("listitem")
    expect(articles).to_have_count(3)
    # One column: every card as wide as the first.
    widths = {round(articles.nth(i).bounding_box()["width"]) for i in range(3)}
    assert len(widths) == 1
    phone_page.wait_for_load_state("networkidle")
    assert_no_sideways_scroll(phone_page)
    assert page_errors == []
