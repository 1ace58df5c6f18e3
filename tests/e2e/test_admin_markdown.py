"""Writing in Markdown, as the owner does it in headless Chromium: a post with a heading, a list,
a link and a picture uploaded from the editor (picked or pasted, with its alt text), checked in
the preview, published, and drawn the same on the public page, the picture with its srcset; a
failed upload leaves the text as it was; the editor on a phone."""

import base64
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from apps.blog.models import BlogPost
from apps.gallery.models import GalleryItem
from tests.e2e.admin import expect_toast, open_tab, sign_in, unexpected
from tests.e2e.screen import assert_no_sideways_scroll
from tests.gallery import pictures
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db(transaction=True)

PICK = "Insert picture: the file to upload"
VARIANT = re.compile(r"^/media/gallery/[0-9a-f]+-1200w\.webp$")
TEXT = (
    "## Rock pools\n\n"
    "What I found at low tide:\n\n"
    "- anemones\n- a shore crab\n\n"
    "Read more at [the Marine Conservation Society](https://www.mcsuk.org/).\n\n"
)
SAVE = re.compile(r"^(Create|Update) Post$")


def open_blog_tab(page: Page, live_server) -> None:
    open_tab(page, live_server, "blog", "Create New Post")


def content(page: Page):
    return page.get_by_label("Content", exact=True)


def write_post(page: Page, title: str) -> None:
    page.get_by_label("Title", exact=True).fill(title)
    page.get_by_label("Excerpt", exact=True).fill("What the tide left behind.")
    content(page).fill(TEXT)


def describe_picture(page: Page, alt: str) -> str:
    """The alt text dialog after an upload: it refuses an empty alt text, then inserts."""
    dialog = page.get_by_role("dialog", name="Describe the picture")
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Insert picture").click()
    expect(dialog.get_by_text("Alt text is required", exact=True)).to_be_visible()
    dialog.get_by_label("Alt text").fill(alt)
    dialog.get_by_role("button", name="Insert picture").click()
    expect(dialog).to_be_hidden()
    (item,) = GalleryItem.objects.all()
    return item.variants[-1]["name"]


def preview_html(page: Page) -> str:
    page.get_by_role("tab", name="Preview").click()
    region = page.get_by_role("region", name="Content preview")
    expect(region).to_have_attribute("aria-busy", "false")
    return region.get_by_test_id("markdown-preview").inner_html()


