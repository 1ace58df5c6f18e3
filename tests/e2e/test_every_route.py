"""Every public route as a visitor: accessible (axe-core finds nothing serious or critical),
private (no request leaves the site, no cookie is set), and free of JavaScript errors."""

from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser

from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.e2e.reading import read_to_the_end
from tests.gallery.factories import uploaded_item
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.testimonials.factories import ApprovedTestimonialFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
STATIC_ROUTES = [
    "/",
    "/blog",
    "/gcse-journey",
    "/gcsejourney",
    "/contact",
    "/achievements",
    "/media",
    "/travel",
    "/projects",
    "/memes",
    "/cv",
    "/testimonials",
    "/privacy-policy",
    "/sitemap",
    "/search",
    "/no-such-page",
]


PICTURE = "/static/img/photo-placeholder.svg"


def one_row_of_every_kind() -> list[str]:
    """One row of every kind (without pictures), so each detail page exists too, and a travel
    story with pictures (its cover opens the viewer). Answers every public route."""
    SiteProfileFactory()
    post = BlogPostFactory(slug="a-post", image_url="")
    entry = GcseJournalEntryFactory(is_published=True)
    story = TravelStoryFactory(image_url="", gallery=[])
    pictured = TravelStoryFactory(image_url=PICTURE, gallery=[PICTURE, PICTURE + "?2"])
    project = ProjectFactory(image_url="")
    AchievementFactory(image_url="")
    MemeFactory(image_url="")
    MediaItemFactory(image_url="")
    ApprovedTestimonialFactory()
    uploaded_item(title="A photo")
    return [
        *STATIC_ROUTES,
        f"/blog/{post.slug}",
        f"/gcse-journey/{entry.slug}",
        f"/travel/{story.slug}",
        f"/travel/{pictured.slug}",
        f"/projects/{project.slug}",
    ]


@pytest.fixture
def routes(db) -> list[str]:
    return one_row_of_every_kind()


def _record_foreign(url: str, host: str, found: list[str]) -> None:
    parts = urlsplit(url)
    if parts.scheme in {"http", "https", "ws", "wss"} and parts.netloc != host:
        found.append(url)


# Serious and critical findings, and landmarks that cannot be told apart (axe calls those
# moderate): two search forms on a page each need a name of their own.
AXE_SERIOUS = """
axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations
  .filter((v) => ['serious', 'critical'].includes(v.impact) || v.id === 'landmark-unique')
  .map((v) => v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')))
"""
UNNAMED_SEARCH_LANDMARKS = """() => [...document.querySelectorAll('[role=search], search')]
  .filter((el) => !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby'))
  .map((el) => el.outerHTML.slice(0, 80))"""


def test_no_request_leaves_the_site_and_no_cookie_is_set(browser: Browser, live_server, routes):
    host = urlsplit(live_server.url).netloc
    for route in routes:
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        page = context.new_page()
        elsewhere: list[str] = []
        page.on("request", lambda r, found=elsewhere: _record_foreign(r.url, host, found))
        page.goto(live_server.url + route)
        read_to_the_end(page)

        assert elsewhere == [], f"{route} sent requests elsewhere: {elsewhere}"
        assert context.cookies() == [], f"{route} set cookies: {context.cookies()}"
        context.close()


# One test per colour scheme, so the two workers share the suite's longest check.
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_route_passes_axe_without_serious_violations(
    browser: Browser, live_server, routes, scheme
):
    failures = []
    # axe is injected as an inline script, which the site's CSP rightly forbids.
    context = browser.new_context(
        viewport={"width": 1280, "height": 800}, bypass_csp=True, color_scheme=scheme
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc, found=errors: found.append(str(exc)))
    for route in routes:
        page.goto(live_server.url + route)
        read_to_the_end(page)
        page.add_script_tag(path=str(AXE))
        result = page.evaluate(AXE_SERIOUS)
        failures.extend(f"{scheme} {route}: {v}" for v in result)
        unnamed = page.evaluate(UNNAMED_SEARCH_LANDMARKS)
        failures.extend(f"{scheme} {route}: search landmark without a name: {v}" for v in unnamed)
    assert errors == [], errors
    context.close()
    assert failures == [], "\n".join(failures)
