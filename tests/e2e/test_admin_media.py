"""The Media editor as the owner uses it: the overview by type, adding, editing, filtering,
publishing and unpublishing, deleting, and what the public API shows afterwards."""

import re
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Page, expect
from rest_framework.test import APIClient

from apps.media.models import MediaItem
from tests.e2e.admin import expect_toast
from tests.e2e.screen import assert_no_sideways_scroll
from tests.media.factories import MediaItemFactory

pytestmark = pytest.mark.django_db(transaction=True)

LONDON = ZoneInfo("Europe/London")
PLATFORMS = [
    "No platform",
    "YouTube",
    "Spotify",
    "Apple Podcasts",
    "The Day",
    "Young Reporter",
    "Teen Breathe",
    "School News Network",
    "Medium",
    "LinkedIn",
    "X (Twitter)",
    "Other",
]


def public_items() -> list[dict]:
    response = APIClient().get("/api/media-items")
    assert response.status_code == 200
    return response.json()


def public_titles() -> list[str]:
    return [item["title"] for item in public_items()]


def open_media(page: Page, live_server) -> None:
    page.goto(live_server.url + "/admin?tab=media")
    expect(page.get_by_role("heading", name="Media Management")).to_be_visible()


def rows(page: Page):
    return page.get_by_role("region", name="Media items list").get_by_role("listitem")


def row(page: Page, title: str):
    return rows(page).filter(has=page.get_by_text(title, exact=True))


def test_owner_adds_an_article_and_it_appears_on_the_public_api(
    owner_page: Page, live_server, page_errors
):
    open_media(owner_page, live_server)
    expect(owner_page.get_by_role("heading", name="Add Media Item")).to_be_visible()
    platform = owner_page.get_by_label("Platform")
    expect(platform.locator("option")).to_have_text(PLATFORMS)

    owner_page.get_by_label("Title", exact=True).fill("Saving the School Pond")
    owner_page.get_by_label("Type", exact=True).select_option("article")
    platform.select_option("The Day")
    owner_page.get_by_label("Link (optional)").fill("https://example.com/articles/pond")
    owner_page.get_by_label("Description").fill("How our eco-club brought the pond back.")
    owner_page.get_by_label("Publication").fill("The Day")
    owner_page.get_by_label("Category", exact=True).fill("Environment")
    owner_page.get_by_label("Date", exact=True).fill("2025-01-04")
    owner_page.get_by_label("Read time (min)").fill("6")
    owner_page.get_by_role("switch", name="Featured").click()
    owner_page.get_by_role("button", name="Add Media Item").click()

    expect_toast(owner_page, "Success", "Media item added successfully!")
    expect(owner_page.get_by_label("Title", exact=True)).to_have_value("")
    expect(row(owner_page, "Saving the School Pond")).to_contain_text("Featured")
    expect(row(owner_page, "Saving the School Pond")).to_contain_text("January 4, 2025")
    expect(owner_page.get_by_test_id("count-article")).to_have_text("1")
    [item] = public_items()
    assert item["title"] == "Saving the School Pond"
    assert (item["type"], item["platform"], item["readTime"], item["featured"]) == (
        "article",
        "The Day",
        6,
        True,
    )
    assert item["url"] == "https://example.com/articles/pond"
    published = datetime.fromisoformat(item["publishedAt"]).astimezone(LONDON)
    assert published.date().isoformat() == "2025-01-04"
    assert page_errors == []


def test_required_fields_and_a_server_refusal_show_on_their_fields(
    owner_page: Page, live_server, page_errors
):
    open_media(owner_page, live_server)

    owner_page.get_by_role("button", name="Add Media Item").click()
    expect(owner_page.get_by_text("Title is required")).to_be_visible()

    owner_page.get_by_label("Title", exact=True).fill("Borrowed picture")
    owner_page.get_by_label("Read time (min)").fill("0")
    owner_page.get_by_role("button", name="Add Media Item").click()
    expect(owner_page.get_by_text("Read time must be at least 1 minute")).to_be_visible()

    owner_page.get_by_label("Read time (min)").fill("4")
    owner_page.get_by_label("Image URL (optional)").fill("https://example.com/picture.jpg")
    owner_page.get_by_role("button", name="Add Media Item").click()

    message = "Use an image on this site (an address starting with /media/ or /static/)."
    expect_toast(owner_page, "Failed to add media item. Please try again.", message)
    expect(owner_page.get_by_role("alert").filter(has_text=message)).to_be_visible()
    expect(owner_page.get_by_label("Title", exact=True)).to_have_value("Borrowed picture")
    assert MediaItem.objects.count() == 0
    assert [
        e for e in page_errors if not re.search(r"^400: .*/api/media-items$|example\.com", e)
    ] == []


