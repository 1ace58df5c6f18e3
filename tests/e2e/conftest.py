"""End-to-end fixtures: Playwright driving Debian's headless Chromium against live_server.

Run with `make test-e2e` (which builds the bundle and sets E2E=1, so the page shell renders the
real webpack bundle instead of the fake loader's placeholder).
"""

import os
import shutil
from collections.abc import Iterator

import pytest
from django.conf import settings
from django.test import TransactionTestCase
from playwright.sync_api import Browser, Page, Playwright, sync_playwright

from tests.e2e.admin import sign_in
from tests.e2e.database import end_other_connections, flush_retrying, name_the_connections
from tests.e2e.watching import fresh_page

# Playwright's sync API runs an event loop in this thread; Django would otherwise refuse the
# database calls that live_server's fixtures make from it.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 740}


def pytest_configure(config):
    name_the_connections()
    _flush_once_more_after_a_deadlock()
    if not settings.E2E:
        raise pytest.UsageError("End-to-end tests need E2E=1 (run them with `make test-e2e`).")
    if not shutil.which(CHROMIUM):
        raise pytest.UsageError(f"Chromium not found at {CHROMIUM}: install Debian's chromium.")
    if not settings.WEBPACK_LOADER["DEFAULT"]["STATS_FILE"].exists():
        raise pytest.UsageError("No webpack bundle: run `npm run build` first.")


def _flush_once_more_after_a_deadlock() -> None:
    """Every test's closing flush (TransactionTestCase's, which live_server's tests end with)
    is run once more when PostgreSQL ends it as a deadlock (tests/e2e/database.py)."""
    teardown = TransactionTestCase._fixture_teardown
    if getattr(teardown, "retries_deadlocks", False):
        return

    def _fixture_teardown(self):
        flush_retrying(lambda: teardown(self))

    _fixture_teardown.retries_deadlocks = True
    TransactionTestCase._fixture_teardown = _fixture_teardown


def _close(page: Page) -> None:
    """Close the page's browser context, then end what live_server still runs for it before
    the test's flush (a request the closed browser left behind holds locks the flush needs)."""
    page.context.close()
    end_other_connections()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as instance:
        yield instance


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
    )
    yield browser
    browser.close()


class PageErrors(list):
    """JavaScript errors and failed requests a page ran into: every test expects none."""


@pytest.fixture
def page_errors() -> PageErrors:
    return PageErrors()


def _new_page(browser: Browser, viewport: dict, errors: PageErrors) -> Page:
    # A document may answer 404 on purpose (the 404 page); a script, style or API call may not.
    page = fresh_page(browser, errors, viewport=viewport)
    page.on("console", lambda msg: _console_error(msg, errors))
    _wait_for_the_app_after_loads(page)
    # A load the page itself cancelled (an image replaced mid-download) is not a failure.
    page.on(
        "requestfailed",
        lambda request: (
            errors.append(f"requestfailed: {request.url} {request.failure}")
            if request.failure != "net::ERR_ABORTED"
            else None
        ),
    )
    return page


# The server draws each page's first screen (apps/pages/first_screen.py) and React replaces it
# a moment later; a test acts on React's page, so every load waits for that hand-over.
APP_HAS_STARTED = "() => !document.querySelector('[data-first-screen]')"


def _wait_for_the_app_after_loads(page: Page) -> None:
    for name in ("goto", "reload", "go_back", "go_forward"):
        load = getattr(page, name)

        def wait_after(*args, _load=load, **kwargs):
            response = _load(*args, **kwargs)
            page.wait_for_function(APP_HAS_STARTED)
            return response

        setattr(page, name, wait_after)


def _console_error(message, errors: PageErrors) -> None:
    # The browser also logs every 4xx/5xx load; those are recorded with their URL above.
    if message.type == "error" and not message.text.startswith("Failed to load resource"):
        errors.append(f"console: {message.text}")


@pytest.fixture
def page(browser: Browser, live_server, page_errors: PageErrors) -> Iterator[Page]:
    """A desktop-sized page (1280 px); fails the test on any JavaScript error."""
    page = _new_page(browser, DESKTOP, page_errors)
    yield page
    _close(page)


@pytest.fixture
def phone_page(browser: Browser, live_server, page_errors: PageErrors) -> Iterator[Page]:
    """A phone-sized page (375 px wide)."""
    page = _new_page(browser, PHONE, page_errors)
    yield page
    _close(page)


@pytest.fixture
def owner_page(page: Page, owner) -> Page:
    """A desktop page signed in as the owner: the tokens sit where the admin panel keeps them."""
    return sign_in(page, owner)


@pytest.fixture
def owner_phone_page(phone_page: Page, owner) -> Page:
    """A phone-sized page (375 px) signed in as the owner."""
    return sign_in(phone_page, owner)
