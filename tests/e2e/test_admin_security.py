"""Issue 12: the owner's account security in the panel (change the password, sign out
everywhere), and the 'Login Successful' toast that must not linger over the panel.

These tests put the tokens in the browser once (signed_in_page), never by an init script on
every load: signing out must be the page's own doing."""

import pytest
from playwright.sync_api import Browser, Page, expect
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import RefreshToken

from tests.accounts.factories import OWNER_PASSWORD
from tests.e2e.admin import unexpected
from tests.e2e.test_admin_sign_in_paths import (
    SESSION_ENDED,
    expect_panel,
    sign_in_on_login_page,
    signed_in_page,
)
from tests.e2e.watching import requests_made

pytestmark = pytest.mark.django_db(transaction=True)

NEW_PASSWORD = "Kelp-forests-and-tide-pools-2025"
WRONG_CURRENT = "Your current password is not right."


def stored_tokens(page: Page) -> tuple[str | None, str | None]:
    access, refresh = page.evaluate(
        "[localStorage.getItem('adminToken'), localStorage.getItem('adminRefresh')]"
    )
    return access, refresh


def access_works(access: str) -> bool:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {access}")
    return client.get("/api/admin/verify").status_code == 200


def refresh_works(refresh: str) -> bool:
    """Whether the server still takes this refresh token (which rotates it, when it does)."""
    response = APIClient().post("/api/admin/refresh", {"refresh": refresh}, format="json")
    return response.status_code == 200


def open_security(page: Page):
    page.get_by_role("button", name="Security").click()
    dialog = page.get_by_role("dialog", name="Account security")
    expect(dialog).to_be_visible()
    return dialog


def fill_password_change(dialog, *, current: str, new: str, again: str | None = None) -> None:
    dialog.get_by_label("Current password").fill(current)
    dialog.get_by_label("New password", exact=True).fill(new)
    dialog.get_by_label("New password again").fill(new if again is None else again)


# --- 6. Change password ---------------------------------------------------------------------


def test_a_wrong_current_password_is_shown_on_its_field_and_changes_nothing(
    page: Page, live_server, owner, page_errors
):
    signed_in_page(page, live_server, owner)
    access, refresh = stored_tokens(page)
    dialog = open_security(page)
    fill_password_change(dialog, current="not-my-password-at-all", new=NEW_PASSWORD)

    dialog.get_by_role("button", name="Change Password").click()

    message = dialog.locator("#field-currentPassword-error")
    expect(message).to_have_text(WRONG_CURRENT)
    expect(dialog.get_by_label("Current password")).to_have_attribute("aria-invalid", "true")
    toast = page.get_by_test_id("toast")
    expect(toast).to_contain_text("Failed to change the password. Please try again.")
    expect(dialog).to_be_visible()
    expect(page).to_have_url(live_server.url + "/admin")
    owner.refresh_from_db()
    assert owner.check_password(OWNER_PASSWORD)
    assert access_works(access)  # still signed in
    assert refresh_works(refresh)
    assert unexpected(page_errors, f"400: {live_server.url}/api/admin/password") == []


def test_the_new_password_is_typed_twice_before_anything_is_sent(
    page: Page, live_server, owner, page_errors
):
    posts = requests_made(page, lambda r: r.url.endswith("/password"))
    signed_in_page(page, live_server, owner)
    dialog = open_security(page)
    fill_password_change(dialog, current=OWNER_PASSWORD, new=NEW_PASSWORD, again=NEW_PASSWORD + "x")

    dialog.get_by_role("button", name="Change Password").click()

    expect(dialog.get_by_text("The two new passwords are not the same")).to_be_visible()
    assert posts == []
    owner.refresh_from_db()
    assert owner.check_password(OWNER_PASSWORD)
    assert page_errors == []


def test_changing_the_password_signs_out_every_token_and_the_new_one_signs_in(
    page: Page, live_server, owner, page_errors
):
    # The owner's phone, signed in too (made before the browser starts: the live server's
    # in-memory SQLite refuses a write from here while it answers the page).
    phone = RefreshToken.for_user(owner)
    signed_in_page(page, live_server, owner)
    access, refresh = stored_tokens(page)
    dialog = open_security(page)
    fill_password_change(dialog, current=OWNER_PASSWORD, new=NEW_PASSWORD)

    dialog.get_by_role("button", name="Change Password").click()

    expect(page.get_by_test_id("toast")).to_contain_text("Password changed")
    expect(page).to_have_url(live_server.url + "/admin/login")
    expect(page.get_by_role("heading", name="Admin Login")).to_be_visible()
    assert stored_tokens(page) == (None, None)
    owner.refresh_from_db()
    assert owner.check_password(NEW_PASSWORD)
    # Every token issued before the change is refused: this tab's and the phone's.
    assert not access_works(access)
    assert not refresh_works(refresh)
    assert not access_works(str(phone.access_token))
    assert not refresh_works(str(phone))

    sign_in_on_login_page(page, password=NEW_PASSWORD)

    expect_panel(page, live_server)
    new_access, _ = stored_tokens(page)
    assert new_access not in (None, access)
    assert access_works(new_access)
    assert page_errors == []


