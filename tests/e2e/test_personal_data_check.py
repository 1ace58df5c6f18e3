"""Issue 16, the personal-data check as the owner meets it: a blog post holding a phone number, a
postcode and the owner's surname is held back with 'Publish anyway?' listing exactly those three
findings, nothing is published until the owner confirms, and then a visitor reads it on /blog.
'Keep as draft' saves it unpublished; on a 390 px phone the dialog fits the screen. A photo's GPS
position is named when it is uploaded, and a caption with a phone number waits for the same
confirmation."""

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from apps.blog.models import BlogPost
from apps.gallery.models import GalleryItem
from tests.core.factories import SiteProfileFactory
from tests.e2e.admin import expect_toast, sign_in, unexpected
from tests.e2e.conftest import PageErrors, _new_page
from tests.e2e.screen import assert_no_sideways_scroll, assert_on_the_screen
from tests.e2e.test_admin_blog import fill_post, open_blog_tab, visitor_blog_page
from tests.e2e.test_admin_gallery import gps_jpeg, open_gallery, open_upload
from tests.gallery.factories import uploaded_item

pytestmark = pytest.mark.django_db(transaction=True)

TITLE = "My week at the robotics club"
CONTENT = "If you want to join, call me on 07700 900123. The club meets near SW1A 1AA."
EXCERPT = "Notes by Alex Pemberton."
FINDINGS = [
    "Content: “07700 900123” looks like a phone number",
    "Content: “SW1A 1AA” looks like a UK postcode",
    "Excerpt: “Pemberton” is one of your private words (profile settings)",
]


@pytest.fixture
def owner_390_page(browser: Browser, live_server, owner, page_errors: PageErrors) -> Iterator[Page]:
    page = _new_page(browser, {"width": 390, "height": 844}, page_errors)
    yield sign_in(page, owner)
    page.context.close()


@pytest.fixture(autouse=True)
def _private_words(db):
    SiteProfileFactory(sensitive_words=["Pemberton", "St Aidan's Academy"])


def _a_post_save(response) -> bool:
    """The editor's save of the post (not an autosave of its writing session)."""
    return (
        "/api/blog-posts" in response.url
        and response.request.method in ("POST", "PUT")
        and "autosave" not in response.url
    )


def write_and_publish(page: Page, live_server) -> Locator:
    """Write the post with its three findings and create it published: it is held back, and
    the 'Publish anyway?' dialog is what this answers."""
    open_blog_tab(page, live_server)
    fill_post(page, title=TITLE, excerpt=EXCERPT, content=CONTENT)
    published = page.get_by_role("switch", name="Published")
    published.click()
    expect(published).to_have_attribute("aria-checked", "true")
    with page.expect_response(_a_post_save) as answer:
        page.get_by_role("button", name="Create Post").click()
    assert answer.value.status == 409
    return page.get_by_role("dialog", name="Publish anyway?")


def press(dialog: Locator, button: str) -> None:
    """Answer the dialog with `button`, which closes it."""
    dialog.get_by_role("button", name=button).click()
    expect(dialog).to_be_hidden()


def findings_in(dialog) -> list[str]:
    expect(dialog).to_be_visible()
    items = dialog.get_by_test_id("personal-data-findings").get_by_role("listitem")
    expect(items.first).to_be_visible()
    return [" ".join(text.split()) for text in items.all_inner_texts()]


def test_three_findings_publish_only_after_confirmation(
    owner_page: Page, browser: Browser, live_server, page_errors
):
    page = owner_page
    dialog = write_and_publish(page, live_server)

    expect(dialog).to_be_visible()
    assert sorted(findings_in(dialog)) == sorted(FINDINGS)
    # Nothing is public yet; the form shows the findings on their fields too.
    assert not BlogPost.objects.filter(is_published=True).exists()
    expect(page.get_by_label("Content", exact=True)).to_have_attribute("aria-invalid", "true")

    with page.expect_response(_a_post_save) as answer:
        press(dialog, "Publish anyway")
    assert answer.value.status in (200, 201)
    assert answer.value.request.post_data_json["confirmPersonalData"] is True
    expect_toast(page, "Check for personal data", "looks like a phone number")

    post = BlogPost.objects.get(title=TITLE)
    assert post.is_published
    visitor = visitor_blog_page(browser, live_server)
    expect(visitor.get_by_role("heading", name=TITLE)).to_be_visible()
    visitor.context.close()
    assert unexpected(page_errors, "409: ") == []


