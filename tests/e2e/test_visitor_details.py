"""What a visitor meets on the way: the keyboard in the phone menu and the image viewer, the 404
screen, a gallery picture that does not load, the footer's social buttons, and the head tags
after moving between pages without a reload."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.e2e.conftest import PHONE
from tests.e2e.reading import site_footer
from tests.e2e.test_every_route import STATIC_ROUTES
from tests.gallery.factories import uploaded_item
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

PLACEHOLDER = "/static/img/photo-placeholder.svg"


def test_escape_closes_the_phone_menu_and_returns_focus_to_its_button(
    phone_page: Page, live_server, page_errors
):
    phone_page.goto(live_server.url + "/blog")
    phone_page.get_by_role("button", name="Open menu").click()
    menu = phone_page.locator("#mobile-menu")
    menu.get_by_role("link", name="Contact").focus()

    phone_page.keyboard.press("Escape")

    expect(menu).to_have_count(0)
    expect(phone_page.get_by_role("button", name="Open menu")).to_be_focused()
    expect(phone_page.get_by_role("button", name="Open menu")).to_have_attribute(
        "aria-expanded", "false"
    )
    assert page_errors == []


FOCUS_IN_DIALOG = "() => Boolean(document.activeElement?.closest('dialog[open]'))"


def test_focus_stays_inside_the_open_image_viewer(page: Page, live_server, page_errors):
    uploaded_item(title="Science fair", width=900, height=600)
    uploaded_item(title="School trip", width=900, height=600)
    page.goto(live_server.url + "/#gallery")
    page.get_by_role("button", name="View Science fair").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    buttons = ["Close", "Previous image", "Next image"]

    seen = []
    for _ in range(2 * len(buttons) + 1):  # round the dialog twice, forwards
        page.keyboard.press("Tab")
        assert page.evaluate(FOCUS_IN_DIALOG), f"focus left the viewer after {seen}"
        seen.append(page.evaluate("() => document.activeElement.textContent.trim()"))
    for _ in range(2 * len(buttons) + 1):  # and backwards
        page.keyboard.press("Shift+Tab")
        assert page.evaluate(FOCUS_IN_DIALOG), "focus left the viewer going backwards"

    assert set(seen) == set(buttons)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("button", name="View Science fair")).to_be_focused()
    assert page_errors == []


def test_the_404_page_says_404_once(page: Page, live_server, page_errors):
    page.goto(live_server.url + "/no-such-page")
    main = page.get_by_role("main")
    expect(page.get_by_role("heading", name="404 Page Not Found")).to_be_visible()

    visible = main.inner_text()
    accessible = main.aria_snapshot()

    assert visible.count("404") == 1, visible
    assert accessible.count("404") == 1, accessible
    assert page_errors == []


def test_a_gallery_photo_that_fails_to_load_shows_the_placeholder(
    page: Page, live_server, page_errors
):
    uploaded_item(title="Science fair", width=900, height=600)
    # Every file of the photo answers 404, as a file lost from the storage would.
    page.route(re.compile(r".*/media/gallery/.*"), lambda route: route.fulfill(status=404))
    page.goto(live_server.url + "/#gallery")

    tile = page.get_by_role("button", name="View Science fair").locator("img")
    tile.scroll_into_view_if_needed()
    expect(tile).to_have_attribute("src", PLACEHOLDER)
    expect(tile).not_to_have_attribute("srcset", re.compile("."))
    expect(tile).not_to_have_js_property("naturalWidth", 0)  # the placeholder drew
    expect(tile).to_have_attribute("alt", "Science fair")

    page.get_by_role("button", name="View Science fair").click()
    viewer = page.get_by_role("dialog").locator("img")
    expect(viewer).to_have_attribute("src", PLACEHOLDER)
    expect(viewer).not_to_have_js_property("naturalWidth", 0)
    # The only failures are the lost photo's own files.
    assert [e for e in page_errors if "/media/gallery/" not in e] == []


def test_the_footer_shows_the_four_social_buttons_of_the_profile(page: Page, live_server):
    SiteProfileFactory()
    page.goto(live_server.url + "/blog")

    social = site_footer(page).get_by_role("list", name="Social links")

    expect(social.get_by_role("link")).to_have_count(4)
    for name, href in (
        ("X (Twitter)", "https://x.com/ada"),
        ("Instagram", "https://instagram.com/ada"),
        ("LinkedIn", "https://linkedin.com/in/ada"),
        ("YouTube", "https://youtube.com/@ada"),
    ):
        expect(social.get_by_role("link", name=name)).to_have_attribute("href", href)


def test_a_profile_without_social_links_draws_no_empty_list(page: Page, live_server):
    SiteProfileFactory(microblog_url="", photos_url="", professional_url="", video_url="")
    page.goto(live_server.url + "/blog")

    footer = site_footer(page)
    expect(footer.get_by_role("heading", name="Academic")).to_be_visible()
    expect(footer.get_by_role("list", name="Social links")).to_have_count(0)
    assert footer.locator("ul:empty").count() == 0


# --- the head after moving between pages in the app ------------------------------------------

# The head tags of a document: the page's own (html null) or the HTML the server sent.
HEAD = """(html) => {
  const doc = html === null ? document : new DOMParser().parseFromString(html, "text/html");
  const all = (selector, attribute) =>
    [...doc.head.querySelectorAll(selector)].map((el) => el.getAttribute(attribute));
  return {
    title: [...doc.querySelectorAll("title")].map((el) => el.textContent),
    canonical: all('link[rel="canonical"]', "href"),
    description: all('meta[name="description"]', "content"),
    keywords: all('meta[name="keywords"]', "content"),
    robots: all('meta[name="robots"]', "content"),
    ogUrl: all('meta[property="og:url"]', "content"),
    ogTitle: all('meta[property="og:title"]', "content"),
    ogDescription: all('meta[property="og:description"]', "content"),
    ogType: all('meta[property="og:type"]', "content"),
    ogImage: all('meta[property="og:image"]', "content"),
    twitterCard: all('meta[name="twitter:card"]', "content"),
    twitterTitle: all('meta[name="twitter:title"]', "content"),
    twitterDescription: all('meta[name="twitter:description"]', "content"),
    twitterImage: all('meta[name="twitter:image"]', "content"),
  };
}"""

# Move to `path` as a link inside the app would (history.pushState and a popstate event, which
# React Router follows), without asking the server for the page.
NAVIGATE = """(path) => {
  window.history.pushState({}, "", path);
  window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
}"""

# A frame and a task: React has run the effects of what it last drew.
SETTLED = "() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))"


@pytest.fixture
def detail_routes(db) -> list[str]:
    SiteProfileFactory()
    post = BlogPostFactory(
        slug="why-the-sky-is-blue",
        title="Why the Sky Is Blue",
        excerpt="Rayleigh scattering, explained. " * 8,  # longer than 160 characters
        image_url="/static/img/photo-placeholder.svg",
    )
    entry = GcseJournalEntryFactory(is_published=True, content="Week  notes\n\nover   lines")
    story = TravelStoryFactory(image_url="", gallery=["/static/img/photo-placeholder.svg"])
    project = ProjectFactory(
        image_url="/static/img/photo-placeholder.svg", featured=True, type="Website"
    )
    return [
        f"/blog/{post.slug}",
        f"/blog/{post.id}",
        f"/gcse-journey/{entry.slug}",
        f"/gcse-journey/{entry.id}",
        f"/travel/{story.slug}",
        f"/travel/{story.id}",
        f"/projects/{project.slug}",
        f"/projects/{project.id}",
        "/blog/no-such-post",
    ]


def _sent_heads(page: Page, base: str, routes: list[str]) -> dict[str, dict]:
    """Each route's head tags as the server sends them (one of each, one canonical link)."""
    sent = {}
    for route in routes:
        response = page.goto(base + route)
        assert response is not None
        sent[route] = page.evaluate(HEAD, response.text())
        assert len(sent[route]["canonical"]) == 1, sent[route]
        assert all(len(values) <= 1 for values in sent[route].values()), sent[route]
    return sent


