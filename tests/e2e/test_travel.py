"""The travel pages as a visitor uses them: the map card (the map itself is in
test_travel_map.py), the continent filter, the destination cards, the image viewer (buttons,
backdrop, keys, scroll lock, focus), the story page and its 404, and a phone-sized screen."""

import io
import re
from datetime import date

import pytest
from PIL import Image
from playwright.sync_api import Locator, Page, Route, expect

from tests.e2e.reading import site_footer
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.visiting import expect_not_found, follow, no_api_requests
from tests.travel.factories import TravelStoryFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]


def _picture() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (1200, 675), (70, 110, 160)).save(buffer, "PNG")
    return buffer.getvalue()


PICTURE = _picture()


def _serve_pictures(page: Page) -> None:
    """live_server does not serve media files: the browser gets one real picture for every
    /media/ address, so the stories' photos load."""

    def serve(route: Route):
        route.fulfill(status=200, content_type="image/png", body=PICTURE)

    page.route(re.compile(r".*/media/.*"), serve)


@pytest.fixture
def pictures(page: Page) -> None:
    _serve_pictures(page)


def _stories():
    """Tokyo (6 highlights, 3 photos), Paris, London, an unknown country, and a hidden story."""
    tokyo = TravelStoryFactory(
        slug="neon-nights-in-tokyo",
        title="Neon Nights in Tokyo",
        country="Japan",
        city="Tokyo",
        continent="Asia",
        content="Tokyo was calmer than I expected. The trains run to the second.",
        visit_date=date(2024, 4, 2),
        duration="7 days",
        highlights=[
            "Shibuya crossing",
            "Meiji Shrine",
            "Senso-ji temple",
            "TeamLab digital art",
            "Conveyor-belt sushi",
            "Bullet train",
        ],
        image_url="/media/demo/tokyo.webp",
        gallery=["/media/demo/tokyo-1.webp", "/media/demo/tokyo-2.webp"],
    )
    paris = TravelStoryFactory(
        slug="bread-in-paris",
        title="Art and Bread in Paris",
        country="France",
        city="Paris",
        continent="Europe",
        visit_date=date(2023, 7, 10),
        duration="5 days",
        highlights=["The Louvre", "Eiffel Tower"],
        image_url="/media/demo/paris.webp",
        gallery=["/media/demo/paris-1.webp"],
    )
    london = TravelStoryFactory(
        slug="museums-in-london",
        title="Museums in London",
        country="United Kingdom",
        city="London",
        continent="United Kingdom",
        visit_date=date(2023, 3, 1),
        image_url="/media/demo/london.webp",
        gallery=[],
    )
    reykjavik = TravelStoryFactory(
        slug="fire-and-ice",
        title="Fire and Ice",
        country="Iceland",
        city="Reykjavik",
        continent="Europe",
        visit_date=date(2022, 2, 1),
        image_url="/media/demo/iceland.webp",
        gallery=[],
    )
    TravelStoryFactory(
        slug="hidden-trip",
        title="A hidden trip",
        city="Hiddenville",
        content="Not for visitors yet.",
        is_published=False,
    )
    return tokyo, paris, london, reykjavik


def _cards(page: Page):
    return page.get_by_role("tabpanel").get_by_role("article")


def _card(page: Page, city: str):
    return _cards(page).filter(has=page.get_by_role("heading", name=city, exact=True))


def _viewer(page: Page):
    return page.get_by_role("dialog")


def _root_overflow(page: Page) -> str:
    return page.evaluate("document.documentElement.style.overflow")


def _open_viewer(page: Page, control: Locator, src: str) -> Locator:
    """Click `control`: the photo viewer opens on the picture `src`, and the page behind it no
    longer scrolls. Returns the viewer."""
    control.click()
    viewer = _viewer(page)
    expect(viewer).to_be_visible()
    expect(viewer.get_by_role("img")).to_have_attribute("src", src)
    assert _root_overflow(page) == "hidden"
    return viewer


def _expect_viewer_closed(page: Page, control: Locator) -> None:
    """The viewer is gone, the page scrolls again, and focus is back on `control`, which opened
    it (keyboard users carry on where they were)."""
    expect(_viewer(page)).to_be_hidden()
    assert _root_overflow(page) != "hidden"
    expect(control).to_be_focused()