def test_keep_as_draft_saves_it_unpublished(owner_page: Page, live_server, page_errors):
    page = owner_page
    dialog = write_and_publish(page, live_server)

    press(dialog, "Keep as draft")

    expect_toast(page, "Check for personal data", "SW1A 1AA")
    row = page.get_by_role("listitem").filter(has_text=TITLE)
    expect(row).to_contain_text("Draft")
    post = BlogPost.objects.get(title=TITLE)
    assert not post.is_published
    assert "07700 900123" in post.content
    assert unexpected(page_errors, "409: ") == []


def test_go_back_keeps_the_form_and_shows_the_findings(owner_page: Page, live_server, page_errors):
    page = owner_page
    dialog = write_and_publish(page, live_server)

    press(dialog, "Go back")

    notice = page.get_by_role("alert").filter(has_text="Personal data found")
    expect(notice).to_contain_text("07700 900123")
    expect(page.get_by_label("Title", exact=True)).to_have_value(TITLE)
    assert not BlogPost.objects.filter(is_published=True).exists()
    assert unexpected(page_errors, "409: ") == []


def test_the_dialog_fits_a_390_px_phone(owner_390_page: Page, live_server, page_errors):
    page = owner_390_page
    dialog = write_and_publish(page, live_server)

    expect(dialog).to_be_visible()
    assert len(findings_in(dialog)) == 3
    assert_on_the_screen(dialog)
    for name in ("Publish anyway", "Keep as draft", "Go back"):
        button = dialog.get_by_role("button", name=name)
        expect(button).to_be_in_viewport()
        assert_on_the_screen(button)
    assert_no_sideways_scroll(page)
    press(dialog, "Publish anyway")
    expect(page.get_by_role("listitem").filter(has_text=TITLE)).to_contain_text("Published")
    assert unexpected(page_errors, "409: ") == []


def test_a_photo_s_gps_position_is_named_when_it_is_uploaded(
    owner_page: Page, live_server, tmp_path, page_errors
):
    photo = tmp_path / "beach.jpg"
    gps_jpeg(photo, width=200, height=150)
    dialog = open_upload(owner_page, live_server)
    dialog.get_by_label("Photo", exact=True).set_input_files(photo)
    dialog.get_by_label("Title").fill("Beach day")

    dialog.get_by_role("button", name="Upload Photo").click()

    toast = owner_page.get_by_test_id("toast")
    expect(toast).to_contain_text("Photo uploaded successfully!")
    expect(toast).to_contain_text("This photo carried a GPS position; the stored copy does not.")
    expect(dialog).to_be_hidden()
    assert GalleryItem.objects.get().is_published
    assert page_errors == []


def test_a_photo_captioned_with_a_phone_number_is_published_only_when_confirmed(
    owner_page: Page, live_server, tmp_path, page_errors
):
    photo = tmp_path / "team.jpg"
    gps_jpeg(photo, width=200, height=150)
    dialog = open_upload(owner_page, live_server)
    dialog.get_by_label("Photo", exact=True).set_input_files(photo)
    dialog.get_by_label("Title").fill("Relay team")
    dialog.get_by_label("Caption (optional)").fill("Coach's number: 07700 900123")

    dialog.get_by_role("button", name="Upload Photo").click()

    held = dialog.get_by_role("alert").filter(has_text="Publish anyway?")
    expect(held).to_contain_text("Caption: “07700 900123” looks like a phone number")
    assert GalleryItem.objects.count() == 0
    held.get_by_role("button", name="Publish anyway").click()
    expect(owner_page.get_by_test_id("toast")).to_contain_text("Photo uploaded successfully!")
    expect(dialog).to_be_hidden()
    assert GalleryItem.objects.get().is_published
    assert unexpected(page_errors, "409: ") == []


def test_showing_a_hidden_photo_with_a_postcode_asks_first(
    owner_page: Page, live_server, page_errors
):
    uploaded_item(title="Our street party", caption="Everyone from SW1A 1AA", is_published=False)
    open_gallery(owner_page, live_server)
    toggle = owner_page.get_by_role("button", name="Published: Our street party")
    expect(toggle).to_have_attribute("aria-pressed", "false")

    toggle.click()

    dialog = owner_page.get_by_role("dialog", name="Publish anyway?")
    assert findings_in(dialog) == ["Caption: “SW1A 1AA” looks like a UK postcode"]
    assert not GalleryItem.objects.get().is_published
    dialog.get_by_role("button", name="Publish anyway").click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    assert GalleryItem.objects.get().is_published
    assert unexpected(page_errors, "409: ") == []
