"""Watching what a page asks the server for."""

from collections.abc import Callable

from playwright.sync_api import Page, Request


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
