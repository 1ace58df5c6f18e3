"""The admin Travel editor, as the owner uses it: add, edit, publish, unpublish and delete travel
stories, with countries, coordinates and highlights, and the specification's toasts."""

import datetime

import pytest
from playwright.sync_api import Page, expect
from rest_framework.test import APIClient

from apps.travel.models import TravelStory
from tests.e2e.admin import expect_messages, expect_toast, open_tab, unexpected
from tests.e2e.watching import posts_sent
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db(transaction=True)

IMAGE_URL_MESSAGE = "Use an image on this site (an address starting with /media/ or /static/)."
BOTH_OR_NEITHER = "Enter both latitude and longitude, or neither"


def open_travel_tab(page: Page, live_server) -> None:
    open_tab(page, live_server, "travel", "Add Travel Story")


def fill_story(page: Page, *, country="Japan", title="A week in Kyoto", content="Temples.") -> None:
    page.get_by_label("Country", exact=True).select_option(value=country)
    page.get_by_label("Title", exact=True).fill(title)
    page.get_by_label("Content", exact=True).fill(content)


def public_titles() -> list[str]:
    return [story["title"] for story in APIClient().get("/api/travel-stories").json()]


def countries_visited(page: Page):
    return page.get_by_text("Countries Visited", exact=True).locator("xpath=..")


def highlight_names(page: Page) -> list[str]:
    return (
        page.get_by_role("list", name="Chosen highlights").get_by_role("button").all_inner_texts()
    )


def test_countries_visited_counts_distinct_countries(owner_page: Page, live_server, page_errors):
    TravelStoryFactory(country="Japan")
    TravelStoryFactory(country="Japan", city="Kyoto")
    TravelStoryFactory(country="France", city="Paris", continent="Europe")

    open_travel_tab(owner_page, live_server)

    card = countries_visited(owner_page)
    expect(card.get_by_text("2", exact=True)).to_be_visible()
    expect(card.get_by_role("img", name="Japan")).to_be_visible()
    expect(card.get_by_role("img", name="France")).to_be_visible()
    assert page_errors == []


def test_the_country_list_has_thirty_countries_with_flags(
    owner_page: Page, live_server, page_errors
):
    open_travel_tab(owner_page, live_server)

    options = owner_page.get_by_label("Country", exact=True).locator("option")
    expect(options).to_have_count(31)  # "Select a country" and the 30
    labels = options.all_inner_texts()
    assert labels[1] == "🇬🇧 United Kingdom"
    assert labels[-1] == "🇲🇲 Myanmar"
    assert "🇰🇷 South Korea" in labels
    assert page_errors == []


def test_owner_adds_a_story_with_every_field(owner_page: Page, live_server, page_errors):
    page = owner_page
    open_travel_tab(page, live_server)
    fill_story(
        page, country="Japan", title="Neon and Temples", content="Shibuya at night.\nQuiet shrines."
    )
    expect(page.get_by_label("Continent")).to_have_value("Asia")  # filled in from the country
    page.get_by_label("City").fill("Tokyo")
    page.get_by_label("Duration").fill("7 days")
    page.get_by_label("Image URL").fill("/static/img/photo-placeholder.svg")
    page.get_by_label("Latitude").fill("35.6762")
    page.get_by_label("Longitude").fill("139.6503")
    page.get_by_label("Visit date").fill("2024-04-02")
    page.get_by_label("Highlights", exact=True).fill("Shibuya crossing")
    page.keyboard.press("Enter")
    # A new story starts as a draft (issue 25): publishing is the owner's own act.
    published = page.get_by_role("switch", name="Published")
    expect(published).to_have_attribute("aria-checked", "false")
    published.click()
    expect(published).to_have_attribute("aria-checked", "true")

    page.get_by_role("button", name="Add Story").click()

    expect_toast(page, "Success", "Travel story created successfully!")
    row = page.get_by_role("listitem").filter(has_text="Neon and Temples")
    expect(row).to_contain_text("Tokyo, Japan")
    expect(row).to_contain_text("Published")
    expect(row).to_contain_text("April 2, 2024")
    expect(countries_visited(page)).to_contain_text("1")
    expect(page.get_by_label("Title", exact=True)).to_have_value("")
    story = TravelStory.objects.get()
    assert (story.country, story.city, story.continent) == ("Japan", "Tokyo", "Asia")
    assert story.coordinates == {"lat": 35.6762, "lng": 139.6503}
    assert story.visit_date == datetime.date(2024, 4, 2)
    assert (story.duration, story.highlights) == ("7 days", ["Shibuya crossing"])
    assert story.image_url == "/static/img/photo-placeholder.svg"
    assert public_titles() == ["Neon and Temples"]
    assert page_errors == []


