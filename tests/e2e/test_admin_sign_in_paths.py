"""The ways an owner really reaches the panel: a bookmark of /admin while signed out, a deep link
to a tab, a wrong password first, a second tab, a reload mid-edit, an access token that expires
mid-session, a revoked session, and two tabs refreshing at the same moment. The first wave's
tests all started at /admin/login and missed that signing in from /admin led straight back to
the login page."""

import json
import re
from datetime import timedelta

import pytest
from playwright.sync_api import Browser, Page, expect
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import RefreshToken

from apps.blog.models import BlogPost
from tests.accounts.factories import OWNER_PASSWORD
from tests.blog.factories import BlogPostFactory
from tests.e2e.conftest import CHROMIUM_ARGS  # noqa: F401  (the browser fixtures' settings)
from tests.e2e.test_admin_writing import after_the_pause

pytestmark = pytest.mark.django_db(transaction=True)

SESSION_ENDED = "Your session has ended"


def sign_in_on_login_page(page: Page, password: str = OWNER_PASSWORD) -> None:
    page.get_by_label("Username").fill("owner")
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Sign In").click()


def expect_panel(page: Page, live_server, path: str = "/admin") -> None:
    expect(page.get_by_role("heading", name="Admin Panel")).to_be_visible()
    expect(page).to_have_url(live_server.url + path)


def store_tokens(page: Page, *, access: str, refresh: str) -> None:
    """Put tokens where the panel keeps them, once (not on every load, as an init script
    would): then sign-outs and refreshes are the page's own doing."""
    tokens = json.dumps({"adminToken": access, "adminRefresh": refresh})
    page.evaluate(f"for (const [k, v] of Object.entries({tokens})) localStorage.setItem(k, v)")


def expired_access(owner) -> tuple[str, str]:
    refresh = RefreshToken.for_user(owner)
    access = refresh.access_token
    access.set_exp(lifetime=-timedelta(minutes=1))
    return str(access), str(refresh)


def signed_in_page(page: Page, live_server, owner, path="/admin") -> Page:
    page.goto(live_server.url + "/admin/login")
    refresh = RefreshToken.for_user(owner)
    store_tokens(page, access=str(refresh.access_token), refresh=str(refresh))
    page.goto(live_server.url + path)
    expect(page.get_by_role("heading", name="Admin Panel")).to_be_visible()
    return page


# --- signing in from where the owner starts ------------------------------------------------


AUTOSAVE = re.compile(r"/api/blog-posts(/[^/]+)?/autosave$")


def keep_autosave_off_the_server(page: Page) -> None:
    """The blog form's autosave never reaches the server, so what is typed is on this device
    only: the case these tests are about. (Had an autosave saved it, another tab would have
    nothing unsaved to ask about, and would sign out without its question.)"""
    page.route(AUTOSAVE, lambda route: route.abort())


def autosave_failed(page: Page):
    """Waits, on leaving the block, until the form has tried to autosave what it typed."""
    return page.expect_event("requestfailed", lambda request: bool(AUTOSAVE.search(request.url)))


def test_opening_admin_signed_out_then_signing_in_stays_in_the_panel(
    page: Page, live_server, owner, page_errors
):
    page.goto(live_server.url + "/admin")
    expect(page).to_have_url(live_server.url + "/admin/login")

    sign_in_on_login_page(page)

    expect(page.get_by_test_id("toast")).to_contain_text("Login Successful")
    expect_panel(page, live_server)
    expect(page.get_by_role("heading", name="Admin Login")).to_have_count(0)
    # The toast said its piece on the login page; it does not linger over the panel.
    expect(page.get_by_test_id("toast")).to_have_count(0)
    assert page_errors == []


def test_the_memes_pages_admin_link_leads_into_the_panel(page: Page, live_server, owner):
    page.goto(live_server.url + "/memes")
    page.get_by_role("link", name="Admin Panel").click()
    expect(page).to_have_url(live_server.url + "/admin/login")

    sign_in_on_login_page(page)

    expect_panel(page, live_server)


def test_a_deep_link_to_a_tab_returns_there_after_signing_in(page: Page, live_server, owner):
    page.goto(live_server.url + "/admin?tab=gallery")
    expect(page).to_have_url(live_server.url + "/admin/login?next=%2Fadmin%3Ftab%3Dgallery")

    sign_in_on_login_page(page)

    expect_panel(page, live_server, "/admin?tab=gallery")
    expect(page.get_by_role("tab", name="Gallery")).to_have_attribute("aria-selected", "true")


def test_a_next_address_outside_the_panel_is_ignored(page: Page, live_server, owner):
    page.goto(live_server.url + "/admin/login?next=https%3A%2F%2Fevil.example%2F")

    sign_in_on_login_page(page)

    expect_panel(page, live_server)


