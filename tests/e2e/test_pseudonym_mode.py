"""Pseudonym mode in the browser (issue 16): the owner turns it on in the Profile tab's 'Privacy &
safety' section, and a visitor's page, once React has taken over from the server's first
screen, shows the pseudonym and not her name: the header, the hero, the about section's photo,
the footer's copyright line, document.title and the head React keeps up to date."""

import json

import pytest
from playwright.sync_api import Page, expect

from apps.core.models import SiteProfile
from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.e2e.admin import expect_toast, open_tab
from tests.e2e.reading import site_footer

pytestmark = pytest.mark.django_db(transaction=True)

HEADING = "Profile & Site Settings"
FULL_NAME = "Ada Quillfeather"
PSEUDONYM = "A. Q."
PSEUDONYM_NEEDED = "Choose the name to show in pseudonym mode"


def _assert_the_page_shows_only_the_pseudonym(page: Page) -> None:
    expect(page.locator("header").get_by_text(PSEUDONYM, exact=True)).to_be_visible()
    footer = site_footer(page)
    expect(footer).to_contain_text(f"{PSEUDONYM}. All rights reserved.")
    expect(page).to_have_title(f"{PSEUDONYM} | Curious Mind. Global Learner. Future Changemaker.")
    # Everything the browser has: the drawn page, its head and its JSON-LD.
    html = page.content()
    assert "Quillfeather" not in html
    assert "Quillfeather" not in page.evaluate("document.title")
    blocks = page.locator('script[type="application/ld+json"]').all_text_contents()
    person = next(b for b in map(json.loads, blocks) if b.get("@type") == "Person")
    assert person["name"] == PSEUDONYM


def test_a_visitors_home_page_shows_the_pseudonym_after_the_app_starts(
    phone_page: Page, live_server, page_errors
):
    SiteProfileFactory(
        name=FULL_NAME,
        display_name="Ada",
        avatar_url="/static/favicon.svg",
        pseudonym_mode=True,
        pseudonym=PSEUDONYM,
    )
    phone_page.goto(live_server.url + "/")  # waits for React to replace the first screen

    expect(phone_page.get_by_text(f"{PSEUDONYM} · United Kingdom")).to_be_visible()  # the hero
    expect(phone_page.get_by_role("heading", name=f"Hello, I'm {PSEUDONYM}")).to_be_visible()
    expect(phone_page.get_by_alt_text(f"Photo of {PSEUDONYM}")).to_be_attached()
    _assert_the_page_shows_only_the_pseudonym(phone_page)
    # Another page's title names the pseudonym too.
    phone_page.goto(live_server.url + "/blog")
    expect(phone_page).to_have_title(f"My Blogs | {PSEUDONYM}")
    assert page_errors == []


def test_the_owner_turns_pseudonym_mode_on_and_a_visitor_sees_the_pseudonym(
    owner_page: Page, phone_page: Page, live_server
):
    SiteProfileFactory(name=FULL_NAME, display_name="Ada")
    BlogPostFactory(is_published=True)
    phone_page.goto(live_server.url + "/")
    expect(site_footer(phone_page)).to_contain_text(FULL_NAME)  # before

    open_tab(owner_page, live_server, "profile", HEADING)
    section = owner_page.get_by_role("group", name="Privacy & safety")
    section.get_by_role("switch", name="Pseudonym mode").click()
    owner_page.get_by_role("button", name="Save Profile").click()
    expect(section.get_by_text(PSEUDONYM_NEEDED)).to_be_visible()  # nothing saved yet
    assert SiteProfile.objects.get().pseudonym_mode is False

    section.get_by_label("Pseudonym", exact=True).fill(PSEUDONYM)
    owner_page.get_by_role("button", name="Save Profile").click()
    expect_toast(owner_page, "Success", "Profile updated successfully!")
    profile = SiteProfile.objects.get()
    assert (profile.pseudonym_mode, profile.pseudonym, profile.name) == (True, PSEUDONYM, FULL_NAME)

    # "View Site" in the owner's own tab follows at once, without a reload...
    owner_page.get_by_role("link", name="View Site").click()
    expect(owner_page.locator("header").get_by_text(PSEUDONYM, exact=True)).to_be_visible()
    expect(site_footer(owner_page)).to_contain_text(f"{PSEUDONYM}. All rights reserved.")
    # ...and a visitor's next visit gets the pseudonym from the server, no kept page in between.
    phone_page.reload()
    _assert_the_page_shows_only_the_pseudonym(phone_page)
