"""Gallery Management as the owner uses it: uploading (with the client's and the server's
checks), adding by address, hiding and showing, editing, deleting, filtering, and what the
public API shows afterwards."""

import io
import os
import re

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from PIL import Image
from playwright.sync_api import Page, expect
from rest_framework.test import APIClient

from apps.gallery.models import GalleryItem
from tests.e2e.admin import expect_toast
from tests.e2e.screen import assert_no_sideways_scroll, assert_on_the_screen
from tests.e2e.watching import requests_made
from tests.gallery.factories import GalleryItemFactory, uploaded_item

pytestmark = pytest.mark.django_db(transaction=True)

GPS_IFD = 0x8825
PLACEHOLDER = "/static/img/photo-placeholder.svg"
DELETE_TEXT = "Are you sure you want to delete this photo? This action cannot be undone."

# Every value the upload's progress bar shows, in order (a MutationObserver in the page).
RECORD_PROGRESS = """
window.__progress = [];
new MutationObserver(() => {
  const bar = document.querySelector('progress[aria-label="Upload progress"]');
  const value = bar && bar.getAttribute("value");
  const seen = window.__progress;
  if (value !== null && value !== undefined && seen[seen.length - 1] !== value) seen.push(value);
}).observe(document, {
  subtree: true, childList: true, attributes: true, attributeFilter: ["value"],
});
"""


@pytest.fixture(autouse=True)
def _own_media_folder(settings, tmp_path):
    """Uploads go to this test's own folder (the site serves /media/ from it)."""
    settings.MEDIA_ROOT = str(tmp_path / "media")


def gps_jpeg(path, width: int = 1000, height: int = 750) -> None:
    """A phone-like JPEG: noisy pixels (so it is big enough to watch the upload) with a camera
    make, a serial number and a GPS position in its EXIF."""
    image = Image.frombytes("RGB", (width, height), os.urandom(width * height * 3))
    exif = Image.Exif()
    exif[0x010F] = "PrivateCam"  # Make
    exif[0x0110] = "Model X1000"  # Model
    exif.get_ifd(GPS_IFD).update({1: "N", 2: (51.0, 30.0, 26.0), 3: "W", 4: (0.0, 7.0, 39.0)})
    image.save(path, "JPEG", exif=exif, quality=92)
    assert Image.open(path).getexif().get_ifd(GPS_IFD)  # the test file really has a position


def public_titles() -> list[str]:
    response = APIClient().get("/api/gallery-items")
    assert response.status_code == 200
    return [item["title"] for item in response.json()]


def open_gallery(page: Page, live_server) -> None:
    page.goto(live_server.url + "/admin?tab=gallery")
    expect(page.get_by_role("heading", name="Gallery Management")).to_be_visible()


def open_upload(page: Page, live_server):
    open_gallery(page, live_server)
    page.get_by_role("button", name="Add Photo").click()
    dialog = page.get_by_role("dialog", name="Add Photo")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("tab", name="Upload Photo")).to_have_attribute(
        "aria-selected", "true"
    )
    return dialog


def card(page: Page, title: str):
    return page.get_by_role("article", name=title, exact=True)


def expect_loaded(image) -> None:
    expect(image).to_be_visible()
    image.evaluate("img => img.decode()")
    assert image.evaluate("img => img.naturalWidth") > 0


def without(errors: list[str], pattern: str) -> list[str]:
    return [error for error in errors if not re.search(pattern, error)]


# --- uploading ------------------------------------------------------------------------------


