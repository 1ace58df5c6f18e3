"""Watching what a page asks the server for, and what goes wrong on it."""

from collections.abc import Callable

from playwright.sync_api import Browser, Page, Request


def requests_made(page: Page, which: Callable[[Request], bool] = lambda r: True) -> list[str]:
    """Answers a list that from now on receives the address of each request the page makes
    (of those `which` picks)."""
    made: list[str] = []
    page.on("request", lambda r: made.append(r.url) if which(r) else None)
    return made


def posts_sent(page: Page) -> list[str]:
    """The addresses of the POST requests the page makes from now on, but the view beacon's
    (POST /api/views, which every public page sends once idle and which sends nothing else)."""
    return requests_made(page, lambda r: r.method == "POST" and not r.url.endswith("/api/views"))


def fresh_page(browser: Browser, errors: list[str], *, viewport: dict, **options) -> Page:
    """A page in a fresh browser profile (nobody signed in; `options` for the context, such as
    a user_agent) whose JavaScript errors and failed loads land in `errors`: any answer of 400
    or more but a document's, which may be a 404 page on purpose."""
    context = browser.new_context(
        viewport=viewport, locale="en-GB", reduced_motion="reduce", **options
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    page.on(
        "response",
        lambda response: (
            errors.append(f"{response.status}: {response.url}")
            if response.status >= 400 and response.request.resource_type != "document"
            else None
        ),
    )
    return page