def test_travel_page_shows_the_map_card_and_destination_cards(
    page: Page, live_server, page_errors, pictures
):
    _stories()

    page.goto(live_server.url + "/travel")

    expect(page.get_by_role("heading", name="Travel Journey", level=1)).to_be_visible()
    expect(page).to_have_title("Travel Journey | Alex Morgan")
    expect(page.get_by_role("heading", name="Interactive Travel Map")).to_be_visible()
    # The button opens the map of the stories (tests/e2e/test_travel_map.py).
    expect(page.get_by_role("button", name="Launch Interactive Map")).to_be_enabled()
    expect(page.get_by_text("Coming soon")).to_have_count(0)
    expect(page.get_by_role("region", name="Interactive Travel Map")).to_contain_text(
        "Every place I have written about, pinned on one map: 4 countries so far."
    )

    expect(_cards(page)).to_have_count(4)
    tokyo = _card(page, "Tokyo")
    expect(tokyo.locator("img[src*='/flags/jp.']").first).to_be_visible()
    expect(tokyo).to_contain_text("Japan")
    expect(tokyo).to_contain_text("April 2024")
    expect(tokyo).to_contain_text("7 days")
    expect(tokyo).to_contain_text("Tokyo was calmer than I expected.")
    assert (
        tokyo.get_by_text("Tokyo was calmer").evaluate("el => getComputedStyle(el).webkitLineClamp")
        == "2"
    )
    highlights = tokyo.get_by_role("list", name="Highlights").get_by_role("listitem")
    expect(highlights).to_have_text(
        ["Shibuya crossing", "Meiji Shrine", "Senso-ji temple", "+3 more"]
    )
    expect(_card(page, "Paris").get_by_role("listitem")).to_have_text(
        ["The Louvre", "Eiffel Tower"]
    )
    expect(_card(page, "London").locator("img[src*='/flags/gb.']").first).to_be_visible()
    # Not one of the 30: a globe.
    expect(_card(page, "Reykjavik").locator("svg.lucide-globe").first).to_be_visible()
    expect(tokyo.get_by_role("link", name="Read Story")).to_have_attribute(
        "href", "/travel/neon-nights-in-tokyo"
    )
    image = tokyo.get_by_role("img", name="Tokyo, Japan")
    expect(image).to_have_attribute("width", "1200")
    expect(image).to_have_attribute("height", "675")
    expect(page.get_by_text("A hidden trip")).to_have_count(0)
    expect(page.get_by_role("link", name="Read My Travel Blog")).to_have_attribute("href", "/blog")
    expect(page.get_by_role("link", name="View Photo Gallery")).to_have_attribute(
        "href", "/#gallery"
    )
    assert page_errors == []


def test_continent_filter(page: Page, live_server, page_errors, pictures):
    _stories()
    page.goto(live_server.url + "/travel")

    expect(page.get_by_role("tab")).to_have_text(
        ["All", "America", "Europe", "Asia", "United Kingdom", "Australia", "Canada"]
    )
    expect(page.get_by_role("tab", name="All")).to_have_attribute("aria-selected", "true")

    page.get_by_role("tab", name="Europe").click()
    expect(_cards(page).get_by_role("heading", level=2)).to_have_text(["Paris", "Reykjavik"])

    page.get_by_role("tab", name="United Kingdom").click()
    expect(_cards(page).get_by_role("heading", level=2)).to_have_text(["London"])

    page.get_by_role("tab", name="Australia").click()
    expect(_cards(page)).to_have_count(0)
    expect(page.get_by_role("heading", name="No destinations in Australia yet")).to_be_visible()

    page.get_by_role("tab", name="All").click()
    expect(_cards(page)).to_have_count(4)
    assert page_errors == []


