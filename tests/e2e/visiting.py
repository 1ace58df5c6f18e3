"""What the public pages' end-to-end tests share: a first paint drawn without the API, a page
that is not found, following a link, a control that is honestly not available yet, and sharing
on a device with no share sheet."""

from collections.abc import Iterator
from contextlib import contextmanager

from playwright.sync_api import Locator, Page, expect

from tests.e2e.watching import requests_made

# The view beacon (POST /api/views, sent once the page is idle) asks the API nothing: it is not
# one of the page's API calls.
VIEW_BEACON = "/api/views"


def record_api_calls(page: Page) -> list[str]:
    """Answers a list that from now on receives the address of each request to /api/ (but the
    view beacon's)."""
    return requests_made(page, lambda r: "/api/" in r.url and not r.url.endswith(VIEW_BEACON))


@contextmanager
def no_api_requests(page: Page) -> Iterator[None]:
    """What the block loads (and all it leads to, until the network is idle) asks the API
    nothing: the server drew it with its data."""
    calls = record_api_calls(page)
    yield
    page.wait_for_load_state("networkidle")
    assert calls == []


def expect_page(page: Page, url: str, heading: str, status: int = 200) -> None:
    """Loaded directly, the address answers `status` with the page's own heading."""
    response = page.goto(url)
    assert response.status == status
    expect(page.get_by_role("heading", name=heading, level=1)).to_be_visible()


def expect_not_found(page: Page, url: str, heading: str) -> None:
    """The address answers 404 with the page's own 'not found' heading."""
    expect_page(page, url, heading, status=404)


def follow(page: Page, link: str, url: str) -> None:
    """Click the link of that name, and arrive at url."""
    page.get_by_role("link", name=link).click()
    expect(page).to_have_url(url)


def open_from(page: Page, list_url: str, link: str, url: str, heading: str) -> None:
    """From the list at list_url, the link of that name opens the page at url, under its own
    heading."""
    page.goto(list_url)
    follow(page, link, url)
    expect(page.get_by_role("heading", name=heading, level=1)).to_be_visible()


def expect_coming_soon(page: Page, control: Locator, url: str) -> None:
    """The control says it is not available yet, and clicking it leaves the page at url."""
    expect(control).to_have_attribute("aria-disabled", "true")
    expect(control).to_have_accessible_description("Coming soon")
    control.click(force=True)  # aria-disabled: Playwright would otherwise wait for it
    expect(page).to_have_url(url)


def without_a_share_sheet(page: Page, origin: str) -> None:
    """A device with no share sheet (sharing copies the link), whose clipboard the test reads."""
    page.add_init_script("delete Navigator.prototype.share")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)


def expect_link_copied(page: Page, link: str) -> None:
    expect(page.get_by_test_id("toast")).to_contain_text("Link copied")
    assert page.evaluate("navigator.clipboard.readText()") == link


def expect_links(page: Page, links: dict[str, str]) -> None:
    """Each link (by name) leads where it says: {name: href}."""
    for name, href in links.items():
        expect(page.get_by_role("link", name=name)).to_have_attribute("href", href)


def with_a_share_sheet(page: Page) -> None:
    """A device with a share sheet, which keeps what the page shares in window.__shared."""
    page.add_init_script(
        "window.__shared = [];"
        "Object.defineProperty(Navigator.prototype, 'share', {"
        "  value: async (data) => { window.__shared.push(data); }, configurable: true"
        "});"
    )
