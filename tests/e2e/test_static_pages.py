"""The privacy policy and the site map page as a visitor reads them, and the form libraries
staying out of the pages without a form."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.core.factories import SiteProfileFactory
from tests.e2e.bundles import holding
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.watching import requests_made
from tests.factories import content_for_the_specification_figures

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

SITE_MAP = {
    "Main": [("Home", "/"), ("My Blogs", "/blog")],
    "Academic": [("GCSE Journal", "/gcse-journey"), ("Achievements", "/achievements")],
    "Portfolio": [("Media & Publications", "/media"), ("Projects", "/projects")],
    "Personal": [("Travel", "/travel"), ("Memes", "/memes")],
    "Connect": [("Testimonials", "/testimonials"), ("Contact", "/contact")],
    "Legal": [("Privacy Policy", "/privacy-policy"), ("Site Map", "/sitemap")],
}


def test_privacy_policy_covers_what_coppa_asks(page: Page, live_server, page_errors):
    SiteProfileFactory(name="Ada Example", email="ada@example.com")

    page.goto(live_server.url + "/privacy-policy")

    expect(page.get_by_role("heading", name="Privacy Policy", level=1)).to_be_visible()
    expect(page).to_have_title("Privacy Policy | Ada Example")
    policy = page.get_by_role("article")
    expect(policy).to_contain_text(re.compile("last updated January 4, 2025", re.I))
    for heading in (
        "Information we collect",
        "How we use information",
        "Children's privacy (under 13)",
        "How we protect information",
        "Security",
        "Information sharing",
        "How long we keep data",
        "Your rights",
        "Contact",
    ):
        expect(page.get_by_role("heading", name=heading, exact=True, level=2)).to_be_visible()
    collected = page.get_by_role("region", name="Information we collect")

    def card(title: str):
        return collected.get_by_role("heading", name=title, level=3).locator("xpath=..")

    for item in ("name", "e-mail address", "message", "age verification"):
        expect(card("Contact form")).to_contain_text(item)
    for item in ("name", "relationship", "content", "age verification"):
        expect(card("Testimonials")).to_contain_text(item)
    for item in ("browser", "operating system", "referring page", "pages you visit"):
        expect(card("Collected automatically")).to_contain_text(item)
    expect(card("Collected automatically")).to_contain_text("anonymized IP address")
    retention = page.get_by_role("region", name="How long we keep data")
    expect(retention).to_contain_text("Contact messages: deleted after 180 days.")
    expect(retention).to_contain_text(
        "Messages from under-13s: deleted 30 days after they are read"
    )
    expect(retention).to_contain_text("Testimonials that are not approved: deleted after 90 days.")
    expect(page.get_by_role("region", name="Children's privacy (under 13)")).to_contain_text(
        "A testimonial from someone under 13 is only published after Ada Example has verified"
    )
    privacy_contact = page.get_by_role("region", name="Contact", exact=True)
    expect(privacy_contact.get_by_role("link", name="ada@example.com")).to_have_attribute(
        "href", "mailto:ada@example.com"
    )
    expect(privacy_contact).to_contain_text("We respond within 48 hours.")
    assert page_errors == []


def test_privacy_policy_describes_each_protection_for_a_young_owner(
    page: Page, live_server, page_errors
):
    SiteProfileFactory(name="Ada Example", pseudonym_mode=True, pseudonym="A. E.")

    page.goto(live_server.url + "/privacy-policy")

    section = page.get_by_role("region", name="Protections for a young site owner")
    for title, words in (
        ("Checking for personal details before publishing", "postcodes"),
        ("A pseudonym", "the full name is not shown"),
        ("Testimonials with an invitation link", "Verified · Teacher"),
        ("Private share links", "nothing about who opened it"),
        ("A parent's or guardian's eye", "weekly summary"),
    ):
        card = section.get_by_role("heading", name=title, level=3).locator("xpath=..")
        expect(card).to_contain_text(words)
    # The policy names the owner as the site does: by the pseudonym in pseudonym mode.
    expect(section).to_contain_text("A. E. is shown what was found")
    expect(page.get_by_role("article")).not_to_contain_text("Ada Example")
    retention = page.get_by_role("region", name="How long we keep data")
    expect(retention).to_contain_text("Private share links: deleted 30 days after they stop")
    expect(retention).to_contain_text("testimonial invitation went to: deleted 30 days")
    assert page_errors == []


def test_privacy_policy_back_button_goes_back_or_home(page: Page, live_server, page_errors):
    page.goto(live_server.url + "/privacy-policy")
    page.get_by_role("link", name="Back", exact=True).click()
    expect(page).to_have_url(live_server.url + "/")

    page.goto(live_server.url + "/sitemap")
    page.get_by_role("link", name="Privacy Policy").first.click()
    expect(page).to_have_url(live_server.url + "/privacy-policy")
    page.get_by_role("link", name="Back", exact=True).click()
    expect(page).to_have_url(live_server.url + "/sitemap")
    assert page_errors == []


def test_site_map_lists_twelve_pages_in_six_categories(page: Page, live_server, page_errors):
    content_for_the_specification_figures()  # 21 countries: the overview says "20+"
    page.goto(live_server.url + "/sitemap")

    expect(page.get_by_role("heading", name="Site Map", level=1)).to_be_visible()
    expect(page).to_have_title("Site Map | Alex Morgan")
    for category, pages in SITE_MAP.items():
        section = page.get_by_role("region", name=category, exact=True)
        links = section.get_by_role("link")
        expect(links).to_have_count(len(pages))
        for (title, href), link in zip(pages, links.all(), strict=True):
            expect(link).to_contain_text(title)
            expect(link).to_have_attribute("href", href)
    assert sum(len(pages) for pages in SITE_MAP.values()) == 12

    overview = page.get_by_role("region", name="Overview")
    for value, label in (
        ("12", "Total pages"),
        ("6", "Categories"),
        ("20+", "Countries"),
        ("100%", "COPPA compliant"),
    ):
        stat = overview.locator("div").filter(has_text=label)
        expect(stat.locator("dd")).to_have_text(value)
    assert page_errors == []


def test_site_map_cards_and_get_in_touch_navigate(page: Page, live_server, page_errors):
    page.goto(live_server.url + "/sitemap")

    page.get_by_role("region", name="Connect").get_by_role(
        "link", name=re.compile("^Contact")
    ).click()
    expect(page).to_have_url(live_server.url + "/contact")
    expect(page).to_have_title(re.compile("^Get In Touch \\| "))

    page.go_back()
    page.get_by_role("link", name="Get in Touch").click()
    expect(page).to_have_url(live_server.url + "/contact")
    expect(page.get_by_role("heading", name="Get In Touch", level=1)).to_be_visible()

    page.go_back()
    page.get_by_role("region", name="Connect").get_by_role(
        "link", name=re.compile("^Testimonials")
    ).click()
    expect(page.get_by_role("heading", name="Share Your Experience", level=1)).to_be_visible()
    assert page_errors == []


@pytest.mark.parametrize("path", ["/privacy-policy", "/sitemap"])
def test_static_pages_fit_a_phone(phone_page: Page, live_server, page_errors, path):
    phone_page.goto(live_server.url + path)
    expect(phone_page.get_by_role("heading", level=1)).to_be_visible()

    assert_no_sideways_scroll(phone_page)
    assert page_errors == []


def _scripts_loaded(page: Page, url: str) -> list[str]:
    scripts = requests_made(page, lambda r: r.resource_type == "script")
    page.goto(url)
    page.wait_for_load_state("networkidle")
    return scripts


def test_form_libraries_load_only_on_pages_with_a_form(page: Page, live_server, page_errors):
    """Formik and yup live in their own chunk, which the home page never downloads."""
    home = _scripts_loaded(page, live_server.url + "/")
    assert home, "the home page loads its bundle"
    assert not holding(home, "node_modules/formik/") + holding(home, "node_modules/yup/")

    for path in ("/privacy-policy", "/sitemap"):
        assert not holding(_scripts_loaded(page, live_server.url + path), "node_modules/formik/")

    contact = _scripts_loaded(page, live_server.url + "/contact")
    assert holding(contact, "node_modules/formik/"), "the contact page loads the form chunk"
    assert page_errors == []
