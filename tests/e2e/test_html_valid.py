"""Every public route is valid HTML: html-validate (node_modules, configured by .htmlvalidate.json
at the repository's root) finds no error in the server's HTML as sent, nor in the DOM once React
has drawn the page (page.content(), after scrolling to the end so the lazy sections are there)."""

import json
import subprocess
import tempfile
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Page

from apps.demo.images import demo_image
from tests.blog.factories import BlogPostFactory
from tests.e2e.test_every_route import one_row_of_every_kind
from tests.showcase.factories import AchievementFactory, ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

ROOT = Path(__file__).resolve().parents[2]
HTML_VALIDATE = ROOT / "node_modules" / ".bin" / "html-validate"
CONFIG = ROOT / ".htmlvalidate.mjs"
LONDON = ZoneInfo("Europe/London")


def html_errors(documents: dict[str, str]) -> list[str]:
    """html-validate's errors in each document (name: markup), one line each."""
    with tempfile.TemporaryDirectory() as folder:
        files = {}
        for index, (name, markup) in enumerate(documents.items()):
            path = Path(folder) / f"{index:03d}.html"
            path.write_text(markup, encoding="utf-8")
            files[str(path)] = name
        # The report goes to a file: node may exit before a large stdout has drained.
        report = Path(folder) / "report.json"
        result = subprocess.run(  # noqa: S603 - our own pinned tool, fixed arguments
            [HTML_VALIDATE, "--config", CONFIG, f"--formatter=json={report}", *files],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert result.returncode in {0, 1}, result.stderr
        reports = json.loads(report.read_text(encoding="utf-8"))
    return [
        f"{files[file['filePath']]}:{message['line']}:{message['column']} "
        f"{message['ruleId']}: {message['message']}"
        for file in reports
        for message in file["messages"]
        if message["severity"] == 2
    ]


@pytest.fixture
def routes(db) -> list[str]:
    """Rows of every kind, and again with pictures, so every list and detail has something to
    draw."""
    without_pictures = one_row_of_every_kind()
    post = BlogPostFactory(
        slug="why-the-sky-is-blue",
        image_url=demo_image("e2e-html-post"),
        published_at=datetime(2025, 1, 4, 12, 30, 15, 123456, tzinfo=LONDON),
    )
    story = TravelStoryFactory(image_url=demo_image("e2e-html-story"), gallery=[])
    project = ProjectFactory(image_url=demo_image("e2e-html-project"), featured=True)
    AchievementFactory(image_url=demo_image("e2e-html-achievement"))
    return [
        *without_pictures,
        f"/blog/{post.slug}",
        f"/blog/{post.id}",
        f"/travel/{story.slug}",
        f"/projects/{project.slug}",
        "/blog/no-such-post",
    ]


# Scroll down the page a half screen at a time, a frame or two at each stop, so the sections
# that load as they come near (the home page's) see the visitor pass; answers the page's height.
SCROLL_THROUGH = """async () => {
  const frame = () =>
    new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const root = document.documentElement;
  for (let y = 0; y <= root.scrollHeight; y += window.innerHeight / 2) {
    window.scrollTo(0, y);
    await frame();
  }
  return root.scrollHeight;
}"""


def _draw_everything(page: Page) -> None:
    """Scroll through the page until it stops growing and the network is quiet."""
    deadline = time.monotonic() + 30
    last = -1
    while time.monotonic() < deadline:
        height = page.evaluate(SCROLL_THROUGH)
        page.wait_for_load_state("networkidle")
        if height == last:
            return
        last = height
    raise AssertionError(f"{page.url} kept growing for 30 seconds")


def test_every_public_route_is_valid_html_as_sent_and_as_drawn(page: Page, live_server, routes):
    documents: dict[str, str] = {}
    for route in routes:
        response = page.goto(live_server.url + route)
        assert response is not None
        documents[f"server {route}"] = response.text()
        documents[f"react {route}"] = page.content()
        _draw_everything(page)
        documents[f"react {route} (scrolled)"] = page.content()

    errors = html_errors(documents)

    assert errors == [], "\n".join(errors)


def test_the_validator_reports_what_it_finds():
    """The check above can fail: a duplicate id, a reference to a missing id, six fractional
    digits in a <time datetime> and a `sizes` without a `srcset` are all errors."""
    broken = (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head>'
        '<body><main><p id="a">x</p><p id="a" aria-describedby="nowhere">'
        '<time datetime="2025-01-04T12:30:15.123456+00:00">y</time>'
        '<img src="/a.webp" alt="a" width="1" height="1" sizes="100vw"></p></main></body></html>'
    )
    fine = broken.replace(".123456", "").replace(' sizes="100vw"', "")
    fine = fine.replace('<p id="a" aria-describedby="nowhere">', "<p>")

    errors = html_errors({"broken": broken, "fine": fine})

    rules = {error.split()[1].rstrip(":") for error in errors}
    assert rules == {
        "no-dup-id",
        "no-missing-references",
        "attribute-allowed-values",
        "attribute-misuse",
    }, errors
    assert all(error.startswith("broken:") for error in errors), errors