def test_owner_writes_markdown_with_a_picture_and_visitors_get_what_the_preview_showed(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    page = owner_page
    open_blog_tab(page, live_server)
    write_post(page, "Rock Pools at Whitby")
    content(page).press("End")  # the cursor at the end of the text

    page.get_by_label(PICK).set_input_files(
        {"name": "rock pool.png", "mimeType": "image/png", "buffer": pictures.png(1200, 800)}
    )
    name = describe_picture(page, "A rock pool with a red anemone")
    address = f"/media/{name}"
    assert VARIANT.match(address)
    expect(content(page)).to_have_value(f"{TEXT}![A rock pool with a red anemone]({address})")

    shown = preview_html(page)
    region = page.get_by_role("region", name="Content preview")
    expect(region.get_by_role("heading", name="Rock pools", level=2)).to_be_visible()
    expect(region.get_by_role("listitem")).to_have_text(["anemones", "a shore crab"])
    expect(region.get_by_role("link", name="the Marine Conservation Society")).to_have_attribute(
        "href", "https://www.mcsuk.org/"
    )
    picture = region.get_by_role("img", name="A rock pool with a red anemone")
    expect(picture).to_have_attribute(
        "srcset", re.compile(r"-480w\.webp 480w, .*-1200w\.webp 1200w")
    )

    page.get_by_role("tab", name="Write").click()
    page.get_by_role("switch", name="Published").click()
    page.get_by_role("button", name=SAVE).click()
    expect_toast(page, "Success", "Blog post")

    post = BlogPost.objects.get(title="Rock Pools at Whitby")
    assert (post.content_format, post.is_published) == ("markdown", True)
    assert post.content == f"{TEXT}![A rock pool with a red anemone]({address})"

    visitor = browser.new_context(viewport={"width": 1366, "height": 900}).new_page()
    visitor.goto(f"{live_server.url}/blog/{post.slug}")
    visitor.wait_for_function("() => !document.querySelector('[data-first-screen]')")
    body = visitor.locator("article .post-body")
    assert body.inner_html() == shown  # the page draws what the preview showed
    image = body.get_by_role("img", name="A rock pool with a red anemone")
    expect(image).to_have_attribute("srcset", re.compile(r"1200w$"))
    expect(image).to_have_attribute("width", "1200")
    expect(image).to_have_attribute("height", "800")
    expect(image).to_have_attribute("loading", "lazy")
    image.scroll_into_view_if_needed()
    visitor.wait_for_function(
        "(img) => img.complete && img.naturalWidth > 0", arg=image.element_handle()
    )
    expect(body.get_by_role("heading", name="Rock pools", level=2)).to_be_visible()
    visitor.context.close()
    assert page_errors == []


PASTE = """([selector, data]) => {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const transfer = new DataTransfer();
  transfer.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
  const area = document.querySelector(selector);
  area.focus();
  const paste = { clipboardData: transfer, bubbles: true, cancelable: true };
  area.dispatchEvent(new ClipboardEvent('paste', paste));
}"""


def test_a_pasted_picture_goes_in_at_the_cursor(owner_page: Page, live_server, page_errors):
    page = owner_page
    open_blog_tab(page, live_server)
    content(page).fill("Before after")
    content(page).evaluate("(area) => area.setSelectionRange(7, 7)")

    data = base64.b64encode(pictures.png(640, 480)).decode()
    page.evaluate(PASTE, ["#field-content", data])
    name = describe_picture(page, "A shore crab")

    expect(content(page)).to_have_value(f"Before ![A shore crab](/media/{name})after")
    assert GalleryItem.objects.get().is_published is False  # a hidden photo, not in the gallery
    assert page_errors == []


def test_a_failed_or_refused_upload_leaves_the_text_as_it_was(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    open_blog_tab(page, live_server)
    content(page).fill(TEXT)
    page.route("**/api/gallery/upload", lambda route: route.abort())

    page.get_by_label(PICK).set_input_files(
        {"name": "crab.png", "mimeType": "image/png", "buffer": pictures.png()}
    )

    expect_toast(page, "Upload Failed", "You are offline")
    expect(page.get_by_role("dialog", name="Describe the picture")).to_be_hidden()
    expect(content(page)).to_have_value(TEXT)

    page.unroute("**/api/gallery/upload")
    page.get_by_label(PICK).set_input_files(
        {"name": "notes.txt", "mimeType": "text/plain", "buffer": b"not a picture"}
    )
    expect_toast(page, "Invalid File", "Please select an image file")
    expect(content(page)).to_have_value(TEXT)
    assert not GalleryItem.objects.exists()
    assert unexpected(page_errors, "/api/gallery/upload") == []


def test_the_toolbar_and_its_shortcuts_act_on_the_selection(owner_page: Page, live_server):
    page = owner_page
    open_blog_tab(page, live_server)
    content(page).fill("Tides\nThe Moon pulls")
    content(page).evaluate("(area) => area.setSelectionRange(0, 0)")

    page.get_by_role("button", name="Heading").click()
    content(page).evaluate("(area) => area.setSelectionRange(13, 17)")
    content(page).press("Control+b")

    expect(content(page)).to_have_value("## Tides\nThe **Moon** pulls")
    content(page).press("Control+z")  # the browser's own undo takes the edit back
    expect(content(page)).to_have_value("## Tides\nThe Moon pulls")


def test_a_journal_entry_in_markdown_shows_rendered_on_its_page(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    entry = GcseJournalEntryFactory(week="Week 8", topic="Circuits", is_published=True)
    open_tab(page, live_server, "gcse", "Add Journal Entry")
    page.get_by_role("button", name="Edit Week 8: Circuits").click()
    expect(page.get_by_text("Written as plain text before Markdown")).to_be_visible()
    page.get_by_role("button", name="Switch to Markdown").click()
    content(page).fill("## Series\n\n1. one path\n2. **same** current")
    page.get_by_role("button", name="Update Entry").click()
    expect_toast(page, "Success", "GCSE journal entry updated successfully!")

    entry.refresh_from_db()
    assert entry.content_format == "markdown"
    page.goto(f"{live_server.url}/gcse-journey/{entry.slug}")
    body = page.locator("article .post-body")
    expect(body.get_by_role("heading", name="Series", level=2)).to_be_visible()
    expect(body.get_by_role("listitem")).to_have_text(["one path", "same current"])
    assert page_errors == []


def test_the_editor_on_a_phone(browser: Browser, live_server, owner, page_errors):
    page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    sign_in(page, owner)
    open_blog_tab(page, live_server)
    content(page).fill(TEXT)

    toolbar = page.get_by_role("toolbar", name="Content formatting")
    expect(toolbar.get_by_role("button", name="Insert picture")).to_be_visible()
    assert_no_sideways_scroll(page)
    html = preview_html(page)
    assert "<h2>Rock pools</h2>" in html
    expect(
        page.get_by_role("region", name="Content preview").get_by_role("heading", name="Rock pools")
    ).to_be_in_viewport()
    assert_no_sideways_scroll(page)
    page.context.close()


def test_the_editor_says_how_easy_the_text_is_to_read_and_never_refuses_it(
    owner_page: Page, live_server, page_errors
):
    """Advice beside the text as the owner writes: a reading age (Flesch-Kincaid) and the
    sentences over 25 words, worked out in the browser; the post still saves as written."""
    page = owner_page
    open_blog_tab(page, live_server)
    page.get_by_label("Title", exact=True).fill("A Day at the Zoo")
    page.get_by_label("Excerpt", exact=True).fill("Big cats and a bus ride.")
    simple = "I went to the zoo. I saw a big cat. It was fast. The cat ran up a tree. " * 2
    content(page).fill(simple)
    note = page.get_by_text(re.compile(r"^Reading age: about \d+ \(Flesch-Kincaid grade"))
    expect(note).to_be_visible()
    expect(page.get_by_text(re.compile(r"sentences? (is|are) over 25 words"))).to_have_count(0)

    long = (
        "When we finally got to the reptile house, which was at the far end of the zoo past the "
        "cafe and the gift shop, we saw a crocodile that did not move at all for ten minutes."
    )
    content(page).fill(f"{simple}\n\n{long}")
    expect(
        page.get_by_text("1 sentence is over 25 words; shorter ones are easier to read:")
    ).to_be_visible()
    expect(page.get_by_text("“When we finally got to the reptile house,…”")).to_be_visible()

    page.get_by_role("button", name=SAVE).click()
    expect_toast(page, "Success", "Blog post created successfully!")
    assert long in BlogPost.objects.get(title="A Day at the Zoo").content
    assert unexpected(page_errors) == []
