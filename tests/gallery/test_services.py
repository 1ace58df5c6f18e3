"""Gallery items' write rules, where they live (apps/gallery/services.py): a picture is required,
an upload's files change with its row, and files go only after commit and only when no row
still shows them (apps/core/media_references.py)."""

import pytest
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from apps.gallery import images
from apps.gallery.models import GalleryItem
from apps.gallery.selectors import item_urls
from apps.gallery.services import (
    IMAGE_REQUIRED,
    gallery_item_create,
    gallery_item_delete,
    gallery_item_update,
    gallery_item_upload,
)
from tests.gallery import pictures
from tests.gallery.factories import (
    GalleryItemFactory,
    assert_nothing_stored,
    gallery_files,
    uploaded_item,
)
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db


def _stored_file(name: str) -> str:
    """A file in the media storage that no item owns (as a picture given by address)."""
    return default_storage.save(name, ContentFile(b"RIFF....WEBP"))


# --- create and upload ---------------------------------------------------------------------------


@pytest.mark.parametrize("image_url", ["", None])
def test_an_item_by_address_needs_an_address_and_nothing_is_stored(image_url):
    with pytest.raises(ValidationError) as refused:
        gallery_item_create(title="Coast", image_url=image_url)

    assert refused.value.message_dict == {"image_url": [IMAGE_REQUIRED]}
    assert not GalleryItem.objects.exists()


def test_an_item_by_address_is_published_general_and_owns_no_files():
    item = gallery_item_create(title="Coast", image_url="/media/demo/coast.webp", caption=None)

    item.refresh_from_db()
    assert (item.is_published, item.category, item.caption) == (True, "general", "")
    assert (item.variants, item.width, item.height) == ([], None, None)
    assert item.file_names == []


def test_an_upload_with_bad_text_is_refused_before_any_file_is_written():
    picture = images.read_upload(upload=pictures.upload(pictures.jpeg(700, 400)))

    with pytest.raises(ValidationError) as refused:
        gallery_item_upload(picture=picture, title="", category="memes")

    assert set(refused.value.message_dict) == {"title", "category"}
    assert_nothing_stored()


def test_an_upload_stores_its_variants_smallest_first_and_the_largest_size():
    item = uploaded_item(width=1200, height=800)

    item.refresh_from_db()
    widths = [variant["width"] for variant in item.variants]
    assert widths == sorted(widths)
    assert len(widths) > 1
    assert (item.width, item.height) == (1200, 800)
    assert item.image_url == ""
    assert gallery_files() == set(item.file_names)


# --- update --------------------------------------------------------------------------------------


def test_sending_any_of_an_uploads_own_addresses_back_keeps_its_files():
    item = uploaded_item(width=1200, height=800)
    variants = list(item.variants)

    for url in item_urls(item):
        gallery_item_update(instance=item, data={"image_url": url, "title": "Renamed"})

    item.refresh_from_db()
    assert item.title == "Renamed"
    assert item.variants == variants
    assert item.image_url == ""
    assert gallery_files() == set(item.file_names)


@pytest.mark.parametrize("kind", ["uploaded", "by address"])
@pytest.mark.parametrize("image_url", ["", None])
def test_a_blank_address_is_refused_and_changes_nothing(kind, image_url):
    item = uploaded_item() if kind == "uploaded" else GalleryItemFactory(title="Kept")
    before = (item.title, item.image_url, item.variants)

    with pytest.raises(ValidationError) as refused:
        gallery_item_update(instance=item, data={"image_url": image_url, "title": "Changed"})

    assert refused.value.message_dict == {"image_url": [IMAGE_REQUIRED]}
    item.refresh_from_db()
    assert (item.title, item.image_url, item.variants) == before


def test_a_null_caption_is_stored_as_an_empty_caption():
    item = GalleryItemFactory(caption="Old caption")

    gallery_item_update(instance=item, data={"caption": None})

    item.refresh_from_db()
    assert item.caption == ""


def test_a_new_address_replaces_an_upload_and_its_files_go_only_after_commit(
    django_capture_on_commit_callbacks,
):
    item = uploaded_item()
    files = set(item.file_names)

    with django_capture_on_commit_callbacks(execute=True):
        returned = gallery_item_update(instance=item, data={"image_url": "/static/demo/a.jpg"})
        assert gallery_files() == files  # not before the transaction commits

    assert returned is item
    item.refresh_from_db()
    assert item.image_url == "/static/demo/a.jpg"
    assert (item.variants, item.width, item.height) == ([], None, None)
    assert gallery_files() == set()


def test_a_new_address_for_an_item_given_by_address_deletes_no_file(
    django_capture_on_commit_callbacks,
):
    name = _stored_file("gallery/picked-by-address-480w.webp")
    item = GalleryItemFactory(image_url=f"/media/{name}")

    with django_capture_on_commit_callbacks(execute=True):
        gallery_item_update(instance=item, data={"image_url": "/static/demo/b.jpg"})

    assert default_storage.exists(name)


# --- delete --------------------------------------------------------------------------------------


def test_delete_removes_the_row_at_once_and_the_files_after_commit(
    django_capture_on_commit_callbacks,
):
    item = uploaded_item()
    files = set(item.file_names)

    with django_capture_on_commit_callbacks(execute=True):
        gallery_item_delete(instance=item)
        assert not GalleryItem.objects.filter(pk=item.pk).exists()
        assert gallery_files() == files

    assert gallery_files() == set()


def test_delete_keeps_the_files_a_travel_story_still_shows(django_capture_on_commit_callbacks):
    shown = uploaded_item(width=1200, height=800)
    unused = uploaded_item(title="Nobody shows this one")
    TravelStoryFactory(gallery=[item_urls(shown)[0]])  # its narrowest variant only

    with django_capture_on_commit_callbacks(execute=True):
        gallery_item_delete(instance=shown)
        gallery_item_delete(instance=unused)

    assert gallery_files() == set(shown.file_names)


def test_deleting_an_item_given_by_address_never_deletes_the_file_it_points_to(
    django_capture_on_commit_callbacks,
):
    name = _stored_file("gallery/picked-by-address-480w.webp")
    item = GalleryItemFactory(image_url=f"/media/{name}")

    with django_capture_on_commit_callbacks(execute=True):
        gallery_item_delete(instance=item)

    assert not GalleryItem.objects.exists()
    assert default_storage.exists(name)
