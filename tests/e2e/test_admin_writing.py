"""Issue 15, writing without losing a word, as the owner meets it in the blog editor: autosave and
its status through a network that goes away (and a reload meanwhile), two tabs that do not
overwrite each other, History and restoring an older version, a post scheduled a few seconds
ahead that appears by itself, a draft previewed on its real address, and the question before
leaving unsaved changes; on a phone too."""

import re
import time
from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import Browser, Dialog, Page, Route, expect

from apps.blog import writing
from apps.blog.models import BlogPost, BlogPostRevision
from apps.blog.services import post_create, post_update
from tests.blog.factories import BlogPostFactory
from tests.blog.test_writing import THREE_TEXTS
from tests.e2e.admin import expect_toast, sign_in, unexpected
from tests.e2e.screen import assert_no_sideways_scroll, assert_on_the_screen
from tests.e2e.test_admin_blog import fill_post, open_blog_tab

pytestmark = pytest.mark.django_db(transaction=True)

AUTOSAVE = 15_000  # a pause of 3 s, then the request (ms, for expect's timeouts)
# autosave.ts's AUTOSAVE_DELAY_MS and the longest of its RETRY_DELAYS_MS: the page's clock is
# moved on by these instead of waiting for them (the clock still runs by itself too).
PAUSE_MS = 3_000
LONGEST_RETRY_MS = 30_000
OFFLINE = "Offline — kept on this device"
DRAFT_BANNER = "Draft — only you can see this"


def status(page: Page):
    return page.get_by_test_id("autosave-status")


def after_the_pause(page: Page) -> None:
    """Once the status says a save is waiting for the owner's pause, move the page's clock past
    it: the save is sent now, not 3 s later (a save that waits for more, or never, still fails
    the test's expectation)."""
    expect(status(page)).to_have_text("Unsaved changes")
    page.clock.fast_forward(PAUSE_MS)


def after_the_retry(page: Page) -> None:
    """Once the status says the text is kept offline, move the page's clock past autosave's
    longest wait between attempts: the next attempt is made now."""
    expect(status(page)).to_have_text(OFFLINE)
    page.clock.fast_forward(LONGEST_RETRY_MS)


def content_field(page: Page):
    return page.get_by_label("Content", exact=True)


def accept_dialogs(page: Page) -> list[str]:
    """Accept every question the page asks (a reload over unsaved changes); answers the types."""
    asked: list[str] = []

    def accept(dialog: Dialog) -> None:
        asked.append(dialog.type)
        dialog.accept()

    page.on("dialog", accept)
    return asked


def _abort_writes(route: Route) -> None:
    if route.request.method == "GET":
        route.continue_()
    else:
        route.abort()


