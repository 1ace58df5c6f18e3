"""The page shell in a real browser: the home page draws, 404s are real, admin code stays away."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.core.factories import SiteProfileFactory
from tests.e2e.reading import site_footer
from tests.e2e.watching import requests_made
from tests.factories import content_for_the_specification_figures

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]


def test_home_page_shows_the_headline_and_the_owner(page: Page, live_server, page_errors):
    SiteProfileFactory(name="Ada Example")

    page.goto(live_server.url + "/")

    expect(
        page.get_by_role("heading", name="Curious Mind. Global Learner. Future Changemaker.")
    ).to_be_visible()
    expect(page.get_by_role("heading", name="Hello, I'm Ada Example")).to_be_visible()
    expect(page).to_have_title("Ada Example | Curious Mind. Global Learner. Future Changemaker.")
    assert page_errors == []


def test_explore_button_scrolls_to_the_about_section(page: Page, live_server, page_errors):
    SiteProfileFactory()
    page.goto(live_server.url + "/")

    page.get_by_role("button", name="Explore My Journey").click()

    expect(page.locator("#about")).to_be_in_viewport()
    expect(page.locator("#about")).to_be_focused()
    assert page_errors == []


def test_home_shows_the_six_journey_cards_with_their_stats(page: Page, live_server):
    content_for_the_specification_figures()  # the cards count it: the specification's texts
    page.goto(live_server.url + "/")

    cards = page.get_by_role("region", name="Explore My Journey").get_by_role("link")
    expect(cards).to_have_count(6)
    for title, href, stat in [
        ("My Blogs", "/blog", "15+ Articles"),
        ("My GCSE Journey", "/gcse-journey", "95% Progress"),
        ("Achievements & Certificates", "/achievements", "12 Certificates"),
        ("Media & Publications", "/media", None),
        ("Travel Journey", "/travel", "20+ Countries"),
        ("Projects & Ventures", "/projects", None),
    ]:
        card = cards.filter(has_text=title)
        expect(card).to_have_attribute("href", href)
        if stat:
            expect(card).to_contain_text(stat)


def test_unknown_path_shows_the_404_screen_with_status_404(page: Page, live_server, page_errors):
    response = page.goto(live_server.url + "/this/page/does-not-exist")

    assert response is not None
    assert response.status == 404
    expect(page.get_by_role("heading", name="404 Page Not Found")).to_be_visible()
    page.get_by_role("link", name="Back to Home").click()
    expect(page).to_have_url(live_server.url + "/")
    assert page_errors == []


def test_visitors_never_download_the_admin_chunk(page: Page, live_server):
    scripts = requests_made(page)

    page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")

    assert any(re.search(r"/static/bundles/main\.[0-9a-f]+\.js$", url) for url in scripts)
    assert not [url for url in scripts if "/admin." in url]


def test_current_nav_link_is_highlighted(page: Page, live_server):
    page.goto(live_server.url + "/")

    nav = page.get_by_role("navigation", name="Main")
    expect(nav.get_by_role("link", name="Home")).to_have_attribute("aria-current", "page")
    expect(nav.get_by_role("link", name="My Blogs")).not_to_have_attribute("aria-current", "page")


def test_phone_menu_opens_and_closes(phone_page: Page, live_server):
    phone_page.goto(live_server.url + "/")
    toggle = phone_page.get_by_role("button", name="Open menu")

    expect(phone_page.get_by_role("navigation", name="Main")).to_be_hidden()
    toggle.click()
    menu = phone_page.locator("#mobile-menu")
    expect(menu.get_by_role("link", name="My GCSE Journey")).to_have_attribute(
        "href", "/gcsejourney"
    )
    phone_page.get_by_role("button", name="Close menu").click()
    expect(menu).to_be_hidden()


def test_footer_has_its_groups_and_the_coppa_line(page: Page, live_server):
    SiteProfileFactory()
    page.goto(live_server.url + "/")

    footer = site_footer(page)
    expect(footer.get_by_role("heading", name="Academic")).to_be_visible()
    expect(footer.get_by_role("heading", name="Explore")).to_be_visible()
    expect(footer).to_contain_text("COPPA compliant")
    expect(footer.get_by_role("link", name="LinkedIn")).to_have_attribute(
        "href", "https://linkedin.com/in/ada"
    )
    expect(footer.get_by_role("link", name="ada@example.com")).to_have_attribute(
        "href", "mailto:ada@example.com"
    )
