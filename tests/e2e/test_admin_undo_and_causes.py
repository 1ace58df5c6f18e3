"""Issue 12, as the owner meets it in the panel: a deleted blog post can be brought back with the
toast's 'Undo' (deleting stays one click), and a failed save says why it failed (offline, a
server fault, an ended session) under the specification's own words, keeping what was typed."""

from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import Browser, Page, Route, expect
from rest_framework.test import APIClient

from apps.blog.models import BlogPost
from apps.travel.models import TravelStory
from tests.blog.factories import BlogPostFactory
from tests.e2e.admin import unexpected
from tests.e2e.test_admin_blog import (
    EMPTY_TEXT,
    fill_post,
    open_blog_tab,
    public_titles,
    visitor_blog_page,
)
from tests.e2e.test_admin_travel import fill_story, open_travel_tab

pytestmark = pytest.mark.django_db(transaction=True)

DELETED = "Blog post deleted successfully!"
OFFLINE = "You are offline."
SERVER_FAULT = "The server had a problem."
SESSION_ENDED = "Your session ended."

# When the toast appears and disappears, by the page's own clock (performance.now()).
RECORD_TOAST_TIMES = """
window.__toast = { shown: null, gone: null };
new MutationObserver(() => {
  const toast = document.querySelector('[data-testid="toast"]');
  const times = window.__toast;
  if (toast && toast.textContent.includes("deleted successfully") && times.shown === null)
    times.shown = performance.now();
  if (!toast && times.shown !== null && times.gone === null) times.gone = performance.now();
}).observe(document, { subtree: true, childList: true });
"""


def _toast_shown_for(page: Page, ms: int) -> None:
    """Move the page's clock on to `ms` after the toast appeared (RECORD_TOAST_TIMES)."""
    age = page.evaluate("performance.now() - window.__toast.shown")
    page.clock.fast_forward(max(0, round(ms - age)))


def toast_parts(page: Page):
    """The toast's title (its first line) and its description (the second)."""
    toast = page.get_by_test_id("toast")
    return toast.locator("p").nth(0), toast.locator("p").nth(1)


def expect_failure_toast(page: Page, title: str, cause: str) -> None:
    heading, description = toast_parts(page)
    expect(heading).to_have_text(title)
    expect(description).to_contain_text(cause)


# --- 1. Undo for a deleted blog post --------------------------------------------------------


