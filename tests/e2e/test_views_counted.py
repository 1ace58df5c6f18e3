"""Views without tracking, end to end: a visitor's browser reading a post is counted and shows on
the owner's dashboard; the owner's own visit (signed in, in the same browser) and a bot's are
not; the visitor ends with no cookie, and every request the page made went to the site itself."""

import re
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Page, expect

from apps.visits.models import DailyViewCount, ViewKind
from tests.blog.factories import BlogPostFactory
from tests.e2e.admin import sign_in, unexpected
from tests.e2e.reading import load_lazy_sections
from tests.e2e.screen import assert_no_sideways_scroll
from tests.gallery.factories import GalleryItemFactory
from tests.visits.beacon import BROWSER
from tests.visits.factories import views_of

pytestmark = pytest.mark.django_db(transaction=True)

GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"


@contextmanager
def browsing_as(
    browser: Browser, agent: str | None, page_errors, width: int = 1280
) -> Iterator[Page]:
    """A fresh browser profile sending the User-Agent `agent` (Playwright's own, which says
    HeadlessChrome, when None); its page errors land in `page_errors`."""
    options = {"user_agent": agent} if agent else {}
    context = browser.new_context(
        viewport={"width": width, "height": 800}, locale="en-GB", reduced_motion="reduce", **options
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.on("pageerror", lambda exc: page_errors.append(f"pageerror: {exc}"))
    page.on(
        "response",
        lambda r: page_errors.append(f"{r.status}: {r.url}") if r.status >= 400 else None,
    )
    try:
        yield page
    finally:
        context.close()


def _beacon(request) -> bool:
    return request.url.endswith("/api/views") and request.method == "POST"


def read(page: Page, url: str, heading: str) -> None:
    """Open `url`, see its heading, and wait for the page to send its view (answered 204)."""
    with page.expect_response(lambda r: _beacon(r.request)) as answer:
        page.goto(url)
        expect(page.get_by_role("heading", name=heading, level=1)).to_be_visible()
    assert answer.value.status == 204


def test_a_visitors_view_shows_on_the_dashboard_and_the_owners_and_bots_do_not(
    browser: Browser, live_server, owner, page_errors
):
    post = BlogPostFactory(title="Tides and moons")
    post_url = live_server.url + post.get_absolute_url()
    site = urlsplit(live_server.url).netloc

    with browsing_as(browser, BROWSER, page_errors) as visitor:
        hosts: set[str] = set()
        visitor.on("request", lambda r: hosts.add(urlsplit(r.url).netloc))
        read(visitor, post_url, "Tides and moons")
        # A client-side navigation is a page view of its own.
        # Wait for the server's answer, not only the request: the count is read right after.
        with visitor.expect_response(lambda r: _beacon(r.request)) as beacon:
            visitor.get_by_role("link", name="Back to Blog").first.click()
        assert beacon.value.request.post_data_json == {"path": "/blog"}
        assert beacon.value.status == 204

        assert visitor.context.cookies() == []
        assert hosts == {site}
    counted = {(r.kind, r.path): r.count for r in DailyViewCount.objects.all()}
    assert counted == {
        ("blog-post", post.get_absolute_url()): 1,
        (ViewKind.PAGE, "/blog"): 1,
    }

    # A search engine's crawler, and a headless browser (Playwright's own User-Agent).
    for agent in (GOOGLEBOT, None):
        with browsing_as(browser, agent, page_errors) as bot:
            read(bot, post_url, "Tides and moons")
    assert sum(DailyViewCount.objects.values_list("count", flat=True)) == 2

    with browsing_as(browser, BROWSER, page_errors) as owners_browser:
        sign_in(owners_browser, owner)
        with owners_browser.expect_request(_beacon) as beacon:
            read(owners_browser, post_url, "Tides and moons")
        assert beacon.value.header_value("authorization").startswith("Bearer ")
        assert sum(DailyViewCount.objects.values_list("count", flat=True)) == 2

        with owners_browser.expect_response(lambda r: r.url.endswith("/api/admin/summary")):
            owners_browser.goto(live_server.url + "/admin")
        performance = owners_browser.get_by_role("region", name="Content Performance")
        expect(performance.get_by_test_id("views-total")).to_have_text("2")
        most_read = performance.get_by_role("region", name="Most-read posts")
        expect(most_read.get_by_role("listitem")).to_have_count(1)
        expect(most_read.get_by_role("listitem")).to_contain_text("Tides and moons")
        expect(most_read.get_by_role("listitem")).to_contain_text("1 view")
        expect(most_read.get_by_role("link")).to_have_attribute("href", post.get_absolute_url())
        expect(performance.get_by_test_id("views-chart")).to_have_attribute(
            "aria-label", re.compile(r"^2 views in the last 30 days; the most on ")
        )
    # The panel itself is never counted.
    assert sum(DailyViewCount.objects.values_list("count", flat=True)) == 2
    assert page_errors == []


def test_a_photo_opened_in_the_home_gallery_counts_for_its_category(
    browser: Browser, live_server, owner, page_errors
):
    GalleryItemFactory(title="Harbour at dusk", category="travel")
    GalleryItemFactory(title="Lab bench", category="academic")

    with browsing_as(browser, BROWSER, page_errors) as visitor:
        read(visitor, live_server.url + "/", re.compile(".+"))
        load_lazy_sections(visitor)
        with visitor.expect_response(lambda r: _beacon(r.request)) as beacon:
            visitor.get_by_role("button", name="View Harbour at dusk").click()
        assert set(beacon.value.request.post_data_json) == {"photo"}
        expect(visitor.get_by_role("dialog")).to_be_visible()
        assert visitor.context.cookies() == []

    photo = DailyViewCount.objects.get(kind=ViewKind.PHOTO)
    assert (photo.path, photo.count) == ("", 1)
    # A post read twice, whose long title must not widen the phone's screen.
    post = BlogPostFactory(title="A week in Kyoto: temples, trains and far too much matcha tea")
    views_of(post.get_absolute_url(), 2, kind="blog-post", row=post)

    with browsing_as(browser, BROWSER, page_errors, width=390) as phone:
        sign_in(phone, owner)
        phone.goto(live_server.url + "/admin")
        performance = phone.get_by_role("region", name="Content Performance")
        expect(performance.get_by_test_id("top-photo-category")).to_have_text("travel")
        expect(performance).to_contain_text("1 photo view")
        expect(performance.get_by_test_id("views-total")).to_have_text("3")  # home, and the post
        expect(performance.get_by_role("link", name=re.compile("^A week in Kyoto"))).to_be_visible()
        assert_no_sideways_scroll(phone)
    assert unexpected(page_errors, "/static/demo/photo-") == []  # the factory's made-up files


def test_the_dashboard_says_so_before_anything_is_counted(owner_page: Page, live_server):
    owner_page.goto(live_server.url + "/admin")

    performance = owner_page.get_by_role("region", name="Content Performance")
    expect(performance).to_contain_text("No visits counted yet. Views are counted without cookies")
    expect(performance.get_by_test_id("views-chart")).to_have_count(0)
    expect(performance).to_contain_text("No post has been read in the last 30 days.")


@pytest.mark.rendering
def test_the_privacy_policy_says_exactly_what_is_counted(page: Page, live_server, settings):
    page.goto(live_server.url + "/privacy-policy")

    collected = page.get_by_role("region", name="Information we collect")
    views = collected.get_by_role("heading", name="Page views", level=3).locator("xpath=..")
    for said in (
        "for each day, one number per page, and one per gallery photo opened in the viewer",
        "no cookie, no IP address, no browser or device details, no referring page",
        "Search engines and other automated programs",
        "own visits",
        '"Do Not Track" or "Global Privacy Control"',
        f"deleted after {settings.VIEWS_RETENTION_DAYS} days",
    ):
        expect(views).to_contain_text(said)
    expect(page.get_by_role("region", name="How long we keep data")).to_contain_text(
        f"Daily page-view totals (which hold nothing about you): deleted after "
        f"{settings.VIEWS_RETENTION_DAYS} days."
    )
