"""The travel map as a visitor uses it: 'Launch Interactive Map' loads and opens the map of the
stories (a dialog; the whole screen on a phone), a pin per published story with coordinates leads
to the story, pins close together share a numbered circle that zooms in, the keyboard reaches
every pin from west to east, Escape and Close give focus back, and the map asks no other host
for anything (its world is drawn inline)."""

from datetime import date
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.e2e.bundles import holding
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.test_every_route import AXE, AXE_SERIOUS
from tests.e2e.watching import requests_made
from tests.travel.factories import TravelStoryFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

TOKYO = "Tokyo, Japan: Neon Nights in Tokyo"
LONDON = "London, United Kingdom: Museums in London"
PARIS = "Paris, France: Art and Bread in Paris"
REYKJAVIK = "Reykjavik, Iceland: Fire and Ice"
NEW_YORK = "New York, United States: A Week in New York"
LISBON = "Lisbon, Portugal: Trams in Lisbon"
EUROPE = "2 stories near each other: London and Paris. Zoom in"


def _story(slug, title, city, country, coordinates, **extra):
    # No pictures: the map is what is tested, and every request must be answered.
    return TravelStoryFactory(
        slug=slug,
        title=title,
        city=city,
        country=country,
        coordinates=coordinates,
        image_url="",
        gallery=[],
        **extra,
    )


# slug, title, city, country, coordinates (lat, lng); London and Paris are close together.
STORIES = [
    ("neon-nights-in-tokyo", "Neon Nights in Tokyo", "Tokyo", "Japan", (35.6762, 139.6503)),
    ("museums-in-london", "Museums in London", "London", "United Kingdom", (51.5072, -0.1276)),
    ("bread-in-paris", "Art and Bread in Paris", "Paris", "France", (48.8566, 2.3522)),
    ("fire-and-ice", "Fire and Ice", "Reykjavik", "Iceland", (64.1466, -21.9426)),
    ("a-week-in-new-york", "A Week in New York", "New York", "United States", (40.7128, -74.006)),
    ("trams-in-lisbon", "Trams in Lisbon", "Lisbon", "Portugal", None),
]


def _stories() -> None:
    """Five stories with a place, one without (Lisbon), and a hidden one with a place."""
    for i, (slug, title, city, country, place) in enumerate(STORIES):
        coordinates = {"lat": place[0], "lng": place[1]} if place else None
        _story(slug, title, city, country, coordinates, visit_date=date(2024, 6 - i, 1))
    _story(
        "hidden-trip",
        "A hidden trip",
        "Oslo",
        "Norway",
        {"lat": 59.9, "lng": 10.75},
        is_published=False,
    )


def _launch(page: Page) -> Locator:
    return page.get_by_role("button", name="Launch Interactive Map")


def _dialog(page: Page) -> Locator:
    return page.get_by_role("dialog", name="Interactive Travel Map")


def _map(page: Page) -> Locator:
    return _dialog(page).get_by_role("group", name="World map of the stories")


def _list(page: Page) -> Locator:
    return _dialog(page).get_by_role("region", name="All stories")


def _open_map(page: Page) -> Locator:
    _launch(page).click()
    dialog = _dialog(page)
    expect(dialog).to_be_visible()
    expect(_map(page)).to_be_visible()
    assert _root_overflow(page) == "hidden"
    return dialog


def _root_overflow(page: Page) -> str:
    return page.evaluate("document.documentElement.style.overflow")


def _focused_name(page: Page) -> str:
    return page.evaluate(
        "(el => el.getAttribute('aria-label') || el.textContent.trim())(document.activeElement)"
    )


def _expect_closed(page: Page) -> None:
    """The map is gone, the page scrolls again and focus is back on the button that opened it."""
    expect(_dialog(page)).to_have_count(0)
    assert _root_overflow(page) != "hidden"
    expect(_launch(page)).to_be_focused()


MAP = "frontend/src/features/travel/components/travel-map.tsx"


def _expect_same_origin(requests: list[str], origin: str) -> None:
    elsewhere = [url for url in requests if urlsplit(url).scheme in {"http", "https", "ws", "wss"}]
    elsewhere = [url for url in elsewhere if not url.startswith(origin + "/")]
    assert elsewhere == [], f"requests to another host: {elsewhere}"


