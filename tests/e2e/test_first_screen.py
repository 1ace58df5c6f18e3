"""The first screen the server draws inside #root (apps/pages/first_screen.py) must be the
screen React then draws: the same text at the same place, at a phone's and a desktop's width.
If a React component changes, its template must change with it, or this fails."""

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Browser

from apps.demo.images import demo_image
from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.e2e.conftest import APP_HAS_STARTED, DESKTOP, PHONE
from tests.e2e.test_every_route import STATIC_ROUTES
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

HEADER = ["header a[href='/']", "header nav a", "header button", "header input"]
PAGES = {
    "/": [*HEADER, "main h1", "main section p", "main section button", "main section a"],
    "/blog": [*HEADER, "main h1", "main header p", "main li article img", "main li h2",
              "main li time", "main li a"],
    "/blog/why-the-sky-is-blue": [*HEADER, "main article > a", "main article img",
                                  "main article time", "main h1", "main article > p",
                                  "main .post-body"],
    "/gcse-journey": [*HEADER, "main h1", "main header p"],
    **{path: [*HEADER, "main h1", "main header p"] for path in ("/contact", "/sitemap")},
    "/travel": [*HEADER, "main > div > a", "main h1", "main header p"],
    # A list draws its heading and its first row of cards; a detail page its top, down to the
    # text (the largest paint on a phone).
    "/achievements": [*HEADER, "main > div > a", "main h1", "main header p", "main li article img",
                      "main li h2", "main li time", "main li article p", "main li button"],
    "/media": [*HEADER, "main > div > a", "main h1", "main header p", "main section h2",
               "main li:first-child img", "main li:first-child h3",
               "main li:first-child time", "main li:first-child article p"],
    "/projects": [*HEADER, "main h1", "main > div > div > a", "main > div > p", "main section h2",
                  "main article img", "main article h3", "main article h3 + span",
                  "main article p"],
    "/memes": [*HEADER, "main > div > a", "main h1", "main header p",
               "main li article header p", "main li article time", "main li article img",
               "main li article div > p", "main li button"],
    # The CV is drawn whole (text only): its heading, contact line and every section's rows.
    "/cv": [*HEADER, "main h1", "main header p", "main header a", "main section h2",
            "main li h3", "main li p"],
    "/testimonials": [*HEADER, "main header > span", "main h1", "main header p"],
    "/privacy-policy": [*HEADER, "main article > a", "main header p", "main h1"],
    "/gcse-journey/week-3-chemistry-ionic-bonding": [
        *HEADER, "main article > a", "main article > div span", "main time", "main h1",
        "main progress", "main article button", "main article > p"],
    "/travel/castles-in-edinburgh": [
        *HEADER, "main article > a", "main article img", "main article button > span",
        "main article > div > span", "main time", "main h1", "main article > p"],
    "/projects/revision-buddy": [
        *HEADER, "main article > a", "main article img", "main header span", "main h1",
        "main time", "main article p"],
    # The search page draws every result with the HTML; or what it says with none.
    "/search?q=blue": [*HEADER, "main h1", "main form input", "main form button",
                       "main p[role=status]", "main li article span", "main li article time",
                       "main li h2", "main li article p"],
    "/search": [*HEADER, "main h1", "main form input", "main > div > div > p"],
    "/search?q=quasar": [*HEADER, "main h1", "main form input", "main h2", "main h2 + p",
                         "footer p", "footer h2"],
    # A 404 page is drawn whole, footer and all (its text can be the largest paint there).
    "/no-such-page": [*HEADER, "main h1", "main section p", "main section a", "footer p",
                      "footer ul[aria-label='Social links'] a", "footer h2", "footer li a"],
    "/projects/no-such-project": [*HEADER, "main h1", "main p", "main a", "footer p"],
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
    SiteProfileFactory(
        name="Ada Example",
        tagline="Curious Mind. Global Learner.",
        email="ada@example.com",
        microblog_url="https://example.com/ada/microblog",
        video_url="https://example.com/ada/videos",
    )
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
    GcseJournalEntryFactory(
        week="Week 3",
        subject="chemistry",
        topic="Ionic bonding",
        slug="week-3-chemistry-ionic-bonding",
        content="Dot and cross diagrams finally make sense.\nNext: giant covalent structures.",
        progress=72.6,
        study_date=date(2025, 1, 6),
    )
    TravelStoryFactory(
        title="Castles and closes in Edinburgh",
        slug="castles-in-edinburgh",
        country="United Kingdom",
        city="Edinburgh",
        continent="Europe",
        image_url=demo_image("e2e-first-screen-story"),
        gallery=[demo_image("e2e-first-screen-story-1")],
        visit_date=date(2024, 8, 12),
        content="Up the Royal Mile in the rain.\nDown again for chips.",
    )
    ProjectFactory(
        title="Revision Buddy",
        slug="revision-buddy",
        status="Live & Growing",
        type="Web app",
        featured=True,
        website="https://www.example.com/revision-buddy",
        start_date=date(2024, 4, 2),
        image_url=demo_image("e2e-first-screen-project"),
        full_description="Flashcards that space themselves.\nBuilt with friends.",
    )
    ProjectFactory(title="Book Swap", slug="book-swap", image_url="")
    for i, title in enumerate(["Gold in the Maths Challenge", "Science Fair", "Essay Prize"]):
        AchievementFactory(
            title=title,
            image_url=demo_image(f"e2e-first-screen-award-{i}"),
            date=date(2024, 11 - i, 3),
            category="Academic" if i else "",
            description="Awarded for outstanding work." * (i + 1),
        )
    MediaItemFactory(
        title="Why our school went plastic-free",
        featured=True,
        category="Environment",
        image_url=demo_image("e2e-first-screen-article"),
        published_at=datetime(2024, 10, 1, 9, tzinfo=ZoneInfo("UTC")),
    )
    MediaItemFactory(title="What students wish teachers knew", image_url="", url="")
    MemeFactory(caption="Every. Single. Time.", text="Me in September:\nMe in May:")
    MemeFactory(caption="Question 1", text="", image_url=demo_image("e2e-first-screen-meme"))


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


# Lighthouse's phone (a Moto G Power): 412 x 823 CSS pixels at 1.75 device pixels each.
LIGHTHOUSE_PHONE = {"width": 412, "height": 823}
# Every largest-contentful-paint candidate, noting whether the server's first screen drew it.
LCP_OBSERVER = """
window.__lcp = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const element = entry.element;
    window.__lcp.push({
      server: !!(element && element.closest("[data-first-screen]")),
      tag: element ? element.tagName : null,
      size: entry.size,
      at: entry.startTime,
      what: entry.url || (element ? element.textContent.trim().slice(0, 60) : ""),
    });
  }
}).observe({ type: "largest-contentful-paint", buffered: true });
"""
PUBLIC_ROUTES = [
    path for path in [*PAGES, *STATIC_ROUTES] if path not in ("/projects/no-such-project",)
]


# React redrawing the server's largest picture (the same file) within this share of its area is
# the same paint, a sub-pixel rounding apart: seen once in CI on /projects at a phone's 1.75
# pixel ratio, the server's picture painted at 160 ms covering 80,372 px, React's at 436 ms
# 80,443 px (0.09% more), while on every other run the server's own paint was 80,443 px.
SAME_PAINT = 0.002


def _largest_paint(entries: list[dict]) -> dict:
    """The page's largest paint: the last candidate, or the server's paint of the same picture
    when React's redraw of it is larger by a rounding only."""
    last = entries[-1]
    if last["server"] or last["tag"] != "IMG":
        return last
    same = [
        entry
        for entry in entries
        if entry["server"]
        and entry["what"] == last["what"]
        and entry["size"] >= last["size"] * (1 - SAME_PAINT)
    ]
    return same[-1] if same else last


@pytest.mark.parametrize("viewport", [LIGHTHOUSE_PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("path", list(dict.fromkeys(PUBLIC_ROUTES)))
def test_the_largest_paint_comes_with_the_html_on_every_public_page(
    browser: Browser, live_server, content, path, viewport
):
    """The page's largest paint is the server's first screen: nothing React draws afterwards
    is larger, so the largest paint never waits for the JavaScript (Lighthouse's LCP)."""
    context = browser.new_context(
        viewport=viewport,
        device_scale_factor=1.75 if viewport is LIGHTHOUSE_PHONE else 1,
        locale="en-GB",
        timezone_id="UTC",
    )
    page = context.new_page()
    page.add_init_script(LCP_OBSERVER)
    page.goto(live_server.url + path)
    page.wait_for_function(APP_HAS_STARTED)
    page.wait_for_load_state("networkidle")
    # Two frames after the app's page is drawn: a larger paint would be reported by now.
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    entries = page.evaluate("window.__lcp")
    # When each of the app's scripts (all but the entry) was asked for.
    app_scripts = page.evaluate(
        """() => performance.getEntriesByType("resource")
            .filter((r) => r.initiatorType === "script" && !/\\/main\\.[^/]*js$/.test(r.name))
            .map((r) => [r.name, r.startTime])"""
    )
    context.close()

    assert entries, f"no largest paint on {path}"
    largest = _largest_paint(entries)
    assert largest["server"], f"the largest paint on {path} waited for React: {entries}"
    # ... and the app's code was not even asked for before it was on screen, so it never
    # shared the connection with it.
    shown = largest["at"]
    early = [name for name, start in app_scripts if start <= shown]
    assert app_scripts, f"the app never started on {path}"
    assert not early, f"asked for before the largest paint ({shown} ms): {early}; paints: {entries}"
