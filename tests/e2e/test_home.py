"""The home page's sections below the fold: loaded on demand, with skeletons and anchors."""

import pytest
from playwright.sync_api import Page, Route, expect

from tests.e2e.reading import site_footer
from tests.e2e.visiting import record_api_calls
from tests.gallery.factories import uploaded_item
from tests.showcase.factories import MemeFactory
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]


def test_sections_load_only_when_the_visitor_scrolls_to_them(page: Page, live_server, page_errors):
    ApprovedTestimonialFactory(name="Mrs Okafor", content="A curious and generous learner.")
    TestimonialFactory(name="Not yet approved")
    api_calls = record_api_calls(page)

    page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")
    assert api_calls == []  # nothing below the fold is fetched for the first paint

    page.locator("#testimonials").scroll_into_view_if_needed()

    section = page.get_by_role("region", name="What People Say")
    expect(section.get_by_text("A curious and generous learner.")).to_be_visible()
    expect(section.get_by_text("Mrs Okafor")).to_be_visible()
    expect(page.get_by_text("Not yet approved")).to_have_count(0)
    assert any(url.endswith("/api/testimonials") for url in api_calls)
    assert page_errors == []


def test_gallery_shows_eight_skeleton_tiles_while_it_loads(page: Page, live_server):
    uploaded_item(title="Science fair")
    held: list[Route] = []
    # Hold the answer until we have looked at the skeleton.
    page.route("**/api/gallery-items", lambda route: held.append(route))
    page.goto(live_server.url + "/")

    with page.expect_request("**/api/gallery-items"):
        page.locator("#gallery").scroll_into_view_if_needed()

    expect(page.get_by_test_id("gallery-skeleton").locator("> div")).to_have_count(8)
    assert held, "the route did not hold the request"
    for route in held:
        route.continue_()
    expect(page.get_by_role("button", name="View Science fair")).to_be_visible()
    expect(page.get_by_test_id("gallery-skeleton")).to_have_count(0)


def test_gallery_photos_open_in_the_viewer(page: Page, live_server, page_errors):
    uploaded_item(title="Science fair", width=900, height=600)
    uploaded_item(title="School trip", width=900, height=600)

    page.goto(live_server.url + "/#gallery")

    gallery = page.get_by_role("region", name="Photo Gallery")
    first = gallery.get_by_role("button", name="View Science fair")
    expect(first).to_be_visible()
    image = first.locator("img")
    expect(image).to_have_attribute("loading", "lazy")
    assert "480w" in image.get_attribute("srcset")
    assert image.get_attribute("width")
    assert image.get_attribute("height")

    first.click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    # Newest first: "School trip" is the first photo, "Science fair" the second.
    expect(dialog.get_by_text("2 of 2")).to_be_visible()
    page.keyboard.press("ArrowRight")  # wraps round to the first
    expect(dialog.get_by_text("1 of 2")).to_be_visible()
    expect(dialog.get_by_text("School trip")).to_be_visible()
    page.keyboard.press("ArrowLeft")
    expect(dialog.get_by_text("Science fair")).to_be_visible()
    assert page.evaluate("document.documentElement.style.overflow") == "hidden"
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(first).to_be_focused()
    assert page.evaluate("document.documentElement.style.overflow") == ""
    assert page_errors == []


def test_fun_zone_previews_memes_and_links_to_all_of_them(page: Page, live_server):
    MemeFactory(caption="When the bell rings mid-sentence")

    page.goto(live_server.url + "/")
    page.locator("#fun-zone").scroll_into_view_if_needed()

    zone = page.get_by_role("region", name="Fun Zone")
    expect(zone.get_by_text("When the bell rings mid-sentence")).to_be_visible()
    expect(zone.get_by_role("link", name="See All My Memes")).to_have_attribute("href", "/memes")


def test_footer_anchor_links_reach_their_home_sections(page: Page, live_server):
    page.goto(live_server.url + "/blog")

    site_footer(page).get_by_role("link", name="Gallery").click()

    expect(page).to_have_url(live_server.url + "/#gallery")
    expect(page.locator("#gallery")).to_be_in_viewport()


@pytest.mark.parametrize("anchor", ["gallery", "testimonials", "achievements", "media", "about"])
def test_opening_or_reloading_the_home_page_at_an_anchor_shows_its_section(
    page: Page, live_server, anchor, page_errors
):
    """The sections load on demand and the first screen the server draws has none of them: the
    app scrolls to the anchor once its section exists, on a fresh load and on a reload."""
    ApprovedTestimonialFactory()
    uploaded_item(title="Science fair")

    page.goto(live_server.url + f"/#{anchor}")
    expect(page.locator(f"#{anchor}")).to_be_in_viewport()
    assert page.evaluate("window.scrollY") > 0

    page.reload()
    expect(page.locator(f"#{anchor}")).to_be_in_viewport()
    assert page.evaluate("window.scrollY") > 0
    assert page_errors == []