def test_editing_keeps_an_unlisted_country_and_clear_form(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    TravelStoryFactory(
        title="Fire and Ice",
        country="Iceland",
        image_url="",
        city="Reykjavik",
        continent="Europe",
        coordinates={"lat": 64.1466, "lng": -21.9426},
        highlights=["Geysir", "Northern lights"],
    )
    open_travel_tab(page, live_server)
    # A country outside the list: a globe (a drawn icon, as the flags are pictures).
    row = page.get_by_role("listitem").filter(has_text="Fire and Ice")
    expect(row.locator("svg.lucide-globe")).to_be_visible()

    page.get_by_role("button", name="Edit Fire and Ice").click()
    expect(page.get_by_role("heading", name="Edit Travel Story")).to_be_visible()
    country = page.get_by_label("Country", exact=True)
    expect(country).to_have_value("Iceland")
    expect(country.locator("option:checked")).to_have_text("🌐 Iceland")
    expect(page.get_by_label("Latitude")).to_have_value("64.1466")
    assert highlight_names(page) == ["Geysir", "Northern lights"]
    page.get_by_label("Title", exact=True).fill("Changed my mind")
    page.get_by_role("button", name="Clear Form").click()

    expect(page.get_by_role("heading", name="Add Travel Story")).to_be_visible()
    expect(page.get_by_role("button", name="Add Story")).to_be_visible()
    expect(page.get_by_label("Title", exact=True)).to_have_value("")
    expect(
        page.get_by_label("Country", exact=True).locator("option", has_text="Iceland")
    ).to_have_count(0)

    page.get_by_role("button", name="Edit Fire and Ice").click()
    page.get_by_label("Latitude").fill("")
    page.get_by_label("Longitude").fill("")
    page.get_by_role("button", name="Remove highlight Geysir").click()
    page.get_by_role("button", name="Update Story").click()

    expect_toast(page, "Success", "Travel story updated successfully!")
    story = TravelStory.objects.get()
    assert (story.country, story.coordinates, story.highlights) == (
        "Iceland",
        None,
        ["Northern lights"],
    )
    assert page_errors == []


def test_validation_messages(owner_page: Page, live_server, page_errors):
    page = owner_page
    posts = posts_sent(page)
    open_travel_tab(page, live_server)

    page.get_by_role("button", name="Add Story").click()

    expect_messages(page, ["Country is required", "Title is required", "Content is required"])

    fill_story(page)
    page.get_by_label("Latitude").fill("35")
    page.get_by_role("button", name="Add Story").click()
    expect(page.locator("#field-longitude-error")).to_have_text(BOTH_OR_NEITHER)

    page.get_by_label("Latitude").fill("91")
    page.get_by_label("Longitude").fill("-181")
    page.get_by_role("button", name="Add Story").click()
    expect_messages(
        page, ["Latitude must be between -90 and 90", "Longitude must be between -180 and 180"]
    )

    page.get_by_label("Latitude").fill("")
    page.get_by_label("Longitude").fill("")
    page.get_by_label("Image URL").fill("holiday.jpg")
    page.get_by_role("button", name="Add Story").click()
    expect(page.get_by_text(IMAGE_URL_MESSAGE, exact=True)).to_be_visible()
    assert posts == []
    assert page_errors == []


def test_highlight_chips(owner_page: Page, live_server, page_errors):
    page = owner_page
    open_travel_tab(page, live_server)
    highlights = page.get_by_label("Highlights", exact=True)

    highlights.fill("  Senso-ji temple ")
    highlights.press("Enter")
    highlights.fill("")
    page.get_by_role("button", name="Add highlight").click()
    highlights.fill("Sushi breakfast")
    page.get_by_role("button", name="Add highlight").click()
    highlights.fill("Tokyo Tower")
    highlights.press("Enter")
    page.get_by_role("button", name="Remove highlight Sushi breakfast").click()

    assert highlight_names(page) == ["Senso-ji temple", "Tokyo Tower"]
    expect(page.get_by_text("Country is required")).to_have_count(0)  # Enter did not submit
    fill_story(page)
    page.get_by_role("button", name="Add Story").click()
    expect_toast(page, "Success", "Travel story created successfully!")
    assert TravelStory.objects.get().highlights == ["Senso-ji temple", "Tokyo Tower"]
    assert page_errors == []


def test_image_preview_hides_when_the_image_fails(owner_page: Page, live_server, page_errors):
    page = owner_page
    open_travel_tab(page, live_server)
    preview = page.get_by_test_id("imageUrl-preview")

    page.get_by_label("Image URL").fill("/static/img/photo-placeholder.svg")
    expect(preview).to_be_visible()

    page.get_by_label("Image URL").fill("/media/travel/missing.webp")
    expect(preview).to_have_count(0)
    assert unexpected(page_errors, "404: " + live_server.url + "/media/travel/missing.webp") == []