def test_the_map_loads_on_launch_and_a_pin_opens_its_story(page: Page, live_server, page_errors):
    _stories()
    requests = requests_made(page)
    page.goto(live_server.url + "/travel")
    page.wait_for_load_state("networkidle")

    # Nothing of the map is loaded before the button is pressed.
    assert not holding(requests, MAP), requests
    expect(page.get_by_text("Coming soon")).to_have_count(0)
    expect(_launch(page)).to_be_enabled()
    expect(_launch(page)).to_have_attribute("aria-haspopup", "dialog")

    dialog = _open_map(page)

    assert holding(requests, MAP)
    expect(dialog.get_by_role("heading", name="Interactive Travel Map")).to_be_visible()
    expect(dialog.get_by_role("status")).to_have_text(
        "5 stories on the map. Select a pin to read it."
    )
    expect(page.get_by_role("button", name="Close", exact=True)).to_be_focused()
    # One link per published story with a place (London and Paris share a numbered circle).
    pins = _map(page).get_by_role("link")
    expect(pins).to_have_count(3)
    tokyo = _map(page).get_by_role("link", name=TOKYO)
    expect(tokyo).to_have_attribute("href", "/travel/neon-nights-in-tokyo")
    expect(_map(page).get_by_role("button", name=EUROPE)).to_be_visible()
    expect(dialog.get_by_text("A hidden trip")).to_have_count(0)
    # Its world is drawn inline: land and borders are paths in the page, not a picture.
    assert _map(page).locator("path").count() == 3

    tokyo.hover()
    expect(_map(page).locator("text").filter(has_text="Tokyo, Japan")).to_be_visible()
    expect(_map(page).locator("text").filter(has_text="Neon Nights in Tokyo")).to_be_visible()

    tokyo.click()

    expect(page).to_have_url(live_server.url + "/travel/neon-nights-in-tokyo")
    expect(page.get_by_role("heading", name="Neon Nights in Tokyo", level=1)).to_be_visible()
    expect(_dialog(page)).to_have_count(0)
    assert _root_overflow(page) != "hidden"
    page.wait_for_load_state("networkidle")
    _expect_same_origin(requests, live_server.url)
    assert page_errors == []


def test_escape_close_and_the_backdrop_close_the_map_and_focus_returns(
    page: Page, live_server, page_errors
):
    _stories()
    page.goto(live_server.url + "/travel")

    _launch(page).focus()
    page.keyboard.press("Enter")
    expect(_dialog(page)).to_be_visible()
    page.keyboard.press("Escape")
    _expect_closed(page)

    _open_map(page)
    _dialog(page).get_by_role("button", name="Close", exact=True).click()
    _expect_closed(page)

    _open_map(page)
    page.mouse.click(5, 5)  # the backdrop, beside the dialog
    _expect_closed(page)
    expect(page).to_have_url(live_server.url + "/travel")
    assert page_errors == []


def test_the_keyboard_reaches_every_pin_west_to_east_and_enter_opens_one(
    page: Page, live_server, page_errors
):
    _stories()
    page.goto(live_server.url + "/travel")
    _open_map(page)

    reached = []
    for _ in range(6):
        page.keyboard.press("Tab")
        reached.append(_focused_name(page))
    assert reached == ["Zoom in", "Zoom out", NEW_YORK, REYKJAVIK, EUROPE, TOKYO]
    expect(_map(page).locator("text").filter(has_text="Neon Nights in Tokyo")).to_be_visible()

    # Shift+Tab goes back; Tab from the last link in the dialog goes round to Close.
    page.keyboard.press("Shift+Tab")
    assert _focused_name(page) == EUROPE
    _list(page).get_by_role("link").last.focus()
    page.keyboard.press("Tab")
    expect(_dialog(page).get_by_role("button", name="Close", exact=True)).to_be_focused()

    # The numbered circle zooms in until London and Paris part, and focus moves to London.
    _map(page).get_by_role("button", name=EUROPE).focus()
    page.keyboard.press("Enter")
    expect(_map(page).get_by_role("button", name=EUROPE)).to_have_count(0)
    expect(_map(page).get_by_role("link", name=LONDON)).to_be_focused()
    expect(_map(page).get_by_role("link", name=PARIS)).to_be_visible()
    page.keyboard.press("Tab")
    assert _focused_name(page) == PARIS

    page.keyboard.press("Enter")

    expect(page).to_have_url(live_server.url + "/travel/bread-in-paris")
    expect(page.get_by_role("heading", name="Art and Bread in Paris", level=1)).to_be_visible()
    assert page_errors == []