def test_owner_edits_an_item_and_the_form_returns_to_create_mode(
    owner_page: Page, live_server, page_errors
):
    MediaItemFactory(
        title="Old headline",
        type=MediaItem.Type.PODCAST,
        platform="Podcast directory",
        duration="25 min",
        read_time=None,
    )
    open_media(owner_page, live_server)

    row(owner_page, "Old headline").get_by_role("button", name="Edit Old headline").click()

    expect(owner_page.get_by_role("heading", name="Edit Media Item")).to_be_visible()
    expect(owner_page.get_by_label("Title", exact=True)).to_have_value("Old headline")
    expect(owner_page.get_by_label("Type", exact=True)).to_have_value("podcast")
    expect(owner_page.get_by_label("Platform")).to_have_value("Podcast directory")
    expect(owner_page.get_by_label("Duration")).to_have_value("25 min")
    owner_page.get_by_label("Title", exact=True).fill("Teens Talk Climate")
    owner_page.get_by_label("Platform").select_option("Spotify")
    owner_page.get_by_role("button", name="Update Media Item").click()

    expect_toast(owner_page, "Success", "Media item updated successfully!")
    expect(owner_page.get_by_role("heading", name="Add Media Item")).to_be_visible()
    expect(owner_page.get_by_label("Title", exact=True)).to_have_value("")
    expect(row(owner_page, "Teens Talk Climate")).to_be_visible()
    [item] = public_items()
    assert (item["title"], item["platform"], item["duration"]) == (
        "Teens Talk Climate",
        "Spotify",
        "25 min",
    )

    owner_page.get_by_role("button", name="Edit Teens Talk Climate").click()
    expect(owner_page.get_by_role("heading", name="Edit Media Item")).to_be_visible()
    owner_page.get_by_role("button", name="Clear Form").click()
    expect(owner_page.get_by_role("heading", name="Add Media Item")).to_be_visible()
    expect(owner_page.get_by_label("Title", exact=True)).to_have_value("")
    assert page_errors == []


def test_overview_and_type_filter(owner_page: Page, live_server, page_errors):
    MediaItemFactory(title="Article one", type=MediaItem.Type.ARTICLE)
    MediaItemFactory(title="Article two", type=MediaItem.Type.ARTICLE, is_published=False)
    MediaItemFactory(title="Panel video", type=MediaItem.Type.VIDEO, url="", read_time=None)
    MediaItemFactory(title="Radio chat", type=MediaItem.Type.PODCAST, url="", read_time=None)
    open_media(owner_page, live_server)

    expect(owner_page.get_by_test_id("count-article")).to_have_text("2")
    expect(owner_page.get_by_test_id("count-video")).to_have_text("1")
    expect(owner_page.get_by_test_id("count-podcast")).to_have_text("1")
    expect(rows(owner_page)).to_have_count(4)
    expect(row(owner_page, "Article two")).to_contain_text("Draft")
    filters = owner_page.get_by_role("group", name="Filter by type")
    expect(filters.get_by_role("button")).to_have_text(["All", "Articles", "Videos", "Podcasts"])

    filters.get_by_role("button", name="Videos").click()
    expect(filters.get_by_role("button", name="Videos")).to_have_attribute("aria-pressed", "true")
    expect(rows(owner_page)).to_have_count(1)
    expect(row(owner_page, "Panel video")).to_be_visible()

    filters.get_by_role("button", name="Articles").click()
    expect(rows(owner_page)).to_have_count(2)

    filters.get_by_role("button", name="Podcasts").click()
    expect(rows(owner_page)).to_have_count(1)
    expect(row(owner_page, "Radio chat")).to_be_visible()

    filters.get_by_role("button", name="All").click()
    expect(rows(owner_page)).to_have_count(4)
    list_region = owner_page.get_by_role("region", name="Media items list")
    assert list_region.evaluate("el => getComputedStyle(el).overflowY") == "auto"
    assert list_region.evaluate("el => getComputedStyle(el).maxHeight") != "none"
    assert page_errors == []


def test_a_type_filter_with_no_items_says_so(owner_page: Page, live_server, page_errors):
    """(The empty list's own words: tests/e2e/test_editor_contract.py.)"""
    open_media(owner_page, live_server)

    owner_page.get_by_role("group", name="Filter by type").get_by_role(
        "button", name="Videos"
    ).click()
    expect(owner_page.get_by_text(re.compile(r"^No media items found .+\.$"))).to_be_visible()
    assert page_errors == []


def test_the_media_editor_is_usable_on_a_phone(owner_page: Page, live_server, page_errors):
    owner_page.set_viewport_size({"width": 375, "height": 740})
    MediaItemFactory(title="Existing article")
    open_media(owner_page, live_server)

    assert_no_sideways_scroll(owner_page)
    owner_page.get_by_label("Title", exact=True).fill("Phone podcast")
    owner_page.get_by_label("Type", exact=True).select_option("video")
    owner_page.get_by_label("Platform").select_option("YouTube")
    owner_page.get_by_label("Duration").fill("12 min")
    owner_page.get_by_role("button", name="Add Media Item").click()

    expect_toast(owner_page, "Success", "Media item added successfully!")
    expect(row(owner_page, "Phone podcast")).to_be_visible()
    edit = owner_page.get_by_role("button", name="Edit Existing article")
    edit.click()
    expect(owner_page.get_by_role("heading", name="Edit Media Item")).to_be_in_viewport()
    assert_no_sideways_scroll(owner_page)
    assert sorted(public_titles()) == ["Existing article", "Phone podcast"]
    assert page_errors == []
