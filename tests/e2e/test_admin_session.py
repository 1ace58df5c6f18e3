"""Signing in and out of the admin panel, as the owner would."""

import pytest
from playwright.sync_api import Page, expect

from tests.accounts.factories import OWNER_PASSWORD

pytestmark = pytest.mark.django_db(transaction=True)


def test_admin_without_a_token_redirects_to_login(page: Page, live_server):
    page.goto(live_server.url + "/admin")

    expect(page).to_have_url(live_server.url + "/admin/login")
    expect(page.get_by_role("heading", name="Admin Login")).to_be_visible()


def test_empty_fields_show_the_specification_messages(page: Page, live_server):
    page.goto(live_server.url + "/admin/login")

    page.get_by_role("button", name="Sign In").click()

    expect(page.get_by_text("Username is required")).to_be_visible()
    expect(page.get_by_text("Password is required")).to_be_visible()


def test_wrong_password_shows_login_failed(page: Page, live_server, owner):
    page.goto(live_server.url + "/admin/login")

    page.get_by_label("Username").fill("owner")
    page.get_by_label("Password", exact=True).fill("not-the-password")
    page.get_by_role("button", name="Sign In").click()

    toast = page.get_by_test_id("toast")
    expect(toast).to_contain_text("Login Failed")
    expect(toast).to_contain_text("Invalid username or password.")
    expect(page).to_have_url(live_server.url + "/admin/login")


def test_lockout_says_when_to_try_again(page: Page, live_server, owner):
    page.goto(live_server.url + "/admin/login")
    page.get_by_label("Username").fill("owner")
    page.get_by_label("Password", exact=True).fill("not-the-password")
    for _ in range(5):
        page.get_by_role("button", name="Sign In").click()
        expect(page.get_by_role("button", name="Sign In")).to_be_enabled()

    page.get_by_label("Password", exact=True).fill(OWNER_PASSWORD)
    page.get_by_role("button", name="Sign In").click()

    expect(page.get_by_role("alert").filter(has_text="Try again in 15 minutes")).to_be_visible()


def test_password_can_be_shown_and_hidden(page: Page, live_server):
    page.goto(live_server.url + "/admin/login")
    password = page.get_by_label("Password", exact=True)

    page.get_by_role("button", name="Show password").click()
    expect(password).to_have_attribute("type", "text")
    page.get_by_role("button", name="Hide password").click()
    expect(password).to_have_attribute("type", "password")


def test_owner_signs_in_reaches_the_panel_and_signs_out(
    page: Page, live_server, owner, page_errors
):
    page.goto(live_server.url + "/admin/login")

    page.get_by_label("Username").fill("owner")
    page.get_by_label("Password", exact=True).fill(OWNER_PASSWORD)
    page.get_by_role("button", name="Sign In").click()

    expect(page.get_by_test_id("toast")).to_contain_text("Login Successful")
    expect(page.get_by_test_id("toast")).to_contain_text("Redirecting to admin panel...")
    expect(page).to_have_url(live_server.url + "/admin")
    expect(page.get_by_role("heading", name="Admin Panel")).to_be_visible()
    expect(page.get_by_text("Live", exact=True)).to_be_visible()
    for tab in ("Dashboard", "Blog", "GCSE Journey", "Travel", "Gallery", "Media", "Testimonials"):
        expect(page.get_by_role("tab", name=tab)).to_be_visible()

    page.get_by_role("button", name="Sign Out").click()

    expect(page).to_have_url(live_server.url + "/admin/login")
    assert page.evaluate("window.localStorage.getItem('adminToken')") is None
    assert page.evaluate("window.localStorage.getItem('adminRefresh')") is None
    page.goto(live_server.url + "/admin")
    expect(page).to_have_url(live_server.url + "/admin/login")
    assert page_errors == []


def test_a_stored_token_opens_the_panel_directly(owner_page: Page, live_server):
    owner_page.goto(live_server.url + "/admin")

    expect(owner_page.get_by_role("heading", name="Admin Panel")).to_be_visible()


def test_an_invalid_stored_token_is_removed(page: Page, live_server):
    page.add_init_script("window.localStorage.setItem('adminToken', 'expired.or.forged')")

    page.goto(live_server.url + "/admin")

    expect(page).to_have_url(live_server.url + "/admin/login")
    assert page.evaluate("window.localStorage.getItem('adminToken')") is None
