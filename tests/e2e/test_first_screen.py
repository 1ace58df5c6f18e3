"""The first screen the server draws inside #root (apps/pages/first_screen.py) must be the
screen React then draws: the same text at the same place, at a phone's and a desktop's width.
If a React component changes, its template must change with it, or this fails."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Browser

from apps.core.demo_images import demo_image
from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.e2e.conftest import DESKTOP, PHONE

pytestmark = pytest.mark.django_db(transaction=True)

HEADER = ["header a[href='/']", "header nav a", "header button"]
PAGES = {
    "/": [*HEADER, "main h1", "main section p", "main section button", "main section a"],
    "/blog": [*HEADER, "main h1", "main header p", "main li article img", "main li h2",
              "main li time", "main li a"],
    "/blog/why-the-sky-is-blue": [*HEADER, "main article > a", "main article img",
                                  "main article time", "main h1", "main article > p",
                                  "main .post-body"],
    "/gcse-journey": [*HEADER, "main h1", "main header p"],
    **{path: [*HEADER, "main h1", "main header p"] for path in ("/contact", "/sitemap")},
    **{
        path: [*HEADER, "main > div > a", "main h1", "main header p"]
        for path in ("/travel", "/achievements", "/media")
    },
}  # fmt: skip

# Each selector's first three matches: where they are and what they say.
MEASURE = """(selectors) => selectors.map((selector) =>
  [...document.querySelectorAll(selector)].slice(0, 3).map((el) => {
    const r = el.getBoundingClientRect();
    return [selector, Math.round(r.x), Math.round(r.y), Math.round(r.width),
            Math.round(r.height), el.textContent.trim()];
  }))"""


@pytest.fixture
def content(db):
    SiteProfileFactory(name="Ada Example", tagline="Curious Mind. Global Learner.")
    for i, title in enumerate(["Why the Sky Is Blue", "Tides and the Moon", "Volcano Notes"]):
        BlogPostFactory(
            title=title,
            slug=title.lower().replace(" ", "-"),
            excerpt=f"{title}, explained for a GCSE student.",
            content="<p>First paragraph.</p>\nSecond line with <strong>bold</strong> text.",
            categories=["Science"],
            image_url=demo_image(f"e2e-first-screen-{i}"),
            published_at=datetime(2025, 1, 4 - i, 12, tzinfo=ZoneInfo("Europe/London")),
        )


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("path", list(PAGES))
def test_the_server_first_screen_is_where_react_draws_it(
    browser: Browser, live_server, content, path, viewport
):
    selectors = PAGES[path]
    drawn = {}
    for javascript in (False, True):
        context = browser.new_context(
            viewport=viewport, locale="en-GB", java_script_enabled=javascript, timezone_id="UTC"
        )
        page = context.new_page()
        page.goto(live_server.url + path)
        if javascript:
            page.wait_for_function("() => !document.querySelector('[data-first-screen]')")
        else:
            assert page.locator("#root [data-first-screen]").count() == 1
        page.wait_for_load_state("load")
        drawn[javascript] = page.evaluate(MEASURE, selectors)
        context.close()

    server, react = drawn[False], drawn[True]
    for selector, by_server, by_react in zip(selectors, server, react, strict=True):
        assert by_server, f"the server draws nothing for {selector!r} on {path}"
        assert by_server == by_react[: len(by_server)], selector


def test_the_largest_picture_comes_with_the_html_and_a_srcset(
    browser: Browser, live_server, content
):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    page.goto(live_server.url + "/blog")
    first, second = page.locator("main li article img").all()[:2]
    assert first.get_attribute("fetchpriority") == "high"
    assert first.get_attribute("loading") == "eager"
    assert second.get_attribute("loading") == "lazy"
    assert "480w" in (first.get_attribute("srcset") or "")
    # the phone picked a narrow variant, not the widest picture
    current = page.evaluate("() => document.querySelector('main li article img').currentSrc")
    assert not current.endswith("-1600w.webp"), current
    context.close()
