"""Blog posts built from a corpus of known XSS payloads, rendered in Chromium: no script runs,
and nothing even trips the Content-Security-Policy's script rules (the sanitiser, not only the
CSP, stops them)."""

from pathlib import Path

import pytest
from playwright.sync_api import Page

from apps.blog.services import post_create

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


FIRE_EVENTS = """
for (const el of document.querySelectorAll('.post-body *')) {
  for (const type of ['mouseover', 'mouseenter', 'pointerover', 'pointerenter', 'focus',
                      'animationstart', 'toggle', 'load', 'error']) {
    el.dispatchEvent(new Event(type));
  }
}
"""


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
            is_published=True,
        )
        slugs.append(post.slug)
    page.add_init_script(DETECTOR)

    for slug in slugs:
        page.goto(f"{live_server.url}/blog/{slug}")
        page.locator(".post-body").wait_for()
        page.evaluate(FIRE_EVENTS)  # every handler a surviving attribute could attach to
        page.keyboard.press("Tab")
        page.wait_for_load_state("networkidle")
        page.evaluate(SETTLED)

        ran = page.evaluate("window.__ran")
        script_violations = [
            v for v in page.evaluate("window.__violations") if v.startswith("script-src")
        ]
        assert ran == [], f"{slug}: {ran}"
        assert script_violations == [], f"{slug}: {script_violations}"
