"""The Profile tab as the owner uses it (issue 14): who the site is about, the footer's social
links and the home page's figures, changed in the panel and seen at once on the public pages,
in the footer and in the page's JSON-LD; a bad value refused on the field; a phone."""

import json

import pytest
from playwright.sync_api import Page, expect

from apps.core.models import SiteProfile
from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.e2e.admin import expect_toast, open_tab
from tests.e2e.reading import site_footer
from tests.e2e.screen import assert_no_sideways_scroll

pytestmark = pytest.mark.django_db(transaction=True)

HEADING = "Profile & Site Settings"


def person(page: Page) -> dict:
    blocks = page.locator('script[type="application/ld+json"]').all_text_contents()
    return next(b for b in map(json.loads, blocks) if b.get("@type") == "Person")


def test_the_owner_renames_the_site_and_every_public_place_follows(
    owner_page: Page, live_server, page_errors
):
    SiteProfileFactory(microblog_url="", photos_url="", professional_url="", video_url="")
    open_tab(owner_page, live_server, "profile", HEADING)

    owner_page.get_by_label("Name", exact=True).fill("Grace Example")
    owner_page.get_by_label("Tagline", exact=True).fill("Maths, music and mountains.")
    owner_page.get_by_label("Video platform (YouTube) (optional)").fill(
        "https://video.example/@grace"
    )
    owner_page.get_by_role("button", name="Save Profile").click()
    expect_toast(owner_page, "Success", "Profile updated successfully!")
    assert SiteProfile.objects.get().name == "Grace Example"

    # "View Site" in the same tab shows the change without a reload...
    owner_page.get_by_role("link", name="View Site").click()
    expect(owner_page.get_by_role("heading", level=1)).to_have_text("Maths, music and mountains.")
    expect(owner_page.locator("header").get_by_text("Grace Example")).to_be_visible()

    # ...and so does the page as the server sends it: header, footer button, JSON-LD.
    owner_page.goto(live_server.url + "/")
    expect(owner_page.get_by_role("heading", level=1)).to_have_text("Maths, music and mountains.")
    social = site_footer(owner_page).get_by_role("list", name="Social links")
    expect(social.get_by_role("link")).to_have_count(1)
    expect(social.get_by_role("link", name="YouTube")).to_have_attribute(
        "href", "https://video.example/@grace"
    )
    assert person(owner_page)["name"] == "Grace Example"
    assert page_errors == []


def test_the_owner_adds_and_removes_an_other_link_and_the_footer_follows(
    owner_page: Page, live_server, page_errors
):
    SiteProfileFactory()
    open_tab(owner_page, live_server, "profile", HEADING)

    owner_page.get_by_role("button", name="Add a link").click()
    owner_page.get_by_label("Link 1 label").fill("Chess club")
    owner_page.get_by_label("Link 1 address").fill("ftp://chess.example/club")
    owner_page.get_by_role("button", name="Save Profile").click()
    expect(
        owner_page.get_by_text("Enter a web address starting with http:// or https://")
    ).to_be_visible()
    assert SiteProfile.objects.get().other_links == []

    owner_page.get_by_label("Link 1 address").fill("https://chess.example/club")
    owner_page.get_by_role("button", name="Save Profile").click()
    expect_toast(owner_page, "Success", "Profile updated successfully!")

    owner_page.goto(live_server.url + "/")
    others = site_footer(owner_page).get_by_role("list", name="Other links")
    link = others.get_by_role("link", name="Chess club")
    expect(link).to_have_attribute("href", "https://chess.example/club")
    expect(link).to_have_attribute("target", "_blank")
    assert "https://chess.example/club" in person(owner_page)["sameAs"]

    open_tab(owner_page, live_server, "profile", HEADING)
    owner_page.get_by_role("button", name="Remove link 1").click()
    owner_page.get_by_role("button", name="Save Profile").click()
    expect_toast(owner_page, "Success", "Profile updated successfully!")
    owner_page.goto(live_server.url + "/")
    expect(site_footer(owner_page).get_by_role("list", name="Other links")).to_have_count(0)
    assert page_errors == []


def test_a_home_figure_switches_between_counted_and_typed(owner_page: Page, live_server):
    SiteProfileFactory()
    BlogPostFactory.create_batch(3)
    open_tab(owner_page, live_server, "profile", HEADING)

    switch = owner_page.get_by_role("switch", name="Articles: automatic")
    expect(switch).to_have_attribute("aria-checked", "true")
    expect(owner_page.get_by_text("Shows “3 Articles”.")).to_be_visible()
    switch.click()
    owner_page.get_by_label("Articles figure").fill("A shelf of essays")
    owner_page.get_by_role("button", name="Save Profile").click()
    expect_toast(owner_page, "Success", "Profile updated successfully!")

    owner_page.goto(live_server.url + "/")
    cards = owner_page.locator("#main, main")
    expect(cards.get_by_text("A shelf of essays")).to_be_visible()

    open_tab(owner_page, live_server, "profile", HEADING)
    owner_page.get_by_role("switch", name="Articles: automatic").click()
    owner_page.get_by_role("button", name="Save Profile").click()
    expect_toast(owner_page, "Success", "Profile updated successfully!")
    owner_page.goto(live_server.url + "/")
    expect(owner_page.get_by_text("3 Articles", exact=True)).to_be_visible()
    expect(owner_page.get_by_text("A shelf of essays")).to_have_count(0)


def test_bad_values_are_said_on_their_fields_and_nothing_is_saved(owner_page: Page, live_server):
    SiteProfileFactory()
    open_tab(owner_page, live_server, "profile", HEADING)

    owner_page.get_by_label("Name", exact=True).fill("")
    owner_page.get_by_label("Microblog (X / Twitter) (optional)").fill("javascript:alert(1)")
    owner_page.get_by_role("switch", name="Countries: automatic").click()
    owner_page.get_by_role("button", name="Save Profile").click()

    expect(owner_page.get_by_text("Name is required", exact=True)).to_be_visible()
    expect(
        owner_page.get_by_text("Enter a web address starting with http:// or https://")
    ).to_be_visible()
    expect(owner_page.get_by_text("Type the figure, or make it automatic")).to_be_visible()
    profile = SiteProfile.objects.get()
    assert (profile.name, profile.microblog_url) == ("Ada Example", "https://x.com/ada")


def test_a_reload_mid_edit_keeps_the_typing(owner_page: Page, live_server):
    SiteProfileFactory()
    open_tab(owner_page, live_server, "profile", HEADING)
    owner_page.get_by_label("Tagline", exact=True).fill("Half-typed thought")

    owner_page.reload()
    expect(owner_page.get_by_role("heading", name=HEADING)).to_be_visible()
    expect(owner_page.get_by_label("Tagline", exact=True)).to_have_value("Half-typed thought")
    expect(owner_page.get_by_text("were restored from this device")).to_be_visible()


def test_the_profile_tab_fits_a_phone(owner_phone_page: Page, live_server):
    SiteProfileFactory()
    open_tab(owner_phone_page, live_server, "profile", HEADING)
    expect(owner_phone_page.get_by_role("button", name="Save Profile")).to_be_attached()
    assert_no_sideways_scroll(owner_phone_page)
