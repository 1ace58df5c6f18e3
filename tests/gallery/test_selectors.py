"""Where a gallery item's picture is, and which media files the gallery uses
(apps/gallery/selectors.py). Who sees which items, and their order, are in
tests/test_selector_contract.py."""

import pytest
from django.utils import timezone

from apps.gallery.selectors import (
    item_image_url,
    item_srcset,
    item_urls,
    referenced_media_names,
)
from tests.gallery.factories import GalleryItemFactory, uploaded_item

pytestmark = pytest.mark.django_db

NOW = timezone.now()


def test_an_upload_is_shown_by_its_largest_variant_with_a_srcset_of_all():
    item = uploaded_item(width=1200, height=800)
    urls = item_urls(item)
    widths = [variant["width"] for variant in item.variants]

    assert urls == [f"/media/{name}" for name in item.file_names]
    assert item_image_url(item) == urls[-1]
    assert item_srcset(item) == ", ".join(
        f"{url} {width}w" for url, width in zip(urls, widths, strict=True)
    )


def test_an_item_given_by_address_is_shown_at_that_address_without_a_srcset():
    item = GalleryItemFactory(image_url="/static/demo/photo.jpg")

    assert item_image_url(item) == "/static/demo/photo.jpg"
    assert item_srcset(item) == ""
    assert item_urls(item) == []


def test_referenced_media_names_are_uploads_and_addresses_inside_the_gallery_folder():
    upload = uploaded_item(is_published=False)  # hidden items still use their files
    GalleryItemFactory(image_url="/media/gallery/picked-480w.webp")
    GalleryItemFactory(image_url="/media/demo/coast.webp")
    GalleryItemFactory(image_url="/media/gallery-old/x.webp")
    GalleryItemFactory(image_url="/static/gallery/photo.jpg")

    assert referenced_media_names() == {*upload.file_names, "gallery/picked-480w.webp"}
