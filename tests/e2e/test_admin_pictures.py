"""Issue 12: pictures for blog posts and travel stories. Both forms upload a picture (through the
gallery's safe pipeline, kept as a hidden gallery photo) or pick one from the gallery, hidden
photos too; a copied full address of the site's own picture is accepted and stored as its
path; a file that is not a picture is refused and changes nothing."""

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PIL import Image
from playwright.sync_api import Browser, Page, expect
from rest_framework.test import APIClient

from apps.blog.models import BlogPost
from apps.gallery.models import GalleryItem
from apps.gallery.selectors import item_image_url
from apps.travel.models import TravelStory
from tests.e2e.admin import expect_toast, unexpected
from tests.e2e.test_admin_blog import IMAGE_URL_MESSAGE, fill_post, open_blog_tab
from tests.e2e.test_admin_travel import fill_story, open_travel_tab
from tests.gallery.factories import uploaded_item

pytestmark = pytest.mark.django_db(transaction=True)

STORED_PICTURE = re.compile(r"^/media/gallery/[\w-]+-\d+w\.webp$")
UPLOADED = "Photo uploaded successfully!"
PICKER = "Choose a picture from the gallery"


@pytest.fixture(autouse=True)
def _own_media_folder(settings, tmp_path):
    """Uploads go to this test's own folder (the site serves /media/ from it)."""
    settings.MEDIA_ROOT = str(tmp_path / "media")


def small_picture(path, kind: str = "PNG") -> None:
    """A real little picture made with Pillow: a gradient, 320 x 200."""
    image = Image.linear_gradient("L").resize((320, 200)).convert("RGB")
    image.save(path, kind)


def public_gallery_titles() -> list[str]:
    return [item["title"] for item in APIClient().get("/api/gallery-items").json()]


def image_url(page: Page):
    return page.get_by_label("Image URL")


def the_uploaded_address(page: Page) -> str:
    """Once an upload is done: the toast says so and the Image URL field holds the stored
    picture's address, which this answers."""
    expect_toast(page, "Success", UPLOADED)
    expect(image_url(page)).to_have_value(STORED_PICTURE)
    return image_url(page).input_value()


def saved_with(page: Page, save: str, saved: str, model, stored: str):
    """Save the form: the toast says so, and the one row holds the picture. Answers the row."""
    page.get_by_role("button", name=save).click()
    expect_toast(page, "Success", saved)
    row = model.objects.get()
    assert row.image_url == stored
    return row


@contextmanager
def visitor_at(browser: Browser, url: str) -> Iterator[Page]:
    """A visitor (no token) at url, in a browser context of their own."""
    visitor = browser.new_context().new_page()
    try:
        visitor.goto(url)
        yield visitor
    finally:
        visitor.context.close()


def expect_picture_shown(visitor: Page, src: str) -> None:
    picture = visitor.locator(f'img[src="{src}"]')
    expect(picture).to_be_visible()
    picture.evaluate("img => img.decode()")
    assert picture.evaluate("img => img.naturalWidth") > 0


# --- uploading ------------------------------------------------------------------------------


def test_a_blog_post_gets_an_uploaded_picture_that_visitors_see(
    owner_page: Page, live_server, browser: Browser, tmp_path, page_errors
):
    page = owner_page
    photo = tmp_path / "rock-pool.png"
    small_picture(photo)
    open_blog_tab(page, live_server)
    fill_post(page, title="Rock Pools at Low Tide", excerpt="Crabs!", content="What I found.")
    page.get_by_role("switch", name="Published").click()

    # The button opens the browser's file chooser, as a click would for the owner.
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Upload a picture").click()
    chooser.value.set_files(photo)

    stored = the_uploaded_address(page)
    expect(page.get_by_test_id("imageUrl-preview")).to_have_attribute("src", stored)
    # Kept as a hidden gallery photo, named after the post, in the gallery's own pipeline.
    item = GalleryItem.objects.get()
    assert (item.title, item.category, item.is_published) == (
        "Rock Pools at Low Tide",
        "general",
        False,
    )
    assert item_image_url(item) == stored
    assert public_gallery_titles() == []

    post = saved_with(page, "Create Post", "Blog post created successfully!", BlogPost, stored)
    with visitor_at(browser, f"{live_server.url}/blog/{post.slug}") as visitor:
        expect(visitor.get_by_role("img", name="Rock Pools at Low Tide")).to_be_visible()
        expect_picture_shown(visitor, stored)
    assert page_errors == []


