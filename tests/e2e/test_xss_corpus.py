"""Blog posts built from a corpus of known XSS payloads, rendered in Chromium: no script runs,
and nothing even trips the Content-Security-Policy's script rules (the sanitiser, not only the
CSP, stops them). The same on the Markdown path (the HTML corpus typed into Markdown, and Markdown
written to carry a script: tests/core/hostile_markdown.py), on the public page and in the
editor's preview, for a post in Markdown and one written in HTML before it."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from apps.blog.services import post_create
from tests.blog.factories import BlogPostFactory
from tests.core.hostile_markdown import PAYLOADS as MARKDOWN_PAYLOADS
from tests.e2e.admin import open_tab

pytestmark = pytest.mark.django_db(transaction=True)

CORPUS = Path(__file__).resolve().parent.parent / "data" / "xss-payloads.txt"
PER_POST = 30

DETECTOR = """
window.__ran = [];
window.X = () => window.__ran.push('X');
for (const name of ['alert', 'confirm', 'prompt', 'print']) {
  window[name] = () => window.__ran.push(name);
}
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push(e.effectiveDirective + ' ' + e.blockedURI);
});
"""


FIRE_EVENTS = """(selector) => {
for (const el of document.querySelectorAll(selector + ' *')) {
  for (const type of ['mouseover', 'mouseenter', 'pointerover', 'pointerenter', 'focus',
                      'animationstart', 'toggle', 'load', 'error']) {
    el.dispatchEvent(new Event(type));
  }
}
}"""


# What a payload that survived would wait for before it ran, all after the page has drawn the
# post: each image's load or error (and any other element's that fetches something), the
# animations' start on the next frames, the details' toggle and the CSP's violation reports as
# queued tasks. So the page has settled once its requests are done (networkidle), every image
# is complete, two frames have been drawn and a task queued after them has run.
SETTLED = """async () => {
  const loading = [...document.images].filter((image) => !image.complete);
  await Promise.all(loading.map((image) => new Promise((done) => {
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  })));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await new Promise((done) => setTimeout(done, 0));
}"""


def _payloads() -> list[str]:
    lines = [line for line in CORPUS.read_text().splitlines() if line and not line.startswith("#")]
    return [line.encode().decode("unicode_escape") for line in lines]


def _assert_inert(page: Page, selector: str, where: str) -> None:
    """Every handler a surviving attribute could attach to is fired inside `selector`; once the
    page has settled, no script has run and no script rule of the CSP was tripped."""
    page.evaluate(FIRE_EVENTS, selector)
    page.keyboard.press("Tab")
    page.wait_for_load_state("networkidle")
    page.evaluate(SETTLED)

    ran = page.evaluate("window.__ran")
    script_violations = [
        v for v in page.evaluate("window.__violations") if v.startswith("script-src")
    ]
    assert ran == [], f"{where}: {ran}"
    assert script_violations == [], f"{where}: {script_violations}"


def _chunks(payloads: list[str]) -> list[tuple[int, str]]:
    """The payloads, PER_POST to a text, each numbered in a paragraph of its own."""
    return [
        (start, "\n\n".join(f"#{start + i}\n\n{p}" for i, p in enumerate(chunk)))
        for start in range(0, len(payloads), PER_POST)
        for chunk in [payloads[start : start + PER_POST]]
    ]


@pytest.mark.rendering
def test_no_payload_in_the_corpus_runs_a_script(page: Page, live_server):
    payloads = _payloads()
    assert len(payloads) >= 250
    slugs = []
    for start in range(0, len(payloads), PER_POST):
        chunk = payloads[start : start + PER_POST]
        post = post_create(
            title=f"Payloads {start}",
            excerpt="Hostile input, sanitised on save.",
            content="\n".join(f"<p>#{start + i}</p>{p}" for i, p in enumerate(chunk)),
            content_format="html",  # as posts were written before Markdown
            is_published=True,
        )
        slugs.append(post.slug)
    page.add_init_script(DETECTOR)

    for slug in slugs:
        page.goto(f"{live_server.url}/blog/{slug}")
        page.locator(".post-body").wait_for()
        _assert_inert(page, ".post-body", slug)


@pytest.mark.rendering
def test_no_payload_written_in_markdown_runs_a_script(page: Page, live_server):
    slugs = []
    for start, text in _chunks(_payloads() + MARKDOWN_PAYLOADS):
        post = post_create(
            title=f"Markdown payloads {start}",
            excerpt="Hostile Markdown, rendered and sanitised on save.",
            # The Markdown source is stored as written, and the API refuses a NUL before any
            # service sees one (tests/core/test_nul_bytes.py); PostgreSQL would refuse it too.
            content=text.replace("\x00", ""),
            is_published=True,
        )
        assert post.content_format == "markdown"
        slugs.append(post.slug)
    page.add_init_script(DETECTOR)

    for slug in slugs:
        page.goto(f"{live_server.url}/blog/{slug}")
        page.locator(".post-body").wait_for()
        _assert_inert(page, ".post-body", slug)


PREVIEW = "[data-testid=markdown-preview]"


def _preview_each(page: Page, texts: list[tuple[int, str]], label: str) -> None:
    """Type each text into the editor's Content, show its preview and check it is inert."""
    content = page.get_by_label("Content", exact=True)
    region = page.get_by_role("region", name="Content preview")
    for start, text in texts:
        page.get_by_role("tab", name="Write").click()
        # A NUL cannot be typed, and the API refuses one (tests/core/test_nul_bytes.py).
        content.fill(text.replace("\x00", ""))
        with page.expect_response(lambda r: r.url.endswith("/api/preview")) as answer:
            page.get_by_role("tab", name="Preview").click()
        assert answer.value.status == 200
        expect(region).to_have_attribute("aria-busy", "false")
        _assert_inert(page, PREVIEW, f"{label} {start}")


def test_no_payload_runs_a_script_in_the_editors_preview(owner_page: Page, live_server):
    page = owner_page
    page.add_init_script(DETECTOR)
    open_tab(page, live_server, "blog", "Create New Post")

    _preview_each(page, _chunks(_payloads() + MARKDOWN_PAYLOADS), "markdown preview")


def test_no_payload_runs_a_script_in_the_preview_of_a_post_written_in_html(
    owner_page: Page, live_server
):
    page = owner_page
    BlogPostFactory(title="Written before Markdown", content="<p>Old</p>")
    page.add_init_script(DETECTOR)
    open_tab(page, live_server, "blog", "Create New Post")
    page.get_by_role("button", name="Edit Written before Markdown").click()
    expect(page.get_by_text("Written in HTML before Markdown")).to_be_visible()

    texts = [
        (start, "\n".join(chunk))
        for start in range(0, len(_payloads()), PER_POST)
        for chunk in [_payloads()[start : start + PER_POST]]
    ]
    _preview_each(page, texts, "html preview")
