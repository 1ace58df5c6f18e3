"""What a visitor downloads on the home page: at most 100 KB of JavaScript (gzip) until the
network is idle, and never any of the admin panel or the form
libraries, even after scrolling."""

import gzip

import pytest
from playwright.sync_api import Page, Response

from tests.e2e.reading import load_lazy_sections

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

BUDGET_BYTES = 100 * 1024
BUNDLE_PREFIX = "/static/bundles/"
FORBIDDEN = ("admin", "formik", "yup")


def _record_scripts(page: Page) -> list[str]:
    scripts: list[str] = []
    page.on(
        "response",
        lambda r: (
            scripts.append(r.url.split(BUNDLE_PREFIX, 1)[1])
            if BUNDLE_PREFIX in r.url and r.url.endswith(".js")
            else None
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
    assert not [url for url in sizes if "swr" in url], sorted(sizes)


def test_no_admin_or_form_code_loads_on_home_even_after_scrolling(page: Page, live_server):
    scripts = _record_scripts(page)

    page.goto(live_server.url + "/")
    # To the end, so every section loaded on demand arrives.
    assert load_lazy_sections(page) == ["testimonials", "fun-zone", "gallery"]

    assert any("gallery-section" in name for name in scripts)  # the scroll reached the end
    for name in scripts:
        for forbidden in FORBIDDEN:
            assert forbidden not in name, f"{name} should not load on /"