def test_view_photos_opens_the_viewer_with_keys_scroll_lock_and_focus_return(
    page: Page, live_server, page_errors, pictures
):
    _stories()
    page.goto(live_server.url + "/travel")
    button = _card(page, "Tokyo").get_by_role("button", name="View Photos")

    viewer = _open_viewer(page, button, "/media/demo/tokyo.webp")

    expect(viewer).to_contain_text("Neon Nights in Tokyo")
    expect(viewer).to_contain_text("1 of 3")

    page.keyboard.press("ArrowRight")
    expect(viewer.get_by_role("img")).to_have_attribute("src", "/media/demo/tokyo-1.webp")
    expect(viewer).to_contain_text("2 of 3")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # wraps round to the first
    expect(viewer).to_contain_text("1 of 3")
    page.keyboard.press("ArrowLeft")
    expect(viewer.get_by_role("img")).to_have_attribute("src", "/media/demo/tokyo-2.webp")
    expect(viewer).to_contain_text("3 of 3")
    viewer.get_by_role("button", name="Previous image").click()
    expect(viewer).to_contain_text("2 of 3")
    viewer.get_by_role("button", name="Next image").click()
    expect(viewer).to_contain_text("3 of 3")

    page.keyboard.press("Escape")

    _expect_viewer_closed(page, button)
    assert page_errors == []


def test_the_card_image_opens_the_viewer_and_the_close_button_and_backdrop_close_it(
    page: Page, live_server, page_errors, pictures
):
    _stories()
    page.goto(live_server.url + "/travel")
    picture = _card(page, "Paris").get_by_role("button", name="Open photo viewer: Paris, France")

    viewer = _open_viewer(page, picture, "/media/demo/paris.webp")
    viewer.get_by_role("button", name="Close").click()
    _expect_viewer_closed(page, picture)

    view_photos = _card(page, "Paris").get_by_role("button", name="View Photos")
    _open_viewer(page, view_photos, "/media/demo/paris.webp")
    page.mouse.click(8, 400)  # the backdrop, beside the picture
    _expect_viewer_closed(page, view_photos)
    assert page_errors == []


def test_a_single_photo_has_no_previous_or_next(page: Page, live_server, page_errors, pictures):
    _stories()
    page.goto(live_server.url + "/travel")

    view_photos = _card(page, "London").get_by_role("button", name="View Photos")

    viewer = _open_viewer(page, view_photos, "/media/demo/london.webp")

    expect(viewer.get_by_role("button", name="Next image")).to_have_count(0)
    page.keyboard.press("ArrowRight")
    expect(viewer.get_by_role("img")).to_have_attribute("src", "/media/demo/london.webp")
    page.keyboard.press("Escape")
    _expect_viewer_closed(page, view_photos)
    assert page_errors == []


def test_back_to_home_goes_back_or_home(page: Page, live_server, page_errors, pictures):
    _stories()

    # Opened straight on /travel: nothing of ours behind it, so it goes to the home page.
    page.goto(live_server.url + "/travel")
    follow(page, "Back to Home", live_server.url + "/")

    # Arrived from another page of the site: it goes back there.
    page.goto(live_server.url + "/blog")
    site_footer(page).get_by_role("link", name="Travel", exact=True).click()
    expect(page.get_by_role("heading", name="Travel Journey", level=1)).to_be_visible()
    follow(page, "Back to Home", live_server.url + "/blog")
    assert page_errors == []


def test_first_paint_needs_no_api_request(page: Page, live_server, pictures):
    _stories()

    with no_api_requests(page):
        page.goto(live_server.url + "/travel")
        expect(_cards(page)).to_have_count(4)
        page.goto(live_server.url + "/travel/neon-nights-in-tokyo")
        expect(page.get_by_role("heading", name="Neon Nights in Tokyo", level=1)).to_be_visible()


