"""What a visitor downloads on the home page: at most 100 KB of JavaScript (gzip), and none of
the admin panel or the form libraries."""

import gzip
from pathlib import Path

import pytest
from django.conf import settings
from playwright.sync_api import Page

pytestmark = pytest.mark.django_db(transaction=True)

BUDGET_BYTES = 100 * 1024
BUNDLE_PREFIX = "/static/bundles/"


def _gzip_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=9))


def test_home_page_javascript_fits_the_budget_even_after_scrolling(page: Page, live_server):
    scripts: list[str] = []
    page.on(
        "response",
        lambda r: (
            scripts.append(r.url.split(BUNDLE_PREFIX, 1)[1])
            if BUNDLE_PREFIX in r.url and r.url.endswith(".js")
            else None
        ),
    )

    page.goto(live_server.url + "/")
    # Scroll to the end so every section loaded on demand is counted too.
    for _ in range(12):
        page.mouse.wheel(0, 1200)
        page.wait_for_timeout(100)
    page.wait_for_load_state("networkidle")

    bundle_dir = settings.FRONTEND_BUILD_DIR / "bundles"
    sizes = {name: _gzip_size(bundle_dir / name) for name in set(scripts)}
    total = sum(sizes.values())
    assert total <= BUDGET_BYTES, f"{total} bytes gzip on /: {sorted(sizes.items())}"
    for name in sizes:
        for forbidden in ("admin", "formik", "yup"):
            assert forbidden not in name, f"{name} should not load on /"
