"""The panel's filter chips ask the server: the journal's subject chips and the media tab's type
chips each show the owner's list of that value (?subject= / ?type=), a page at a time, so a
filtered view holds rows beyond what the whole list has loaded; a write re-reads it."""

from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from tests.e2e.admin import open_tab
from tests.e2e.visiting import record_api_calls
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def small_pages(settings):
    settings.API_PAGE_SIZE = 2


def subject_count(page: Page, subject: str):
    return (
        page.get_by_role("region", name="Entries per subject")
        .get_by_role("listitem")
        .filter(has_text=subject)
    )


def test_a_subject_chip_shows_the_servers_entries_of_that_subject(
    owner_page: Page, live_server, page_errors
):
    today = timezone.localdate()
    for n in (1, 2):  # the newest: the whole list's first page
        GcseJournalEntryFactory(
            subject="maths", week=f"Week M{n}", topic=f"Algebra {n}", study_date=today
        )
    for n, published in ((1, True), (2, False), (3, True)):
        GcseJournalEntryFactory(
            subject="physics",
            week=f"Week P{n}",
            topic=f"Forces {n}",
            is_published=published,
            study_date=today - timedelta(days=n),
        )
    page = owner_page
    open_tab(page, live_server, "gcse", "Add Journal Entry")
    expect(page.get_by_text("Algebra 1", exact=True)).to_be_visible()
    expect(page.get_by_text("Forces 1", exact=True)).to_have_count(0)
    expect(subject_count(page, "Physics")).to_contain_text("0+ entries")

    calls = record_api_calls(page)
    chips = page.get_by_role("group", name="Filter by subject")
    chips.get_by_role("button", name="Physics").click()
    expect(page.get_by_text("Forces 1", exact=True)).to_be_visible()
    expect(page.get_by_text("Forces 2", exact=True)).to_be_visible()  # a draft: the owner's list
    expect(page.get_by_text("Algebra 1", exact=True)).to_have_count(0)
    expect(page.get_by_text("Forces 3", exact=True)).to_have_count(0)
    assert any("/api/gcse-journal?subject=physics" in call for call in calls)
    expect(subject_count(page, "Physics")).to_contain_text("2+ entries")

    page.get_by_role("button", name="Load more journal entries").click()
    expect(page.get_by_text("Forces 3", exact=True)).to_be_visible()
    assert any("subject=physics" in call and "cursor=" in call for call in calls)
    expect(page.get_by_text("That's all the journal entries.")).to_be_visible()
    expect(subject_count(page, "Physics")).to_contain_text("3 entries")
    expect(subject_count(page, "Physics")).not_to_contain_text("+")

    # A write re-reads the filtered list: an entry moved to Chemistry leaves the Physics list.
    page.get_by_role("button", name="Edit Week P1: Forces 1").click()
    page.get_by_label("Subject", exact=True).select_option(label="Chemistry")
    page.get_by_role("button", name="Update Entry").click()
    expect(page.get_by_text("Forces 1", exact=True)).to_have_count(0)
    expect(page.get_by_text("Forces 3", exact=True)).to_be_visible()
    assert page_errors == []


def test_a_type_chip_shows_the_servers_items_of_that_type(
    owner_page: Page, live_server, page_errors
):
    now = timezone.now()
    for n in (1, 2):  # the newest: the whole list's first page
        MediaItemFactory(
            type="article", title=f"Article {n}", published_at=now - timedelta(hours=n)
        )
    for n, published in ((1, True), (2, False), (3, True)):
        MediaItemFactory(
            type="video",
            title=f"Video {n}",
            url=f"https://example.com/videos/{n}",
            is_published=published,
            published_at=now - timedelta(days=n),
        )
    page = owner_page
    open_tab(page, live_server, "media", "Media Management")
    region = page.get_by_role("region", name="Media items list")
    expect(region.get_by_text("Article 1", exact=True)).to_be_visible()
    expect(page.get_by_test_id("count-video")).to_have_text("0+")

    calls = record_api_calls(page)
    page.get_by_role("group", name="Filter by type").get_by_role("button", name="Videos").click()
    expect(region.get_by_text("Video 1", exact=True)).to_be_visible()
    expect(region.get_by_text("Video 2", exact=True)).to_be_visible()  # hidden: the owner's list
    expect(region.get_by_text("Article 1", exact=True)).to_have_count(0)
    expect(region.get_by_text("Video 3", exact=True)).to_have_count(0)
    assert any("/api/media-items?type=video" in call for call in calls)
    expect(page.get_by_test_id("count-video")).to_have_text("2+")

    page.get_by_role("button", name="Load more media items").click()
    expect(region.get_by_text("Video 3", exact=True)).to_be_visible()
    assert any("type=video" in call and "cursor=" in call for call in calls)
    expect(page.get_by_text("That's all the media items.")).to_be_visible()
    expect(page.get_by_test_id("count-video")).to_have_text("3")

    # A write re-reads the filtered list: an item made a podcast leaves the Videos list.
    page.get_by_role("button", name="Edit Video 3").click()
    page.get_by_label("Type", exact=True).select_option("podcast")
    page.get_by_role("button", name="Update Media Item").click()
    expect(region.get_by_text("Video 3", exact=True)).to_have_count(0)
    expect(region.get_by_text("Video 1", exact=True)).to_be_visible()
    assert page_errors == []