def test_the_app_keeps_the_head_the_server_sent(
    page: Page, live_server, detail_routes, page_errors
):
    """Once the app has drawn a page it was opened on, the head still says what the server
    said (the tab of a missing post reads "Post Not Found" from the start)."""
    for route in [*STATIC_ROUTES, *detail_routes]:
        response = page.goto(live_server.url + route)
        assert response is not None
        sent = page.evaluate(HEAD, response.text())
        page.evaluate(SETTLED)
        assert page.evaluate(HEAD, None) == sent, route
    assert page_errors == []


def test_the_head_follows_each_page_after_an_in_app_navigation(
    page: Page, live_server, detail_routes, page_errors
):
    """Arriving at a page from another inside the app leaves the head the server sends for
    it: the same title, description, canonical link, share tags and robots tag, each once."""
    routes = [*STATIC_ROUTES, *detail_routes]
    sent = _sent_heads(page, live_server.url, routes)

    for route in routes:
        start = "/privacy-policy" if route != "/privacy-policy" else "/"
        page.goto(live_server.url + start)
        page.evaluate(NAVIGATE, route)
        expect(page).to_have_url(live_server.url + route)
        # The page's own data may still be on its way: wait for the title it ends with, and
        # the share picture (a list page's first row's, once the list has come; the site's
        # card until then).
        expect(page).to_have_title(sent[route]["title"][0])
        expect(page.locator('meta[property="og:image"]')).to_have_attribute(
            "content", sent[route]["ogImage"][0]
        )
        page.evaluate(SETTLED)
        assert page.evaluate(HEAD, None) == sent[route], f"{route}, coming from {start}"

    # The missing post's page asks the API, and the head of a missing page (/page-head) is the
    # 404 page's: both answer 404 as they should.
    expected = (
        "/api/blog-posts/no-such-post",
        "/page-head?path=%2Fblog%2Fno-such-post",
        "/page-head?path=%2Fno-such-page",
    )
    assert [e for e in page_errors if not any(url in e for url in expected)] == []