def test_offline_mid_edit_the_text_survives_a_reload_and_is_saved_once_back(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    page.clock.install()
    open_blog_tab(page, live_server)
    fill_post(
        page, title="Tides and Moons", excerpt="Why the sea moves.", content="The moon pulls."
    )
    after_the_pause(page)
    expect(status(page)).to_contain_text("Saved", timeout=AUTOSAVE)
    draft = BlogPost.objects.get()
    assert (draft.title, draft.content, draft.is_published) == (
        "Tides and Moons",
        "The moon pulls.",
        False,
    )

    # The network goes away mid-sentence; the owner keeps typing.
    page.route("**/api/**", lambda route: route.abort())
    content_field(page).fill("The moon pulls. The sun does too.")
    after_the_pause(page)
    expect(status(page)).to_have_text(OFFLINE, timeout=AUTOSAVE)
    assert BlogPost.objects.get().content == "The moon pulls."

    # A reload while saving still fails (the page itself loads; every write fails).
    page.unroute("**/api/**")
    page.route("**/api/**", _abort_writes)
    asked = accept_dialogs(page)
    page.reload()
    assert asked == ["beforeunload"]  # leaving unsaved work asked first
    expect(content_field(page)).to_have_value("The moon pulls. The sun does too.")
    expect(page.get_by_label("Title", exact=True)).to_have_value("Tides and Moons")
    after_the_pause(page)  # the kept text waits for a pause again, then is sent
    expect(status(page)).to_have_text(OFFLINE, timeout=AUTOSAVE)

    # Back online: the next attempt saves into the same draft, with nothing lost.
    page.unroute("**/api/**")
    after_the_retry(page)
    expect(status(page)).to_contain_text("Saved", timeout=AUTOSAVE)
    post = BlogPost.objects.get()
    assert post.pk == draft.pk
    assert (post.content, post.is_published) == ("The moon pulls. The sun does too.", False)
    assert unexpected(page_errors, "requestfailed: ") == []


def test_a_browser_back_online_sends_the_kept_text_at_once(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    BlogPostFactory(title="Field Notes", content="Day one.", is_published=False)
    page.clock.install()
    open_blog_tab(page, live_server)
    page.get_by_role("button", name="Edit Field Notes").click()

    page.context.set_offline(True)
    content_field(page).fill("Day one. Day two.")
    after_the_pause(page)
    expect(status(page)).to_have_text(OFFLINE, timeout=AUTOSAVE)
    page.context.set_offline(False)

    expect(status(page)).to_contain_text("Saved", timeout=AUTOSAVE)
    post = BlogPost.objects.get()
    assert (post.content, post.version) == ("Day one. Day two.", 2)
    assert unexpected(page_errors, "requestfailed: ") == []


def test_two_tabs_the_second_save_is_refused_and_overwrites_nothing(
    owner_page: Page, live_server, page_errors
):
    first = owner_page
    BlogPostFactory(title="Shared Post", content="Original body.")
    second = first.context.new_page()
    for page in (first, second):
        open_blog_tab(page, live_server)
        page.get_by_role("button", name="Edit Shared Post").click()

    first.get_by_label("Title", exact=True).fill("Title From Tab One")
    first.get_by_role("button", name="Update Post").click()
    expect_toast(first, "Success", "Blog post updated successfully!")

    content_field(second).fill("Body from tab two.")
    second.get_by_role("button", name="Update Post").click()

    expect_toast(second, "Failed to update blog post. Please try again.", writing.CONFLICT_MESSAGE)
    expect(status(second)).to_have_text(writing.CONFLICT_MESSAGE)
    expect(content_field(second)).to_have_value("Body from tab two.")  # kept on this device
    post = BlogPost.objects.get()
    assert (post.title, post.content, post.version) == ("Title From Tab One", "Original body.", 2)
    assert unexpected(page_errors, f"409: {live_server.url}/api/blog-posts/") == []


def _confirm_restore(page: Page, history) -> None:
    """Restore the version History shows, answering its question, and wait for the toast."""
    history.get_by_role("button", name="Restore this version").click()
    history.get_by_role("alertdialog", name="Restore this version?").get_by_role(
        "button", name="Restore"
    ).click()
    expect_toast(page, "Success", "Restored the version of")
    expect(history).to_be_hidden()


def test_history_compares_and_restores_an_older_version_that_visitors_then_see(
    owner_page: Page, live_server, browser: Browser, owner, page_errors
):
    page = owner_page
    post = post_create(
        title="Volcanoes",
        excerpt="How they work.",
        content="Magma rises.\nPressure builds.",
        is_published=True,
        author=owner,
    )
    post_update(instance=post, data={"content": "Magma rises.\nIt all goes quiet."}, author=owner)
    open_blog_tab(page, live_server)
    page.get_by_role("button", name="Edit Volcanoes").click()

    page.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name="History")
    revisions = history.get_by_role("list", name="Revisions").get_by_role("button")
    expect(revisions).to_have_count(2)
    expect(revisions.nth(0)).to_contain_text("Published")
    expect(revisions.nth(0)).to_contain_text(owner.get_username())
    revisions.nth(1).click()  # the first version
    content = history.get_by_role("region", name="Content")
    expect(content).to_contain_text("Only in this version: Pressure builds.")
    expect(content).to_contain_text("Only in the editor: It all goes quiet.")
    expect(history.get_by_role("region", name="Title")).to_contain_text("(the same)")

    _confirm_restore(page, history)
    expect(content_field(page)).to_have_value("Magma rises.\nPressure builds.")
    post.refresh_from_db()
    assert (post.content, post.version) == ("Magma rises.\nPressure builds.", 3)
    assert BlogPostRevision.objects.filter(post=post).count() == 3
    visitor = browser.new_context().new_page()
    visitor.goto(f"{live_server.url}/blog/{post.slug}")
    expect(visitor.get_by_text("Pressure builds.")).to_be_visible()
    assert page_errors == []


def _local_input(page: Page, seconds_ahead: int) -> str:
    """The 'Publish at' value (the browser's local time, to the second) `seconds_ahead` from
    now."""
    return page.evaluate(
        """(ahead) => {
            const d = new Date(Date.now() + ahead * 1000);
            const p = (n) => String(n).padStart(2, "0");
            return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(
                d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
        }""",
        seconds_ahead,
    )


def _shows_once_reloaded(page: Page, heading: str) -> bool:
    page.reload()
    try:
        expect(page.get_by_role("heading", name=heading)).to_be_visible(timeout=1000)
    except AssertionError:
        return False
    return True


def test_a_post_scheduled_seconds_ahead_appears_on_the_blog_and_in_the_feed_only_then(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    page = owner_page
    title = "Meteor Shower Tonight"
    open_blog_tab(page, live_server)
    fill_post(page, title=title, excerpt="Look up at ten.", content="Perseids.")
    page.get_by_role("switch", name="Published").click()
    page.get_by_label("Publish at").fill(_local_input(page, 8))
    expect(
        page.get_by_text(re.compile(r"^Scheduled for .*visitors see it from then on\.$"))
    ).to_be_visible()
    page.get_by_role("button", name="Create Post").click()

    expect_toast(page, "Success", "Blog post created successfully!")
    expect(page.get_by_role("listitem").filter(has_text=title)).to_contain_text("Scheduled")
    post = BlogPost.objects.get()
    assert post.is_published
    assert post.published_at > timezone.now()
    due = post.published_at.timestamp()

    visitor = browser.new_context().new_page()
    feed = f"{live_server.url}/blog/feed.xml"
    visitor.goto(f"{live_server.url}/blog")
    expect(visitor.get_by_role("heading", name="My Blogs", level=1)).to_be_visible()
    expect(visitor.get_by_role("heading", name=title)).to_have_count(0)
    assert title not in visitor.request.get(feed).text()

    deadline = time.monotonic() + 30
    while not _shows_once_reloaded(visitor, title):
        assert time.monotonic() < deadline, "the scheduled post never appeared"
    assert time.time() >= due  # not before its time
    assert title in visitor.request.get(feed).text()
    assert page_errors == []


def test_a_draft_s_real_address_shows_the_owner_a_banner_and_visitors_a_404(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    page = owner_page
    BlogPostFactory(
        title="Unfinished Essay",
        slug="unfinished-essay",
        content="<p>Half an idea.</p>",
        is_published=False,
    )
    BlogPostFactory(
        title="Coming Soon", slug="coming-soon", published_at=timezone.now() + timedelta(days=2)
    )

    response = page.goto(f"{live_server.url}/blog/unfinished-essay")
    assert response.status == 404  # the server cannot know the owner
    expect(page.get_by_role("note")).to_contain_text(DRAFT_BANNER)
    expect(page.get_by_role("heading", name="Unfinished Essay", level=1)).to_be_visible()
    expect(page.get_by_text("Half an idea.")).to_be_visible()
    expect(page.locator('meta[name="robots"]')).to_have_attribute("content", "noindex, nofollow")

    page.goto(f"{live_server.url}/blog/coming-soon")
    expect(page.get_by_role("note")).to_contain_text(
        re.compile(r"Scheduled for .* — only you can see this")
    )

    visitor = browser.new_context().new_page()
    for slug in ("unfinished-essay", "coming-soon"):
        assert visitor.goto(f"{live_server.url}/blog/{slug}").status == 404
        expect(visitor.get_by_role("heading", name="Post Not Found")).to_be_visible()
        expect(visitor.get_by_role("note")).to_have_count(0)

    # The panel's Preview opens the same page in a new tab.
    open_blog_tab(page, live_server)
    with page.context.expect_page() as opened:
        page.get_by_role("link", name="Preview Unfinished Essay (opens in a new tab)").click()
    preview = opened.value
    expect(preview.get_by_role("note")).to_contain_text(DRAFT_BANNER)
    assert page_errors == []


def test_leaving_with_unsaved_changes_asks_first(owner_page: Page, live_server, page_errors):
    page = owner_page
    open_blog_tab(page, live_server)
    asked: list[tuple[str, str]] = []
    answer = {"accept": False}

    def reply(dialog: Dialog) -> None:
        asked.append((dialog.type, dialog.message))
        (dialog.accept if answer["accept"] else dialog.dismiss)()

    page.on("dialog", reply)
    # The server cannot be reached for now: what is typed stays unsaved (kept on this device).
    page.route("**/api/blog-posts/autosave", lambda route: route.abort())
    page.get_by_label("Title", exact=True).fill("Not saved yet")

    page.get_by_role("tab", name="Travel").click()  # a tab of the panel
    assert asked[-1][0] == "confirm"
    assert "not saved" in asked[-1][1]
    expect(page.get_by_role("heading", name="Create New Post")).to_be_visible()
    page.get_by_role("link", name="View Site").click()  # another page of the site
    assert len(asked) == 2
    expect(page).to_have_url(re.compile(r"/admin\?tab=blog$"))
    expect(page.get_by_label("Title", exact=True)).to_have_value("Not saved yet")

    with page.expect_event("dialog") as closing:
        page.close(run_before_unload=True)  # closing the browser tab: the browser asks
    assert closing.value.type == "beforeunload"
    expect(page.get_by_label("Title", exact=True)).to_have_value("Not saved yet")

    # Once the server has the text, nothing is at stake: no question.
    page.unroute("**/api/blog-posts/autosave")
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(status(page)).to_contain_text("Saved", timeout=AUTOSAVE)
    page.get_by_role("tab", name="Travel").click()
    expect(page.get_by_role("heading", name="Add Travel Story")).to_be_visible()
    assert len(asked) == 3
    assert (
        unexpected(page_errors, f"requestfailed: {live_server.url}/api/blog-posts/autosave") == []
    )


def test_a_published_post_s_autosave_is_offered_back_on_another_device(
    browser: Browser, owner, live_server, page_errors
):
    post = BlogPostFactory(title="Rivers", content="Rivers run.")
    writing.record_revision(
        post, kind="autosave", author=owner, text={"content": "Rivers run to the sea."}
    )
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = sign_in(context.new_page(), owner)
    open_blog_tab(page, live_server)
    page.get_by_role("button", name="Edit Rivers").click()

    offer = page.get_by_role("status").filter(has_text="You have unsaved changes from")
    expect(offer).to_be_visible()
    offer.get_by_role("button", name="Restore").click()

    expect(content_field(page)).to_have_value("Rivers run to the sea.")
    expect(offer).to_be_hidden()
    # Visitors still see the post as it was saved.
    assert BlogPost.objects.get().content == "Rivers run."
    context.close()


def test_on_a_phone_the_status_and_history_fit_the_screen(
    owner_phone_page: Page, live_server, page_errors
):
    page = owner_phone_page
    page.clock.install()
    post_create(title="Pocket Notes", excerpt="On the go.", content="Small screen.")
    open_blog_tab(page, live_server)
    page.get_by_role("button", name="Edit Pocket Notes").click()
    content_field(page).fill("Small screen. Still readable.")
    after_the_pause(page)
    expect(status(page)).to_contain_text("Saved", timeout=AUTOSAVE)
    assert_on_the_screen(status(page))

    page.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name="History")
    history.get_by_role("list", name="Revisions").get_by_role("button").last.click()
    expect(history.get_by_role("region", name="Content")).to_contain_text(
        "Only in the editor: Small screen. Still readable."
    )
    assert_on_the_screen(history)
    assert_no_sideways_scroll(page)
    assert page_errors == []


def _type_and_wait_for_saved(page: Page, text: str) -> None:
    with page.expect_response(
        lambda response: response.url.endswith("/autosave") and response.ok, timeout=AUTOSAVE
    ):
        content_field(page).fill(text)
        after_the_pause(page)
    expect(status(page)).to_contain_text("Saved", timeout=AUTOSAVE)


def _restore_in_history(page: Page, row: int) -> None:
    page.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name="History")
    history.get_by_role("list", name="Revisions").get_by_role("button").nth(row).click()
    _confirm_restore(page, history)


def test_restoring_an_early_autosave_keeps_the_text_it_replaces_in_history(
    owner_page: Page, live_server, page_errors
):
    """Issue 25, the owner's report: a new post autosaved three times, then History -> Restore
    the first. The dialog promises "The text in the editor stays in History"; it does, and so
    does a text typed just before restoring, which autosave had not sent yet."""
    page = owner_page
    page.clock.install()
    texts = THREE_TEXTS
    open_blog_tab(page, live_server)
    page.get_by_label("Title", exact=True).fill("Tides")
    for text in texts:
        _type_and_wait_for_saved(page, text)

    page.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name="History")
    rows = history.get_by_role("list", name="Revisions").get_by_role("button")
    expect(rows).to_have_count(3)
    page.keyboard.press("Escape")
    expect(history).to_be_hidden()
    _restore_in_history(page, 2)  # the oldest: "Version one."

    expect(content_field(page)).to_have_value(texts[0])
    page.get_by_role("button", name="History").click()
    expect(rows.first).to_contain_text("Save")
    rows.nth(1).click()
    compared = history.get_by_role("region", name="Content")
    expect(compared).to_contain_text(f"Only in this version: {texts[2]}")
    page.keyboard.press("Escape")
    expect(history).to_be_hidden()

    # Typed, and restored at once (before autosave's pause is over): the typed text is sent
    # first and kept too.
    content_field(page).fill("Typed a moment before restoring.")
    _restore_in_history(page, 1)  # the third text back
    expect(content_field(page)).to_have_value(texts[2])
    post = BlogPost.objects.get(title="Tides")
    kept = set(BlogPostRevision.objects.filter(post=post).values_list("content", flat=True))
    assert {texts[0], texts[2], "Typed a moment before restoring."} <= kept
    assert page_errors == []
