"""What a visitor downloads on the home page: at most 100 KB of JavaScript (gzip) until the
network is idle, and never any of the admin panel or the form
libraries, even after scrolling."""

import gzip

import pytest
from playwright.sync_api import Page, Response, expect

from tests.e2e.bundles import holding
from tests.e2e.reading import load_lazy_sections, site_footer

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

BUDGET_BYTES = 95 * 1024
BUNDLE_PREFIX = "/static/bundles/"
FORBIDDEN = ("frontend/src/admin/", "node_modules/formik/", "node_modules/yup/")
FOOTER = "frontend/src/app/layout/site-footer.tsx"


def _record_scripts(page: Page) -> list[str]:
    scripts: list[str] = []
    page.on(
        "response",
        lambda r: (
            scripts.append(r.url) if BUNDLE_PREFIX in r.url and r.url.endswith(".js") else None
        ),
    )
    return scripts


def _record_fetched_scripts(page: Page) -> list[Response]:
    """Every script the browser fetches, wherever it comes from: what a visitor downloads."""
    responses: list[Response] = []
    page.on(
        "response",
        lambda r: responses.append(r) if r.request.resource_type == "script" else None,
    )
    return responses


def test_home_page_load_fits_the_javascript_budget(page: Page, live_server):
    """Counted as a visitor's browser fetches it: every script the page asks for until the
    network is idle (the view beacon, sent in the first idle moment, included), each body as
    the browser received it, compressed at gzip level 9."""
    scripts = _record_fetched_scripts(page)

    with page.expect_request(lambda r: r.url.endswith("/api/views") and r.method == "POST"):
        page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")

    sizes = {r.url: len(gzip.compress(r.body(), compresslevel=9)) for r in scripts}
    total = sum(sizes.values())
    assert len(sizes) == len(scripts), "a script was fetched twice"
    assert total <= BUDGET_BYTES, f"{total} bytes gzip on /: {sorted(sizes.items())}"
    # The first screen reads no API: SWR comes with the sections below the fold.
    assert not holding(sizes, "node_modules/swr/"), sorted(sizes)


def test_no_admin_or_form_code_loads_on_home_even_after_scrolling(page: Page, live_server):
    scripts = _record_scripts(page)

    page.goto(live_server.url + "/")
    # To the end, so every section loaded on demand arrives.
    assert load_lazy_sections(page) == ["testimonials", "fun-zone", "gallery"]

    # The scroll reached the end.
    assert holding(scripts, "frontend/src/features/home/components/gallery-section.tsx")
    for forbidden in FORBIDDEN:
        assert not holding(scripts, forbidden), f"{forbidden} should not load on /"


def test_the_footer_comes_when_the_visitor_nears_it_or_presses_a_key(page: Page, live_server):
    """The footer's code is not part of the first load: it arrives as the visitor scrolls to
    it, or at their first key press (a keyboard user Tabs to it however long the page is). A
    page that shows no notification never loads the toast's card either."""
    scripts = _record_scripts(page)
    page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")
    assert not holding(scripts, FOOTER)
    assert not holding(scripts, "frontend/src/components/ui/toast-card.tsx")

    expect(site_footer(page).get_by_role("heading", name="Academic")).to_be_visible()
    assert holding(scripts, FOOTER)

    page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")
    page.keyboard.press("Tab")
    expect(page.get_by_role("contentinfo")).to_contain_text("All rights reserved.")


def test_a_footer_that_cannot_load_leaves_the_page_and_comes_back_online(page: Page, live_server):
    """Offline by the time the visitor scrolls down: the footer's chunk fails and the landmark
    stays empty, the page (not the error screen) on screen; back online, a key press brings it."""
    failing = {"on": True}
    page.route(
        "**/static/bundles/*.js",
        lambda route: (
            route.abort()
            if failing["on"] and holding([route.request.url], FOOTER)
            else route.continue_()
        ),
    )
    page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")
    footer = page.get_by_role("contentinfo")
    with page.expect_event("requestfailed", lambda r: bool(holding([r.url], FOOTER))):
        footer.scroll_into_view_if_needed()

    failing["on"] = False
    page.keyboard.press("Shift")
    expect(footer).to_contain_text("All rights reserved.")
    expect(page.get_by_text("Something went wrong")).to_have_count(0)