def test_a_travel_story_gets_an_uploaded_picture_that_visitors_see(
    owner_page: Page, live_server, browser: Browser, tmp_path, page_errors
):
    page = owner_page
    photo = tmp_path / "harbour.jpg"
    small_picture(photo, "JPEG")
    open_travel_tab(page, live_server)
    fill_story(page, country="Portugal", title="Lisbon Harbour", content="Trams and boats.")

    page.get_by_label("Picture to upload").set_input_files(photo)

    stored = the_uploaded_address(page)
    item = GalleryItem.objects.get()
    assert (item.title, item.category, item.is_published) == ("Lisbon Harbour", "travel", False)
    assert public_gallery_titles() == []

    page.get_by_role("switch", name="Published").click()  # a new story starts as a draft
    story = saved_with(page, "Add Story", "Travel story created successfully!", TravelStory, stored)
    with visitor_at(browser, f"{live_server.url}/travel/{story.slug}") as visitor:
        expect_picture_shown(visitor, stored)
    assert page_errors == []


def test_a_file_that_is_not_a_picture_is_refused_and_the_address_is_kept(
    owner_page: Page, live_server, tmp_path, page_errors
):
    page = owner_page
    kept = item_image_url(uploaded_item(title="Already chosen", is_published=True))
    fake = tmp_path / "homework.png"
    fake.write_text("These are my notes, not a picture.")
    open_blog_tab(page, live_server)
    image_url(page).fill(kept)

    # Named .png, so the browser calls it image/png: only the server can tell.
    page.get_by_label("Picture to upload").set_input_files(fake)

    expect_toast(page, "Invalid File", "Please select an image file (JPG, PNG, GIF, etc.)")
    expect(page.get_by_test_id("toast")).not_to_contain_text(UPLOADED)
    expect(image_url(page)).to_have_value(kept)
    expect(page.get_by_role("button", name="Upload a picture")).to_be_enabled()
    assert list(GalleryItem.objects.values_list("title", flat=True)) == ["Already chosen"]
    assert unexpected(page_errors, f"400: {live_server.url}/api/gallery/upload") == []


def test_a_failed_upload_says_upload_failed_and_changes_nothing(
    owner_page: Page, live_server, tmp_path, page_errors
):
    page = owner_page
    photo = tmp_path / "fine.png"
    small_picture(photo)
    open_travel_tab(page, live_server)
    fill_story(page, title="Unlucky upload")
    page.route(
        live_server.url + "/api/gallery/upload",
        lambda route: route.fulfill(status=500, body="Internal Server Error"),
    )

    page.get_by_label("Picture to upload").set_input_files(photo)

    expect_toast(page, "Upload Failed", "Failed to upload photo")
    expect(image_url(page)).to_have_value("")
    assert not GalleryItem.objects.exists()
    assert unexpected(page_errors, f"500: {live_server.url}/api/gallery/upload") == []


@pytest.mark.parametrize("editor", ["blog", "travel"])
def test_a_picture_from_another_site_is_refused_by_the_server_on_its_field(
    owner_page: Page, live_server, page_errors, editor
):
    page, blog = owner_page, editor == "blog"
    (open_blog_tab if blog else open_travel_tab)(page, live_server)
    (fill_post if blog else fill_story)(page, title="Borrowed picture")
    image_url(page).fill("https://example.com/photo.jpg")

    page.get_by_role("button", name="Create Post" if blog else "Add Story").click()

    thing = "blog post" if blog else "travel story"
    expect_toast(page, f"Failed to create {thing}. Please try again.", IMAGE_URL_MESSAGE)
    expect(image_url(page)).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#field-imageUrl-error")).to_have_text(IMAGE_URL_MESSAGE)
    heading = "Create New Post" if blog else "Add Travel Story"
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    expect(page.get_by_label("Title", exact=True)).to_have_value("Borrowed picture")
    assert not (BlogPost if blog else TravelStory).objects.exists()
    # The refused answer, and the preview of another site's picture that the page's
    # Content-Security-Policy blocks, are expected.
    path = "/api/blog-posts" if blog else "/api/travel-stories"
    assert unexpected(page_errors, f"400: {live_server.url}{path}", "example.com") == []