# --- 6. Sign out everywhere -----------------------------------------------------------------


def test_sign_out_everywhere_asks_first_and_cancel_keeps_the_session(
    page: Page, live_server, owner, page_errors
):
    signed_in_page(page, live_server, owner)
    access, _ = stored_tokens(page)
    dialog = open_security(page)

    dialog.get_by_role("button", name="Sign Out Everywhere").click()
    confirm = page.get_by_role("dialog", name="Sign out everywhere?")
    expect(confirm).to_contain_text("Every device and browser tab will be signed out")
    confirm.get_by_role("button", name="Cancel").click()

    expect(confirm).to_be_hidden()
    expect(page.get_by_role("dialog", name="Account security")).to_be_visible()
    expect(page).to_have_url(live_server.url + "/admin")
    assert access_works(access)
    assert page_errors == []


def test_sign_out_everywhere_ends_this_tab_another_tab_and_other_devices(
    browser: Browser, live_server, owner
):
    phone = RefreshToken.for_user(owner)  # the owner's phone, signed in too
    context = browser.new_context()
    this_tab, other_tab = context.new_page(), context.new_page()
    this_tab.goto(live_server.url + "/admin")
    sign_in_on_login_page(this_tab)
    expect_panel(this_tab, live_server)
    other_tab.goto(live_server.url + "/admin?tab=blog")
    expect_panel(other_tab, live_server, "/admin?tab=blog")
    access, refresh = stored_tokens(this_tab)
    dialog = open_security(this_tab)

    dialog.get_by_role("button", name="Sign Out Everywhere").click()
    this_tab.get_by_role("dialog", name="Sign out everywhere?").get_by_role(
        "button", name="Sign Out Everywhere"
    ).click()

    expect(this_tab.get_by_test_id("toast")).to_contain_text("Signed out everywhere")
    expect(this_tab).to_have_url(live_server.url + "/admin/login")
    # The other open tab is told at once, and keeps its page under the dialog.
    ended = other_tab.get_by_role("dialog", name=SESSION_ENDED)
    expect(ended).to_be_visible()
    expect(other_tab.get_by_role("heading", name="Create New Post")).to_be_attached()
    assert stored_tokens(other_tab) == (None, None)
    # And the server refuses every token it had issued, a phone's too.
    assert not access_works(access)
    assert not refresh_works(refresh)
    assert not access_works(str(phone.access_token))
    assert not refresh_works(str(phone))
    # The password still works: signing in again in the other tab carries on there.
    expect(ended.get_by_label("Username")).to_have_value("owner")
    ended.get_by_label("Password").fill(OWNER_PASSWORD)
    ended.get_by_role("button", name="Sign in again").click()
    expect(ended).to_be_hidden()
    expect_panel(other_tab, live_server, "/admin?tab=blog")
    context.close()


# --- 7. The login toast ---------------------------------------------------------------------

# Records, the moment the panel's heading first appears, whether a toast was on screen then.
WATCH_PANEL_ARRIVAL = """
window.__login = { toastSaid: null, toastWhenPanelShowed: null };
new MutationObserver(() => {
  const record = window.__login;
  const toast = document.querySelector('[data-testid="toast"]');
  if (toast && record.toastSaid === null) record.toastSaid = toast.textContent;
  const panel = [...document.querySelectorAll("h1")].some((h) => h.textContent === "Admin Panel");
  if (panel && record.toastWhenPanelShowed === null)
    record.toastWhenPanelShowed = Boolean(document.querySelector('[data-testid="toast"]'));
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


@pytest.mark.parametrize("start", ["/admin/login", "/admin"])
def test_the_login_toast_is_gone_once_the_panel_shows(
    page: Page, live_server, owner, page_errors, start
):
    page.add_init_script(WATCH_PANEL_ARRIVAL)
    page.goto(live_server.url + start)

    sign_in_on_login_page(page)

    expect_panel(page, live_server)
    record = page.evaluate("window.__login")
    # Said on the login page...
    assert record["toastSaid"].startswith("Login Successful")
    # ...and not merely gone some seconds later: gone the moment the panel appeared.
    assert record["toastWhenPanelShowed"] is False
    assert page.get_by_test_id("toast").count() == 0
    assert page_errors == []
