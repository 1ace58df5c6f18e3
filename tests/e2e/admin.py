"""What the admin panel's end-to-end tests share: the owner's tokens in the browser, opening a
tab, the toast, and the page errors a test caused on purpose."""

import json
from collections.abc import Callable

from playwright.sync_api import Locator, Page, expect


def sign_in(page: Page, owner) -> Page:
    """Put the owner's tokens where the admin panel keeps them, before every load (an init
    script): the page is signed in from its first request on."""
    from rest_framework_simplejwt.tokens import RefreshToken

    refresh = RefreshToken.for_user(owner)
    tokens = json.dumps({"adminToken": str(refresh.access_token), "adminRefresh": str(refresh)})
    page.add_init_script(
        f"for (const [k, v] of Object.entries({tokens})) window.localStorage.setItem(k, v);"
    )
    return page


def open_tab(page: Page, live_server, tab: str, heading: str) -> None:
    """Open the panel at ?tab=<tab> and wait for the tab's own heading."""
    page.goto(f"{live_server.url}/admin?tab={tab}")
    expect(page.get_by_role("heading", name=heading)).to_be_visible()


def expect_toast(page: Page, title: str, description: str) -> None:
    toast = page.get_by_test_id("toast")
    expect(toast).to_contain_text(title)
    expect(toast).to_contain_text(description)


def delete_once_sure(
    page: Page, delete: Locator, dialog: str, kept: Callable[[], bool], *, says: str = ""
) -> None:
    """Delete through the confirm dialog `dialog` (its name) as an owner who hesitates: the
    first click on `delete` asks (with `says` in the dialog), Cancel closes it and deletes
    nothing (`kept()` holds); the second click is confirmed with Delete."""
    delete.click()
    asked = page.get_by_role("dialog", name=dialog)
    expect(asked).to_be_visible()
    if says:
        expect(asked).to_contain_text(says)
    asked.get_by_role("button", name="Cancel").click()
    expect(asked).to_be_hidden()
    assert kept()

    delete.click()
    asked.get_by_role("button", name="Delete").click()


def expect_messages(page: Page, messages) -> None:
    """Each of these messages shows on the page, word for word."""
    for message in messages:
        expect(page.get_by_text(message, exact=True)).to_be_visible()


def unexpected(errors: list[str], *allowed: str) -> list[str]:
    """page_errors without the ones that contain one of `allowed` (what the test did on
    purpose: a refused save, a missing picture)."""
    return [error for error in errors if not any(part in error for part in allowed)]