def test_zoom_buttons_and_pins_close_together(page: Page, live_server, page_errors):
    _stories()
    page.goto(live_server.url + "/travel")
    _open_map(page)
    europe = _map(page).get_by_role("button", name=EUROPE)
    zoom_out = _dialog(page).get_by_role("button", name="Zoom out", exact=True)
    expect(zoom_out).to_have_attribute("aria-disabled", "true")

    europe.click()  # zooms in until the two part
    expect(_map(page).get_by_role("link", name=LONDON)).to_be_in_viewport()
    expect(_map(page).get_by_role("link", name=PARIS)).to_be_in_viewport()
    expect(zoom_out).to_have_attribute("aria-disabled", "false")

    zoom_out.click()
    zoom_out.click()
    expect(zoom_out).to_be_focused()  # stays on the button, even when it has no more to do
    expect(zoom_out).to_have_attribute("aria-disabled", "true")
    expect(_map(page).get_by_role("button", name=EUROPE)).to_be_visible()

    zoom_in = _dialog(page).get_by_role("button", name="Zoom in", exact=True)
    for _ in range(3):
        zoom_in.click()
    expect(zoom_in).to_have_attribute("aria-disabled", "true")
    expect(_map(page).get_by_role("link")).to_have_count(5)  # at the closest zoom, every pin

    _map(page).get_by_role("link", name=LONDON).click()
    expect(page).to_have_url(live_server.url + "/travel/museums-in-london")
    assert page_errors == []


def test_a_story_without_coordinates_is_listed_but_has_no_pin(page: Page, live_server, page_errors):
    _stories()
    page.goto(live_server.url + "/travel")
    _open_map(page)

    stories = _list(page)
    expect(stories).to_contain_text("1 story has no place on the map yet: it is listed here.")
    expect(stories.get_by_role("link")).to_have_count(6)
    lisbon = stories.get_by_role("link", name=LISBON)
    expect(lisbon).to_have_attribute("href", "/travel/trams-in-lisbon")
    lisbon_item = stories.get_by_role("listitem").filter(has=page.get_by_role("link", name=LISBON))
    expect(lisbon_item).to_contain_text("(not on the map)")
    expect(stories.get_by_role("listitem").filter(has_text="Tokyo")).not_to_contain_text(
        "not on the map"
    )
    # At the closest zoom every pin is drawn: still none for Lisbon.
    for _ in range(3):
        _dialog(page).get_by_role("button", name="Zoom in", exact=True).click()
    expect(_map(page).get_by_role("link")).to_have_count(5)
    expect(_map(page).get_by_role("link", name=LISBON)).to_have_count(0)

    lisbon.click()
    expect(page).to_have_url(live_server.url + "/travel/trams-in-lisbon")
    assert page_errors == []


def test_no_story_with_coordinates_says_so(page: Page, live_server, page_errors):
    _story("trams-in-lisbon", "Trams in Lisbon", "Lisbon", "Portugal", None)
    page.goto(live_server.url + "/travel")
    _open_map(page)

    expect(_dialog(page).get_by_role("status")).to_have_text(
        "None of the stories has a place on the map yet."
    )
    expect(_map(page).get_by_role("link")).to_have_count(0)
    expect(_list(page).get_by_role("link", name=LISBON)).to_be_visible()
    assert page_errors == []


def test_the_map_on_a_phone(phone_page: Page, live_server, page_errors):
    _stories()
    page = phone_page
    requests = requests_made(page)
    page.goto(live_server.url + "/travel")

    _open_map(page)

    # The whole screen, nothing wider than it.
    box = _dialog(page).bounding_box()
    viewport = page.viewport_size
    assert (box["x"], box["y"]) == (0, 0)
    assert (box["width"], box["height"]) == (viewport["width"], viewport["height"])
    assert_no_sideways_scroll(page)
    expect(_dialog(page).get_by_role("button", name="Close", exact=True)).to_be_in_viewport()
    _list(page).get_by_role("link", name=LISBON).scroll_into_view_if_needed()
    expect(_list(page).get_by_role("link", name=LISBON)).to_be_in_viewport()

    # Europe's stories share one circle on a small screen; it zooms in until London has a pin.
    for _ in range(3):
        if _map(page).get_by_role("link", name=LONDON).count():
            break
        _map(page).get_by_role("button", name="London").click()
    london = _map(page).get_by_role("link", name=LONDON)
    expect(london).to_be_in_viewport()
    london.click()

    expect(page).to_have_url(live_server.url + "/travel/museums-in-london")
    expect(page.get_by_role("heading", name="Museums in London", level=1)).to_be_visible()
    assert_no_sideways_scroll(page)
    _expect_same_origin(requests, live_server.url)
    assert page_errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_open_map_passes_axe(browser: Browser, live_server, scheme):
    _stories()
    # axe is injected as an inline script, which the site's CSP rightly forbids.
    context = browser.new_context(
        viewport={"width": 1366, "height": 768}, bypass_csp=True, color_scheme=scheme
    )
    page = context.new_page()
    page.goto(live_server.url + "/travel")
    _open_map(page)  # the button is React's: the app has started
    page.add_script_tag(path=str(AXE))
    assert page.evaluate(AXE_SERIOUS) == []
    context.close()
