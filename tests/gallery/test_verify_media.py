"""`manage.py verify_media`: files without rows and rows without files, under gallery/ only."""

import io

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management import CommandError, call_command

from tests.gallery.factories import GalleryItemFactory, uploaded_item

pytestmark = pytest.mark.django_db


def run() -> str:
    out = io.StringIO()
    call_command("verify_media", stdout=out)
    return out.getvalue()


def run_dirty() -> str:
    out = io.StringIO()
    with pytest.raises(CommandError) as failure:
        call_command("verify_media", stdout=out)
    assert failure.value.returncode == 1
    return out.getvalue()


def test_clean_when_nothing_is_stored():
    assert "consistent" in run()


def test_clean_with_uploads_and_items_by_address():
    uploaded_item()
    uploaded_item(title="Second")
    GalleryItemFactory(image_url="/static/demo/x.jpg")
    # Files outside the gallery's folder are someone else's business.
    default_storage.save("demo/picture.webp", ContentFile(b"x"))

    assert "4 file(s) checked" in run()  # 2 variants each


def test_a_file_without_a_row_is_reported():
    uploaded_item()
    orphan = default_storage.save("gallery/left-behind.webp", ContentFile(b"x"))

    out = run_dirty()

    assert f"File without a row: {orphan}" in out
    assert "Row without" not in out


def test_a_row_without_its_file_is_reported():
    item = uploaded_item(title="Broken photo")
    default_storage.delete(item.file_names[0])

    out = run_dirty()

    assert f"Row without its file: {item.file_names[0]}" in out
    assert f"used by gallery item {item.id} (Broken photo)" in out


def test_an_item_by_address_inside_the_gallery_folder_counts_as_using_it():
    item = uploaded_item()
    GalleryItemFactory(image_url=f"/media/{item.file_names[-1]}")
    assert "consistent" in run()

    GalleryItemFactory(image_url="/media/gallery/gone.webp", title="Points nowhere")

    out = run_dirty()
    assert "Row without its file: gallery/gone.webp" in out
    assert "(Points nowhere)" in out
