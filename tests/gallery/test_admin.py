"""Django admin: list, search and filters; photos added here go through the upload pipeline;
deleting removes the files after commit, as through the API."""

import io

import pytest
from django.core.files.storage import default_storage
from PIL import Image

from apps.gallery.models import GalleryItem
from tests.gallery import pictures
from tests.gallery.factories import (
    GalleryItemFactory,
    assert_nothing_stored,
    gallery_files,
    uploaded_item,
)

pytestmark = pytest.mark.django_db

BASE = "/django-admin/gallery/galleryitem/"


def add_form(**fields):
    return {
        "title": "From the admin",
        "caption": "",
        "category": "personal",
        "is_published": "on",
        "image_url": "",
        **fields,
    }


def test_list_search_and_filters(owner_browser):
    uploaded_item(title="Beach day")
    GalleryItemFactory(title="Library", is_published=False)

    listing = owner_browser.get(BASE)
    search = owner_browser.get(BASE, {"q": "beach"})
    hidden = owner_browser.get(BASE, {"is_published__exact": "0"})

    assert listing.status_code == 200
    assert b"Beach day" in listing.content
    assert b"Library" in listing.content
    assert b"Beach day" in search.content
    assert b"Library" not in search.content
    assert b"Library" in hidden.content
    assert b"Beach day" not in hidden.content


def test_adding_a_photo_in_the_admin_runs_the_pipeline(owner_browser):
    photo = pictures.upload(pictures.jpeg_with_everything_private())

    response = owner_browser.post(f"{BASE}add/", {**add_form(), "upload": photo})

    assert response.status_code == 302, response.content
    item = GalleryItem.objects.get()
    assert (item.title, item.category, item.is_published) == ("From the admin", "personal", True)
    assert [v["width"] for v in item.variants] == [480, 960, 1000]
    assert gallery_files() == set(item.file_names)
    with default_storage.open(item.file_names[-1]) as stored:
        image = Image.open(io.BytesIO(stored.read()))
    assert image.format == "WEBP"
    assert not image.getexif()
    assert "icc_profile" not in image.info


def test_a_bad_file_in_the_admin_is_refused_with_the_same_words(owner_browser):
    photo = pictures.upload(pictures.SVG, "x.svg", "image/svg+xml")

    response = owner_browser.post(f"{BASE}add/", {**add_form(), "upload": photo})

    assert response.status_code == 200
    assert b"Please select an image file (JPG, PNG, GIF, etc.)" in response.content
    assert_nothing_stored()


def test_the_admin_needs_a_file_or_an_address(owner_browser):
    response = owner_browser.post(f"{BASE}add/", add_form())

    assert b"Please select an image to upload" in response.content
    assert_nothing_stored()


def test_the_admin_adds_a_photo_by_address(owner_browser):
    response = owner_browser.post(f"{BASE}add/", add_form(image_url="/static/demo/a.jpg"))

    assert response.status_code == 302
    assert GalleryItem.objects.get().image_url == "/static/demo/a.jpg"


def test_the_change_page_shows_an_upload_without_letting_its_files_be_edited(owner_browser):
    item = uploaded_item()

    response = owner_browser.get(f"{BASE}{item.id}/change/")

    assert response.status_code == 200
    assert f"/media/{item.file_names[-1]}".encode() in response.content
    assert b'name="image_url"' not in response.content
    assert b'name="variants"' not in response.content


def test_deleting_in_the_admin_removes_the_files_after_commit(
    owner_browser, django_capture_on_commit_callbacks
):
    item = uploaded_item()
    files = set(item.file_names)

    with django_capture_on_commit_callbacks(execute=True):
        response = owner_browser.post(f"{BASE}{item.id}/delete/", {"post": "yes"})
        assert gallery_files() == files

    assert response.status_code == 302
    assert_nothing_stored()


def test_bulk_delete_and_publish_actions(owner_browser, django_capture_on_commit_callbacks):
    first, second = uploaded_item(title="One"), uploaded_item(title="Two", is_published=False)

    owner_browser.post(BASE, {"action": "publish_selected", "_selected_action": [str(second.id)]})
    second.refresh_from_db()
    assert second.is_published is True

    with django_capture_on_commit_callbacks(execute=True):
        owner_browser.post(
            BASE,
            {
                "action": "delete_selected",
                "_selected_action": [str(first.id), str(second.id)],
                "post": "yes",
            },
        )

    assert_nothing_stored()
