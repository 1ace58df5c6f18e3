"""What a visitor downloads on the home page: at most 100 KB of JavaScript (gzip) when the page
loads, and never any of the admin panel or the form libraries, even after scrolling."""

import gzip
from pathlib import Path

import pytest
from django.conf import settings
from playwright.sync_api import Page

from tests.e2e.reading import load_lazy_sections

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

BUDGET_BYTES = 100 * 1024
BUNDLE_PREFIX = "/static/bundles/"
FORBIDDEN = ("admin", "formik", "yup")


def _gzip_size(name: str) -> int:
    path = Path(settings.FRONTEND_BUILD_DIR) / "bundles" / name
    return len(gzip.compress(path.read_bytes(), compresslevel=9))


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


# The browser's idle callbacks wait until the test releases them: the view beacon is sent (and
# the API client it goes through loaded) in the first idle moment after the page is drawn.
HOLD_IDLE_CALLBACKS = """
window.__heldIdle = [];
window.requestIdleCallback = (task) => window.__heldIdle.push(task);
window.cancelIdleCallback = () => {};
"""
RELEASE_IDLE_CALLBACKS = """() => window.__heldIdle.splice(0).forEach(
    (task) => task({ didTimeout: false, timeRemaining: () => 50 })
)"""
# The view beacon's own download: the API client, once the page is idle.
BEACON_BUDGET_BYTES = 2 * 1024


def test_home_page_load_fits_the_javascript_budget(page: Page, live_server):
    page.add_init_script(HOLD_IDLE_CALLBACKS)
    scripts = _record_scripts(page)

    page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")

    sizes = {name: _gzip_size(name) for name in set(scripts)}
    total = sum(sizes.values())
    assert total <= BUDGET_BYTES, f"{total} bytes gzip on /: {sorted(sizes.items())}"
    # The first screen reads no API: SWR and the API client come with the sections below.
    assert not [name for name in scripts if "swr" in name or "api-client" in name], scripts

    # Once the page is idle, the view beacon brings the API client, and nothing else.
    first_load = len(scripts)
    with page.expect_request(lambda r: r.url.endswith("/api/views") and r.method == "POST"):
        page.evaluate(RELEASE_IDLE_CALLBACKS)
    page.wait_for_load_state("networkidle")
    later = scripts[first_load:]
    assert [name for name in later if "api-client" not in name] == []
    assert sum(_gzip_size(name) for name in later) <= BEACON_BUDGET_BYTES


def test_no_admin_or_form_code_loads_on_home_even_after_scrolling(page: Page, live_server):
    scripts = _record_scripts(page)

    page.goto(live_server.url + "/")
    # To the end, so every section loaded on demand arrives.
    assert load_lazy_sections(page) == ["testimonials", "fun-zone", "gallery"]

    assert any("gallery-section" in name for name in scripts)  # the scroll reached the end
    for name in scripts:
        for forbidden in FORBIDDEN:
            assert forbidden not in name, f"{name} should not load on /"