def test_owner_uploads_a_photo_and_no_location_is_stored(
    owner_page: Page, live_server, tmp_path, page_errors
):
    photo = tmp_path / "beach.jpg"
    gps_jpeg(photo)
    owner_page.add_init_script(RECORD_PROGRESS)
    dialog = open_upload(owner_page, live_server)
    # A slow connection, so the progress bar can be watched.
    cdp = owner_page.context.new_cdp_session(owner_page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 20, "downloadThroughput": -1, "uploadThroughput": 600_000},
    )

    dialog.get_by_label("Photo", exact=True).set_input_files(photo)
    expect(dialog.get_by_role("img", name="Preview of the selected photo")).to_be_visible()
    dialog.get_by_label("Title").fill("Beach day")
    dialog.get_by_label("Caption (optional)").fill("Sandcastles all afternoon.")
    dialog.get_by_label("Category").select_option("travel")
    expect(dialog.get_by_role("switch", name="Published (visible on the site)")).to_have_attribute(
        "aria-checked", "true"
    )
    dialog.get_by_role("button", name="Upload Photo").click()

    progress = dialog.get_by_role("progressbar", name="Upload progress")
    expect(progress).to_be_visible()
    expect(dialog.get_by_role("button", name="Uploading...")).to_be_disabled()
    expect(owner_page.get_by_test_id("toast")).to_contain_text(
        "Photo uploaded successfully!", timeout=30_000
    )
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
    )
    expect(dialog).to_be_hidden()
    seen = [int(value) for value in owner_page.evaluate("window.__progress")]
    assert seen == sorted(seen), seen
    assert seen[-1] == 100, seen
    assert any(0 < value < 100 for value in seen), seen  # it moved, not only jumped

    photo_card = card(owner_page, "Beach day")
    expect(photo_card).to_contain_text("Sandcastles all afternoon.")
    expect(photo_card).to_contain_text("Travel")
    image = photo_card.get_by_role("img", name="Beach day")
    expect(image).to_have_attribute("srcset", re.compile(r"480w.*960w.*1000w"))
    expect(image).to_have_attribute("width", "1000")
    expect(image).to_have_attribute("height", "750")
    expect_loaded(image)
    assert public_titles() == ["Beach day"]

    item = GalleryItem.objects.get(title="Beach day")
    assert (item.category, item.is_published) == ("travel", True)
    assert item.file_names
    for name in item.file_names:
        with default_storage.open(name) as stored:
            data = stored.read()
        stored_image = Image.open(io.BytesIO(data))
        assert stored_image.format == "WEBP"
        assert not stored_image.getexif()
        assert not stored_image.getexif().get_ifd(GPS_IFD)
        assert not {"exif", "xmp", "icc_profile"} & set(stored_image.info)
        assert b"PrivateCam" not in data  # nor the camera's make, anywhere in the file
    assert page_errors == []


def test_upload_without_a_file_asks_for_one(owner_page: Page, live_server, page_errors):
    dialog = open_upload(owner_page, live_server)
    dialog.get_by_label("Title").fill("No picture")

    dialog.get_by_role("button", name="Upload Photo").click()

    expect_toast(owner_page, "No File Selected", "Please select an image to upload")
    inline = dialog.get_by_role("alert").filter(has_text="Please select an image to upload")
    expect(inline).to_be_visible()
    expect(dialog.get_by_label("Photo", exact=True)).to_have_attribute("aria-invalid", "true")
    assert GalleryItem.objects.count() == 0
    assert page_errors == []


def test_title_and_category_are_required(owner_page: Page, live_server, tmp_path, page_errors):
    photo = tmp_path / "small.jpg"
    Image.new("RGB", (40, 30), "teal").save(photo, "JPEG")
    dialog = open_upload(owner_page, live_server)
    dialog.get_by_label("Photo", exact=True).set_input_files(photo)
    dialog.get_by_label("Category").select_option("")

    dialog.get_by_role("button", name="Upload Photo").click()

    expect(dialog.get_by_text("Title is required")).to_be_visible()
    expect(dialog.get_by_text("Category is required")).to_be_visible()
    assert GalleryItem.objects.count() == 0
    assert page_errors == []


# A file the page refuses itself: its name and content, and the toast's title and message.
REFUSED_FILES = {
    "a text file": (
        "notes.txt",
        lambda: b"Not a picture at all.",
        "Invalid File",
        "Please select an image file (JPG, PNG, GIF, etc.)",
    ),
    "a file over 5mb": (
        "huge.jpg",
        lambda: os.urandom(5 * 1024 * 1024 + 1),
        "File Too Large",
        "Please select an image smaller than 5MB",
    ),
}