# --- a tap before the app is ready -----------------------------------------------------------

# Lighthouse's "Slow 4G": 150 ms round trips x 3.75, 1.6 Mbps down and 750 kbps up x 0.9.
SLOW_4G = {
    "offline": False,
    "latency": 562.5,
    "downloadThroughput": 1_474_560 / 8,
    "uploadThroughput": 675_000 / 8,
}
# Whether the server's first screen was still there (the app not started) at the first tap.
RECORD_FIRST_TAP = """
window.__tappedBeforeTheApp = null;
document.addEventListener("pointerdown", () => {
  if (window.__tappedBeforeTheApp === null)
    window.__tappedBeforeTheApp = Boolean(document.querySelector("[data-first-screen]"));
}, true);
"""


def test_a_tap_on_the_menu_before_the_app_is_ready_opens_the_menu(browser: Browser, live_server):
    """On a phone with 4x CPU slowdown and Slow 4G, the menu button is visible well before the
    app has started: a tap in that window is replayed once it has."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    page.add_init_script(RECORD_FIRST_TAP)

    page.goto(live_server.url + "/blog", wait_until="commit")
    page.get_by_role("button", name="Open menu").tap(timeout=30_000)

    assert page.evaluate("window.__tappedBeforeTheApp") is True  # else this proves nothing
    expect(page.locator("#mobile-menu")).to_be_visible(timeout=30_000)
    expect(page.get_by_role("button", name="Close menu")).to_have_attribute("aria-expanded", "true")
    context.close()