def test_undo_in_the_toast_brings_a_deleted_post_back_for_everyone(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    page = owner_page
    BlogPostFactory(title="How Volcanoes Work", slug="how-volcanoes-work")
    BlogPostFactory(title="Staying Put")
    open_blog_tab(page, live_server)

    # One click, no confirmation step (as the specification says).
    page.get_by_role("button", name="Delete How Volcanoes Work").click()

    heading, description = toast_parts(page)
    expect(heading).to_have_text("Success")
    expect(description).to_have_text(DELETED)
    undo = page.get_by_test_id("toast").get_by_role("button", name="Undo")
    expect(undo).to_be_visible()
    # Gone at once, from the list and from the public site, before any undo.
    expect(page.get_by_role("button", name="Delete How Volcanoes Work")).to_have_count(0)
    assert public_titles() == ["Staying Put"]
    assert APIClient().get("/blog/how-volcanoes-work").status_code == 404

    with page.expect_response(
        lambda r: r.url.endswith("/restore") and r.request.method == "POST"
    ) as restored:
        undo.click()

    assert restored.value.status == 200
    expect(page.get_by_test_id("toast")).to_contain_text("“How Volcanoes Work” is back.")
    expect(page.get_by_role("button", name="Delete How Volcanoes Work")).to_be_visible()
    post = BlogPost.objects.get(slug="how-volcanoes-work")
    assert post.deleted_at is None
    assert sorted(public_titles()) == ["How Volcanoes Work", "Staying Put"]
    visitor = visitor_blog_page(browser, live_server)
    expect(visitor.get_by_role("heading", name="How Volcanoes Work")).to_be_visible()
    visitor.goto(live_server.url + "/blog/how-volcanoes-work")
    expect(visitor.get_by_role("heading", level=1, name="How Volcanoes Work")).to_be_visible()
    visitor.context.close()
    assert page_errors == []


def test_without_undo_the_post_stays_deleted_and_the_offer_lasts_about_ten_seconds(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    page.clock.install()  # the toast's 10 s pass on the page's clock, moved on by the test
    page.add_init_script(RECORD_TOAST_TIMES)
    post = BlogPostFactory(title="Last Words", slug="last-words")
    open_blog_tab(page, live_server)

    page.get_by_role("button", name="Delete Last Words").click()

    toast = page.get_by_test_id("toast")
    undo = toast.get_by_role("button", name="Undo")
    expect(undo).to_be_visible()
    expect(page.get_by_text(EMPTY_TEXT, exact=True)).to_be_visible()
    # Offered for about 10 s: still there 9 s after it appeared (longer than an ordinary
    # toast's 5 s), gone by 12 s (not for ever), as the page's own clock counts.
    _toast_shown_for(page, 9_000)
    expect(undo).to_be_visible()
    _toast_shown_for(page, 12_000)
    expect(toast).to_have_count(0)
    times = page.evaluate("window.__toast")
    # It went when the clock passed its time (not later, by the clock running on by itself).
    assert 9_000 <= times["gone"] - times["shown"] <= 12_500, times
    assert not BlogPost.objects.exists()
    assert BlogPost.all_objects.get(pk=post.pk).deleted_at is not None
    assert public_titles() == []
    assert APIClient().get("/blog/last-words").status_code == 404
    assert page_errors == []


def test_undo_after_the_servers_window_says_the_post_cannot_come_back(
    owner_page: Page, live_server, page_errors, settings
):
    page = owner_page
    post = BlogPostFactory(title="Too Late", slug="too-late")
    open_blog_tab(page, live_server)
    page.get_by_role("button", name="Delete Too Late").click()
    undo = page.get_by_test_id("toast").get_by_role("button", name="Undo")
    expect(undo).to_be_visible()
    expect(page.get_by_text(EMPTY_TEXT, exact=True)).to_be_visible()  # the list was read again
    # The owner comes back to the toast after the server's undo window (BLOG_UNDO_SECONDS).
    BlogPost.all_objects.filter(pk=post.pk).update(
        deleted_at=timezone.now() - timedelta(seconds=settings.BLOG_UNDO_SECONDS + 1)
    )

    undo.click()

    expect_failure_toast(
        page, "Failed to restore the blog post.", "This post can no longer be restored."
    )
    expect(page.get_by_text(EMPTY_TEXT, exact=True)).to_be_visible()
    assert not BlogPost.objects.exists()
    assert unexpected(page_errors, f"404: {live_server.url}/api/blog-posts/{post.pk}/restore") == []


# --- 2. Failure toasts say the cause -------------------------------------------------------


def _only_posts(handler):
    """A route handler that treats the form's POST and lets every other request through."""

    def route(route: Route) -> None:
        if route.request.method == "POST":
            handler(route)
        else:
            route.continue_()

    return route


def _offline(route: Route) -> None:
    route.abort()


def _server_fault(status: int):
    def fulfil(route: Route) -> None:
        route.fulfill(
            status=status,
            content_type="application/json",
            body='{"detail": "Service temporarily unavailable."}',
        )

    return fulfil


EDITORS = {
    "blog": {
        "path": "/api/blog-posts",
        "open": open_blog_tab,
        "fill": lambda page: fill_post(page, title="Half a thought", excerpt="Kept, I hope."),
        "save": "Create Post",
        "title": "Failed to create blog post. Please try again.",
        "typed": ("Title", "Half a thought"),
        "model": BlogPost,
    },
    "travel": {
        "path": "/api/travel-stories",
        "open": open_travel_tab,
        "fill": lambda page: fill_story(page, title="Two days in Lisbon", country="Portugal"),
        "save": "Add Story",
        "title": "Failed to create travel story. Please try again.",
        "typed": ("Title", "Two days in Lisbon"),
        "model": TravelStory,
    },
}


def _expect_kept(page: Page, editor: dict) -> None:
    label, value = editor["typed"]
    expect(page.get_by_label(label, exact=True)).to_have_value(value)
    assert not editor["model"].objects.exists()


@pytest.mark.parametrize("name", EDITORS)
def test_offline_the_toast_keeps_the_specifications_title_and_says_offline(
    owner_page: Page, live_server, page_errors, name
):
    page, editor = owner_page, EDITORS[name]
    editor["open"](page, live_server)
    page.route(live_server.url + editor["path"], _only_posts(_offline))
    editor["fill"](page)

    page.get_by_role("button", name=editor["save"]).click()

    expect_failure_toast(page, editor["title"], OFFLINE)
    _expect_kept(page, editor)
    assert unexpected(page_errors, f"requestfailed: {live_server.url}{editor['path']} ") == []


@pytest.mark.parametrize("status", [500, 503])
@pytest.mark.parametrize("name", EDITORS)
def test_a_server_fault_says_the_server_had_a_problem(
    owner_page: Page, live_server, page_errors, name, status
):
    page, editor = owner_page, EDITORS[name]
    editor["open"](page, live_server)
    page.route(live_server.url + editor["path"], _only_posts(_server_fault(status)))
    editor["fill"](page)

    page.get_by_role("button", name=editor["save"]).click()

    expect_failure_toast(page, editor["title"], SERVER_FAULT)
    # The server's own words for a fault are not the owner's business.
    expect(page.get_by_test_id("toast")).not_to_contain_text("Service temporarily unavailable")
    _expect_kept(page, editor)
    assert unexpected(page_errors, f"{status}: {live_server.url}{editor['path']}") == []


@pytest.mark.parametrize("name", EDITORS)
def test_an_ended_session_says_so_and_keeps_the_form(
    owner_page: Page, live_server, owner, page_errors, name
):
    page, editor = owner_page, EDITORS[name]
    editor["open"](page, live_server)
    editor["fill"](page)
    # Signed out everywhere from another device: every token of this tab is now refused.
    owner.set_password("somebody-changed-it-elsewhere")
    owner.save()

    page.get_by_role("button", name=editor["save"]).click()

    expect_failure_toast(page, editor["title"], SESSION_ENDED)
    expect(page.get_by_role("dialog", name="Your session has ended")).to_be_visible()
    _expect_kept(page, editor)
    # The refused save and the refused refresh are the point of the test.
    assert (
        unexpected(
            page_errors,
            f"401: {live_server.url}{editor['path']}",
            f"401: {live_server.url}/api/admin/refresh",
        )
        == []
    )