@pytest.mark.parametrize("kind", REFUSED_FILES)
def test_a_file_is_refused_before_any_upload(
    owner_page: Page, live_server, tmp_path, page_errors, kind
):
    name, content, title, message = REFUSED_FILES[kind]
    chosen = tmp_path / name
    chosen.write_bytes(content())
    uploads = requests_made(owner_page, lambda r: "/upload" in r.url)
    dialog = open_upload(owner_page, live_server)

    dialog.get_by_label("Photo", exact=True).set_input_files(chosen)

    expect_toast(owner_page, title, message)
    expect(dialog.get_by_role("alert").filter(has_text=message)).to_be_visible()
    expect(dialog.get_by_role("img", name="Preview of the selected photo")).to_have_count(0)
    dialog.get_by_label("Title").fill("Refused")
    dialog.get_by_role("button", name="Upload Photo").click()
    expect_toast(owner_page, title, message)
    assert uploads == []
    assert GalleryItem.objects.count() == 0
    assert page_errors == []


def test_the_server_refuses_an_html_file_named_jpg(
    owner_page: Page, live_server, tmp_path, page_errors
):
    fake = tmp_path / "holiday.jpg"
    fake.write_text("<!doctype html><html><body><script>alert(1)</script></body></html>")
    dialog = open_upload(owner_page, live_server)

    # Named .jpg, so the browser calls it image/jpeg: only the server can tell.
    dialog.get_by_label("Photo", exact=True).set_input_files(fake)
    dialog.get_by_label("Title").fill("Holiday")
    dialog.get_by_role("button", name="Upload Photo").click()

    message = "Please select an image file (JPG, PNG, GIF, etc.)"
    expect_toast(owner_page, "Invalid File", message)
    expect(dialog.get_by_role("alert").filter(has_text=message)).to_be_visible()
    expect(dialog.get_by_role("progressbar")).to_have_count(0)
    expect(dialog.get_by_role("button", name="Upload Photo")).to_be_enabled()
    assert GalleryItem.objects.count() == 0
    assert without(page_errors, r"^400: .*/api/gallery/upload$") == []


# --- adding by address ----------------------------------------------------------------------


def test_image_url_tab_adds_an_image_already_on_the_site(
    owner_page: Page, live_server, page_errors
):
    buffer = io.BytesIO()
    Image.new("RGB", (320, 240), "orange").save(buffer, "PNG")
    default_storage.save("gallery/sunrise.png", ContentFile(buffer.getvalue()))
    dialog = open_upload(owner_page, live_server)
    dialog.get_by_role("tab", name="Image URL").click()
    category = dialog.get_by_label("Category")
    expect(category.locator("option", has_text="Achievements")).to_have_count(0)

    dialog.get_by_role("button", name="Add Image").click()
    expect(dialog.get_by_text("Title is required")).to_be_visible()
    expect(dialog.get_by_text("Image is required")).to_be_visible()

    dialog.get_by_label("Title").fill("Sunrise")
    dialog.get_by_role("textbox", name="Image URL").fill("/media/gallery/sunrise.png")
    expect_loaded(dialog.get_by_test_id("imageUrl-preview"))
    category.select_option("personal")
    dialog.get_by_role("switch", name="Published (visible on the site)").click()
    dialog.get_by_role("button", name="Add Image").click()

    expect_toast(owner_page, "Success", "Gallery item created successfully!")
    expect(dialog).to_be_hidden()
    photo_card = card(owner_page, "Sunrise")
    expect(photo_card).to_contain_text("Hidden")
    expect_loaded(photo_card.get_by_role("img", name="Sunrise"))
    item = GalleryItem.objects.get(title="Sunrise")
    assert (item.image_url, item.category, item.is_published) == (
        "/media/gallery/sunrise.png",
        "personal",
        False,
    )
    assert public_titles() == []
    assert page_errors == []