# --- choosing from the gallery --------------------------------------------------------------


@pytest.mark.parametrize("editor", ["blog", "travel"])
def test_choosing_from_the_gallery_fills_the_address_hidden_photos_included(
    owner_page: Page, live_server, page_errors, editor
):
    page = owner_page
    shown = uploaded_item(title="Sports day", is_published=True)
    hidden = uploaded_item(title="Family picnic", is_published=False)
    (open_blog_tab if editor == "blog" else open_travel_tab)(page, live_server)

    page.get_by_role("button", name="Choose from gallery").click()

    dialog = page.get_by_role("dialog", name=PICKER)
    expect(dialog).to_be_visible()
    choices = dialog.get_by_role("button").filter(has=page.get_by_role("img"))
    expect(choices).to_have_count(2)
    expect(dialog.get_by_role("button", name="Sports day")).to_be_visible()
    expect(dialog.get_by_role("button", name="Family picnic")).to_contain_text("(hidden)")
    expect(dialog.get_by_role("button", name="Sports day")).not_to_contain_text("(hidden)")

    dialog.get_by_role("button", name="Family picnic").click()

    expect(dialog).to_be_hidden()
    expect(image_url(page)).to_have_value(item_image_url(hidden))
    expect(page.get_by_test_id("imageUrl-preview")).to_be_visible()
    # Picking another one replaces it.
    page.get_by_role("button", name="Choose from gallery").click()
    page.get_by_role("dialog", name=PICKER).get_by_role("button", name="Sports day").click()
    expect(image_url(page)).to_have_value(item_image_url(shown))
    assert page_errors == []


def test_the_picked_picture_is_saved_with_the_post(owner_page: Page, live_server, page_errors):
    page = owner_page
    hidden = uploaded_item(title="Telescope", is_published=False)
    open_blog_tab(page, live_server)
    fill_post(page, title="Looking at Saturn")
    page.get_by_role("button", name="Choose from gallery").click()
    page.get_by_role("dialog", name=PICKER).get_by_role("button", name="Telescope").click()

    page.get_by_role("button", name="Create Post").click()

    expect_toast(page, "Success", "Blog post created successfully!")
    assert BlogPost.objects.get().image_url == item_image_url(hidden)
    assert page_errors == []


def test_the_picker_says_when_the_gallery_is_empty(owner_page: Page, live_server, page_errors):
    page = owner_page
    open_travel_tab(page, live_server)

    page.get_by_role("button", name="Choose from gallery").click()

    dialog = page.get_by_role("dialog", name=PICKER)
    expect(dialog).to_contain_text("The gallery has no photos yet: upload one instead.")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(image_url(page)).to_have_value("")
    assert page_errors == []


# --- a copied full address ------------------------------------------------------------------


@pytest.mark.parametrize("editor", ["blog", "travel"])
def test_a_copied_full_address_of_the_sites_picture_is_stored_as_its_path(
    owner_page: Page, live_server, page_errors, editor
):
    page = owner_page
    path = item_image_url(uploaded_item(title="Copied", is_published=True))
    copied = live_server.url + path  # what the browser's 'Copy image address' gives
    if editor == "blog":
        open_blog_tab(page, live_server)
        fill_post(page, title="With a copied address")
    else:
        open_travel_tab(page, live_server)
        fill_story(page, title="With a copied address")

    image_url(page).fill(copied)

    expect(page.get_by_test_id("imageUrl-preview")).to_have_attribute("src", path)
    expect(page.locator("#field-imageUrl-error")).to_have_count(0)
    page.get_by_role("button", name="Create Post" if editor == "blog" else "Add Story").click()

    expect(page.get_by_test_id("toast")).to_contain_text("created successfully!")
    model = BlogPost if editor == "blog" else TravelStory
    assert model.objects.get().image_url == path
    assert page_errors == []