def test_story_page_shows_everything_and_its_photos_open_the_viewer(
    page: Page, live_server, page_errors, pictures
):
    _stories()
    page.goto(live_server.url + "/travel")

    _card(page, "Tokyo").get_by_role("link", name="Read Story").click()

    expect(page).to_have_url(live_server.url + "/travel/neon-nights-in-tokyo")
    expect(page.get_by_role("heading", name="Neon Nights in Tokyo", level=1)).to_be_visible()
    expect(page).to_have_title("Neon Nights in Tokyo | Alex Morgan")
    story = page.get_by_role("article")
    expect(story).to_contain_text("Tokyo, Japan")
    expect(story.locator("img[src*='/flags/jp.'][alt='']").first).to_be_visible()
    expect(story).to_contain_text("Asia")
    expect(story).to_contain_text("April 2, 2024")
    expect(story).to_contain_text("7 days")
    expect(story).to_contain_text("The trains run to the second.")
    highlights = page.get_by_role("region", name="Highlights").get_by_role("listitem")
    expect(highlights).to_have_count(6)
    expect(highlights.last).to_have_text("Bullet train")
    thumbnails = page.get_by_role("region", name="Photo Gallery").get_by_role("button")
    expect(thumbnails).to_have_count(2)

    viewer = _open_viewer(page, thumbnails.last, "/media/demo/tokyo-2.webp")
    expect(viewer).to_contain_text("3 of 3")
    page.keyboard.press("Escape")
    _expect_viewer_closed(page, thumbnails.last)

    cover = page.get_by_role("button", name="Open photo viewer: Tokyo, Japan")
    _open_viewer(page, cover, "/media/demo/tokyo.webp")
    page.keyboard.press("Escape")

    page.get_by_role("link", name="Back to Travel").first.click()
    expect(page).to_have_url(live_server.url + "/travel")
    assert page_errors == []


@pytest.mark.parametrize("slug", ["no-such-story", "hidden-trip"])
def test_missing_or_hidden_story_is_not_found_with_status_404(
    page: Page, live_server, page_errors, pictures, slug
):
    _stories()

    expect_not_found(page, f"{live_server.url}/travel/{slug}", "Story Not Found")

    expect(page.get_by_text("The travel story you're looking for doesn't exist.")).to_be_visible()
    expect(page.get_by_text("A hidden trip")).to_have_count(0)
    follow(page, "Back to Travel", live_server.url + "/travel")
    expect(_cards(page)).to_have_count(4)
    assert page_errors == []


def test_travel_on_a_phone(phone_page: Page, live_server, page_errors):
    _stories()
    page = phone_page
    _serve_pictures(page)

    page.goto(live_server.url + "/travel")

    expect(_cards(page)).to_have_count(4)
    assert_no_sideways_scroll(page)
    canada = page.get_by_role("tab", name="Canada")
    canada.click()
    expect(canada).to_have_attribute("aria-selected", "true")
    page.get_by_role("tab", name="All").click()
    button = _card(page, "Tokyo").get_by_role("button", name="View Photos")
    viewer = _open_viewer(page, button, "/media/demo/tokyo.webp")
    viewer.get_by_role("button", name="Close").click()
    _expect_viewer_closed(page, button)

    page.goto(live_server.url + "/travel/neon-nights-in-tokyo")
    expect(page.get_by_role("heading", name="Neon Nights in Tokyo", level=1)).to_be_visible()
    assert_no_sideways_scroll(page)
    assert page_errors == []


FLAG_EMOJI = re.compile("[\U0001f1e6-\U0001f1ff]")


def test_flags_are_pictures_from_the_site_not_emoji(page: Page, live_server, page_errors):
    """Windows has no flag emoji (it shows "JP"), and a machine without a colour-emoji font
    shows empty boxes: each flag is a self-hosted SVG beside the country's name."""
    TravelStoryFactory(city="Tokyo", country="Japan", image_url="", gallery=[])
    TravelStoryFactory(city="Atlantis", country="Atlantis", image_url="", gallery=[])

    page.goto(live_server.url + "/travel")

    card = _card(page, "Tokyo")
    expect(card.get_by_text("Japan", exact=True)).to_be_visible()
    assert not FLAG_EMOJI.search(card.inner_text()), card.inner_text()
    flags = card.locator("img[src*='/static/bundles/flags/jp.'][aria-hidden='true']")
    expect(flags.first).to_be_visible()
    assert flags.count() >= 2  # on the picture and beside the name
    for flag in flags.all():
        flag.scroll_into_view_if_needed()
        assert flag.evaluate("(img) => img.complete && img.naturalWidth > 0")
        assert flag.get_attribute("alt") == ""
    # A country outside the list gets a globe, not a broken picture.
    other = _card(page, "Atlantis")
    expect(other.locator("svg.lucide-globe").first).to_be_visible()
    assert other.locator("img[src*='/flags/']").count() == 0
    assert page_errors == []