def test_image_url_tab_refuses_an_address_on_another_site(
    owner_page: Page, live_server, page_errors
):
    dialog = open_upload(owner_page, live_server)
    dialog.get_by_role("tab", name="Image URL").click()
    dialog.get_by_label("Title").fill("Hotlinked")

    dialog.get_by_role("textbox", name="Image URL").fill("https://example.com/photo.jpg")
    dialog.get_by_role("button", name="Add Image").click()

    message = "Use an image on this site (an address starting with /media/ or /static/)."
    expect_toast(owner_page, "Failed to create gallery item", message)
    expect(dialog.get_by_role("alert").filter(has_text=message)).to_be_visible()
    expect(dialog).to_be_visible()
    assert GalleryItem.objects.count() == 0
    assert without(page_errors, r"^400: .*/api/gallery-items$|example\.com") == []


# --- managing photos ------------------------------------------------------------------------


def test_eye_toggle_hides_and_shows_a_photo_on_the_public_api(
    owner_page: Page, live_server, page_errors
):
    uploaded_item(title="Sports day", category="general")
    open_gallery(owner_page, live_server)
    toggle = owner_page.get_by_role("button", name="Published: Sports day")
    expect(toggle).to_have_attribute("aria-pressed", "true")

    toggle.click()

    expect_toast(owner_page, "Success", "Gallery item updated successfully!")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(card(owner_page, "Sports day")).to_contain_text("Hidden")
    assert public_titles() == []

    owner_page.get_by_role("button", name="Dismiss notification").click()
    toggle.click()

    expect_toast(owner_page, "Success", "Gallery item updated successfully!")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(card(owner_page, "Sports day")).not_to_contain_text("Hidden")
    assert public_titles() == ["Sports day"]
    assert page_errors == []


def test_edit_changes_title_caption_and_category(owner_page: Page, live_server, page_errors):
    uploaded_item(title="Old title", caption="Old caption", category="general")
    open_gallery(owner_page, live_server)

    owner_page.get_by_role("button", name="Edit Old title").click()
    dialog = owner_page.get_by_role("dialog", name="Edit Photo")
    expect(dialog.get_by_label("Title")).to_have_value("Old title")
    expect(dialog.get_by_label("Category")).to_have_value("general")
    dialog.get_by_label("Title").fill("Science week")
    dialog.get_by_label("Caption (optional)").fill("Our volcano finally erupted.")
    dialog.get_by_label("Category").select_option("achievements")
    dialog.get_by_role("button", name="Update Photo").click()

    expect_toast(owner_page, "Success", "Gallery item updated successfully!")
    expect(dialog).to_be_hidden()
    photo_card = card(owner_page, "Science week")
    expect(photo_card).to_contain_text("Our volcano finally erupted.")
    expect(photo_card).to_contain_text("Achievements")
    response = APIClient().get("/api/gallery-items").json()
    assert [(i["title"], i["caption"], i["category"]) for i in response] == [
        ("Science week", "Our volcano finally erupted.", "achievements")
    ]
    assert page_errors == []


def test_delete_asks_first_and_cancel_keeps_the_photo(owner_page: Page, live_server, page_errors):
    item = uploaded_item(title="Keep or not")
    names = item.file_names
    open_gallery(owner_page, live_server)

    owner_page.get_by_role("button", name="Delete Keep or not").click()
    confirm = owner_page.get_by_role("dialog", name="Delete photo?")
    expect(confirm).to_contain_text(DELETE_TEXT)
    confirm.get_by_role("button", name="Cancel").click()

    expect(confirm).to_be_hidden()
    expect(card(owner_page, "Keep or not")).to_be_visible()
    assert GalleryItem.objects.filter(pk=item.pk).exists()

    owner_page.get_by_role("button", name="Delete Keep or not").click()
    expect(confirm).to_contain_text(DELETE_TEXT)
    confirm.get_by_role("button", name="Delete").click()

    expect_toast(owner_page, "Success", "Photo deleted successfully!")
    expect(card(owner_page, "Keep or not")).to_have_count(0)
    expect(owner_page.get_by_text("No photos in this category")).to_be_visible()
    assert not GalleryItem.objects.filter(pk=item.pk).exists()
    assert public_titles() == []
    assert not any(default_storage.exists(name) for name in names)
    assert page_errors == []