def test_a_wrong_password_first_then_the_right_one(page: Page, live_server, owner):
    page.goto(live_server.url + "/admin")
    sign_in_on_login_page(page, password="not-the-password")
    expect(page.get_by_test_id("toast")).to_contain_text("Login Failed")
    expect(page.get_by_role("button", name="Sign In")).to_be_enabled()

    page.get_by_label("Password", exact=True).fill(OWNER_PASSWORD)
    page.get_by_role("button", name="Sign In").click()

    expect_panel(page, live_server)


def test_signing_in_again_on_the_same_page_after_signing_out(page: Page, live_server, owner):
    page.goto(live_server.url + "/admin")
    sign_in_on_login_page(page)
    expect_panel(page, live_server)
    page.get_by_role("button", name="Sign Out").click()
    expect(page).to_have_url(live_server.url + "/admin/login")

    sign_in_on_login_page(page)

    expect_panel(page, live_server)


def test_a_second_tab_opens_the_panel_directly_and_a_reload_keeps_it(
    page: Page, live_server, owner
):
    page.goto(live_server.url + "/admin")
    sign_in_on_login_page(page)
    expect_panel(page, live_server)

    second = page.context.new_page()
    second.goto(live_server.url + "/admin?tab=blog")
    expect_panel(second, live_server, "/admin?tab=blog")
    second.reload()
    expect_panel(second, live_server, "/admin?tab=blog")


# --- a session that ends while the owner is typing -----------------------------------------


def test_signing_out_in_another_tab_keeps_the_text_and_signing_in_again_saves_it(
    page: Page, live_server, owner, page_errors
):
    page.clock.install()  # autosave's pause passes on the page's clock (after_the_pause)
    page.goto(live_server.url + "/admin?tab=blog")
    sign_in_on_login_page(page)
    expect_panel(page, live_server, "/admin?tab=blog")
    keep_autosave_off_the_server(page)
    other = page.context.new_page()
    other.goto(live_server.url + "/admin")
    expect_panel(other, live_server)
    with autosave_failed(page):
        page.get_by_label("Title", exact=True).fill("Half-written thoughts")
        page.get_by_label("Excerpt", exact=True).fill("A summary I do not want to lose.")
        page.get_by_label("Content", exact=True).fill("Paragraph one.")
        after_the_pause(page)

    other.get_by_role("button", name="Sign Out").click()
    # The unsaved form is kept on this device: signing out on purpose asks before forgetting it.
    other.get_by_role("dialog", name="Sign out and discard unsaved changes?").get_by_role(
        "button", name="Sign Out"
    ).click()
    expect(other).to_have_url(live_server.url + "/admin/login")

    dialog = page.get_by_role("dialog", name=SESSION_ENDED)
    expect(dialog).to_be_visible()
    expect(page.get_by_label("Title", exact=True)).to_have_value("Half-written thoughts")
    dialog.get_by_label("Password").fill(OWNER_PASSWORD)
    dialog.get_by_role("button", name="Sign in again").click()
    expect(dialog).to_be_hidden()
    page.get_by_role("button", name="Create Post").click()

    expect(page.get_by_test_id("toast")).to_contain_text("Blog post created successfully!")
    assert BlogPost.objects.get().title == "Half-written thoughts"
    # Besides the 401s of the ended session, only the autosaves this test turned away.
    assert [e for e in page_errors if "401" not in e and "/autosave net::" not in e] == []


def test_text_kept_when_another_tab_signs_out_comes_back_through_a_reload_and_the_login_page(
    page: Page, live_server, owner
):
    page.clock.install()
    signed_in_page(page, live_server, owner, "/admin?tab=blog")
    # The text is on this device only: the autosave does not reach the server (had it, the other
    # tab would have nothing unsaved to ask about, and would sign out without its question).
    keep_autosave_off_the_server(page)
    other = page.context.new_page()
    other.goto(live_server.url + "/admin")
    expect_panel(other, live_server)
    with autosave_failed(page):
        page.get_by_label("Title", exact=True).fill("Words typed before the session ended")
        after_the_pause(page)

    other.get_by_role("button", name="Sign Out").click()
    other.get_by_role("dialog", name="Sign out and discard unsaved changes?").get_by_role(
        "button", name="Sign Out"
    ).click()
    expect(page.get_by_role("dialog", name=SESSION_ENDED)).to_be_visible()

    # The owner reloads (or closes the tab and comes back) instead of signing in on the dialog:
    # the text this tab held is on the device again, and is offered back after the login page.
    page.reload()
    expect(page).to_have_url(re.compile(r"/admin/login"))
    sign_in_on_login_page(page)
    expect_panel(page, live_server, "/admin?tab=blog")
    expect(page.get_by_label("Title", exact=True)).to_have_value(
        "Words typed before the session ended"
    )
    expect(page.get_by_text("were restored from this device")).to_be_visible()