def test_category_filter_and_count_badge(owner_page: Page, live_server, page_errors):
    uploaded_item(title="Kyoto", category="travel")
    uploaded_item(title="Lisbon", category="travel", is_published=False)
    uploaded_item(title="Library", category="academic")
    open_gallery(owner_page, live_server)
    count = owner_page.get_by_test_id("photo-count")
    expect(count).to_have_text("3 photos")
    filters = owner_page.get_by_role("group", name="Filter by category")
    expect(filters.get_by_role("button")).to_have_text(
        ["All", "General", "Academic", "Travel", "Achievements", "Personal"]
    )

    filters.get_by_role("button", name="Travel").click()
    expect(filters.get_by_role("button", name="Travel")).to_have_attribute("aria-pressed", "true")
    expect(count).to_have_text("2 photos")
    expect(owner_page.get_by_role("article")).to_have_count(2)
    expect(card(owner_page, "Library")).to_have_count(0)

    filters.get_by_role("button", name="Academic").click()
    expect(count).to_have_text("1 photo")
    expect(card(owner_page, "Library")).to_be_visible()

    filters.get_by_role("button", name="Personal").click()
    expect(count).to_have_text("0 photos")
    expect(owner_page.get_by_text("No photos in this category")).to_be_visible()

    filters.get_by_role("button", name="All").click()
    expect(count).to_have_text("3 photos")
    assert page_errors == []


def test_six_placeholder_tiles_show_while_the_photos_load(
    owner_page: Page, live_server, page_errors
):
    uploaded_item(title="Slow photo")
    held = []

    def hold_the_first(route):
        if held:
            route.continue_()
        else:
            held.append(route)

    owner_page.route(re.compile(r".*/api/gallery-items$"), hold_the_first)
    owner_page.goto(live_server.url + "/admin?tab=gallery")

    expect(owner_page.get_by_test_id("photo-placeholder-tile")).to_have_count(6)
    assert len(held) == 1
    held[0].continue_()

    expect(card(owner_page, "Slow photo")).to_be_visible()
    expect(owner_page.get_by_test_id("photo-placeholder-tile")).to_have_count(0)
    assert page_errors == []


def test_a_broken_image_is_replaced_by_the_placeholder(owner_page: Page, live_server, page_errors):
    GalleryItemFactory(title="Missing file", image_url="/media/gallery/gone.webp")
    open_gallery(owner_page, live_server)

    image = card(owner_page, "Missing file").get_by_role("img", name="Missing file")

    expect(image).to_have_attribute("src", PLACEHOLDER)
    expect_loaded(image)
    assert without(page_errors, r"^404: .*/media/gallery/gone\.webp$") == []


def test_the_gallery_is_usable_on_a_phone(owner_page: Page, live_server, tmp_path, page_errors):
    owner_page.set_viewport_size({"width": 375, "height": 740})
    uploaded_item(title="Pocket photo", category="personal")
    photo = tmp_path / "phone.png"
    Image.new("RGB", (600, 400), "navy").save(photo, "PNG")
    dialog = open_upload(owner_page, live_server)

    assert_no_sideways_scroll(owner_page)
    assert_on_the_screen(dialog)
    dialog.get_by_label("Photo", exact=True).set_input_files(photo)
    dialog.get_by_label("Title").fill("From my phone")
    dialog.get_by_role("button", name="Upload Photo").click()

    expect_toast(owner_page, "Success", "Photo uploaded successfully!")
    expect(card(owner_page, "From my phone")).to_be_visible()
    toggle = owner_page.get_by_role("button", name="Published: Pocket photo")
    toggle.scroll_into_view_if_needed()
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    assert_no_sideways_scroll(owner_page)
    assert public_titles() == ["From my phone"]
    assert page_errors == []