def test_a_revoked_session_says_so_and_keeps_the_form(page: Page, live_server, owner):
    signed_in_page(page, live_server, owner, "/admin?tab=blog")
    page.get_by_label("Title", exact=True).fill("Written before the revocation")
    page.get_by_label("Excerpt", exact=True).fill("Summary.")
    page.get_by_label("Content", exact=True).fill("Body.")
    owner.set_password("a-new-password-somebody-set")  # e.g. in Django admin
    owner.save()

    page.get_by_role("button", name="Create Post").click()

    expect(page.get_by_role("dialog", name=SESSION_ENDED)).to_be_visible()
    toast = page.get_by_test_id("toast")
    expect(toast).to_contain_text("Failed to create blog post. Please try again.")
    expect(toast).to_contain_text("Your session ended")
    expect(toast).not_to_contain_text("revoked")
    expect(page.get_by_label("Title", exact=True)).to_have_value("Written before the revocation")
    assert not BlogPost.objects.exists()


def test_an_access_token_that_expired_is_refreshed_and_the_save_goes_through(
    page: Page, live_server, owner
):
    signed_in_page(page, live_server, owner, "/admin?tab=blog")
    access, refresh = expired_access(owner)
    store_tokens(page, access=access, refresh=refresh)

    page.get_by_label("Title", exact=True).fill("Saved across a refresh")
    page.get_by_label("Excerpt", exact=True).fill("Summary.")
    page.get_by_label("Content", exact=True).fill("Body.")
    page.get_by_role("button", name="Create Post").click()

    expect(page.get_by_test_id("toast")).to_contain_text("Blog post created successfully!")
    expect(page.get_by_role("dialog", name=SESSION_ENDED)).to_be_hidden()
    assert BlogPost.objects.get().title == "Saved across a refresh"


def test_two_tabs_whose_token_expired_refresh_once_and_neither_is_signed_out(
    browser: Browser, live_server, owner
):
    context = browser.new_context()
    first, second = context.new_page(), context.new_page()
    first.goto(live_server.url + "/admin/login")
    access, refresh = expired_access(owner)
    store_tokens(first, access=access, refresh=refresh)
    refreshes = []
    context.on(
        "response",
        lambda response: (
            refreshes.append(response.status) if "/api/admin/refresh" in response.url else None
        ),
    )

    first.goto(live_server.url + "/admin", wait_until="commit")
    second.goto(live_server.url + "/admin?tab=blog", wait_until="commit")

    expect(first.get_by_role("heading", name="Admin Panel")).to_be_visible()
    expect(second.get_by_role("heading", name="Admin Panel")).to_be_visible()
    # One refresh at a time: the second tab uses the first's new tokens (or, when they have not
    # reached it yet, refreshes with them), never the same refresh token twice, which the server
    # refuses once it has rotated (a 401 here would mean two tabs raced with one token).
    assert refreshes
    assert set(refreshes) == {200}
    verify = APIClient()
    verify.credentials(
        HTTP_AUTHORIZATION=f"Bearer {first.evaluate('localStorage.getItem("adminToken")')}"
    )
    assert verify.get("/api/admin/verify").status_code == 200
    context.close()


# --- unsaved forms survive --------------------------------------------------------------------


def test_a_reload_mid_edit_offers_the_text_back(page: Page, live_server, owner):
    post = BlogPostFactory(title="Original title")
    signed_in_page(page, live_server, owner, "/admin?tab=blog")
    page.get_by_role("button", name=f"Edit {post.title}").click()
    expect(page.get_by_role("heading", name="Edit Post")).to_be_visible()
    page.get_by_label("Title", exact=True).fill("A better title")

    page.reload()

    expect(page.get_by_role("heading", name="Edit Post")).to_be_visible()
    expect(page.get_by_label("Title", exact=True)).to_have_value("A better title")
    expect(page.get_by_text("were restored from this device")).to_be_visible()
    page.get_by_role("button", name="Update Post").click()
    expect(page.get_by_test_id("toast")).to_contain_text("Blog post updated successfully!")
    post.refresh_from_db()
    assert post.title == "A better title"
    assert page.evaluate("localStorage.getItem('adminDraft:blog')") is None


def test_switching_tab_while_writing_keeps_the_form(page: Page, live_server, owner):
    signed_in_page(page, live_server, owner, "/admin?tab=gcse")
    page.get_by_label("Topic").fill("Photosynthesis revision")

    page.get_by_role("tab", name="Gallery").click()
    expect(page.get_by_role("tab", name="Gallery")).to_have_attribute("aria-selected", "true")
    page.get_by_role("tab", name="GCSE Journey").click()

    expect(page.get_by_label("Topic")).to_have_value("Photosynthesis revision")


def test_discarding_restored_changes_shows_the_saved_text(page: Page, live_server, owner):
    signed_in_page(page, live_server, owner, "/admin?tab=blog")
    page.get_by_label("Title", exact=True).fill("Not wanted after all")
    page.reload()
    expect(page.get_by_label("Title", exact=True)).to_have_value("Not wanted after all")

    page.get_by_role("button", name="Discard changes").click()

    expect(page.get_by_label("Title", exact=True)).to_have_value("")
    page.reload()
    expect(page.get_by_label("Title", exact=True)).to_have_value("")
