"""/api/gallery-items: the Image URL form, srcsets, and what an update or a delete does to an
upload's files (they go only once the transaction has committed). Shared behaviour:
tests/test_content_contract.py, messages: tests/test_content_validation.py."""

import pytest
from django.db import transaction

from apps.gallery.models import GalleryItem
from apps.gallery.services import gallery_item_delete
from tests.content_types import GALLERY_CATEGORY_MESSAGE
from tests.gallery.factories import (
    VALID_GALLERY_ITEM,
    GalleryItemFactory,
    gallery_files,
    uploaded_item,
)

pytestmark = pytest.mark.django_db

URL = "/api/gallery-items"


# --- reading -------------------------------------------------------------------------------------


def test_an_item_by_address_has_the_specification_fields(api_client):
    item = GalleryItemFactory(image_url="/static/demo/a.jpg", category="personal")

    body = api_client.get(URL).json()[0]

    assert body == {
        "id": str(item.id),
        "title": item.title,
        "caption": "A caption.",
        "imageUrl": "/static/demo/a.jpg",
        "category": "personal",
        "uploadedAt": body["uploadedAt"],
        "isPublished": True,
        "width": None,
        "height": None,
        "srcset": "",
    }


def test_an_uploaded_item_lists_its_srcset_width_and_height(api_client):
    item = uploaded_item(width=1200, height=600)
    small, medium, large = item.file_names

    body = api_client.get(f"{URL}/{item.id}").json()

    assert body["imageUrl"] == f"/media/{large}"
    assert body["srcset"] == f"/media/{small} 480w, /media/{medium} 960w, /media/{large} 1200w"
    assert (body["width"], body["height"]) == (1200, 600)


# --- the Image URL form --------------------------------------------------------------------------


def test_owner_adds_a_photo_by_address(owner_client):
    response = owner_client.post(URL, VALID_GALLERY_ITEM, format="json")

    assert response.status_code == 201
    item = GalleryItem.objects.get(id=response.json()["id"])
    assert (item.title, item.image_url, item.category) == (
        VALID_GALLERY_ITEM["title"],
        "/media/demo/coast.webp",
        "travel",
    )
    assert response.json()["imageUrl"] == "/media/demo/coast.webp"
    assert response.json()["srcset"] == ""


def test_new_items_default_to_published_and_general(owner_client):
    payload = {"title": "Defaults", "imageUrl": "/static/demo/x.jpg"}

    body = owner_client.post(URL, payload, format="json").json()

    assert body["isPublished"] is True
    assert body["category"] == "general"
    assert body["caption"] == ""


def test_null_caption_is_an_empty_caption(owner_client):
    body = owner_client.post(URL, {**VALID_GALLERY_ITEM, "caption": None}, format="json").json()

    assert body["caption"] == ""


# --- updating ------------------------------------------------------------------------------------


def test_the_eye_toggle_keeps_an_uploads_files(owner_client):
    item = uploaded_item()
    files = gallery_files()

    owner_client.put(f"{URL}/{item.id}", {"isPublished": False}, format="json")

    item.refresh_from_db()
    assert item.is_published is False
    assert item.file_names
    assert gallery_files() == files


def test_owner_edits_the_text_fields(owner_client):
    item = GalleryItemFactory()

    response = owner_client.put(
        f"{URL}/{item.id}",
        {"title": "New", "caption": "", "category": "achievements"},
        format="json",
    )

    assert response.status_code == 200
    item.refresh_from_db()
    assert (item.title, item.caption, item.category) == ("New", "", "achievements")


@pytest.mark.parametrize(
    ("change", "errors"),
    [
        ({"title": ""}, {"title": ["Title is required"]}),
        ({"imageUrl": ""}, {"imageUrl": ["Image is required"]}),
        ({"category": "memes"}, {"category": [GALLERY_CATEGORY_MESSAGE]}),
    ],
)
def test_update_validation_messages(owner_client, change, errors):
    item = GalleryItemFactory(title="Unchanged")

    response = owner_client.put(f"{URL}/{item.id}", change, format="json")

    assert response.status_code == 400
    assert response.json() == errors
    item.refresh_from_db()
    assert item.title == "Unchanged"


def test_sending_an_uploads_own_address_back_changes_nothing(owner_client):
    item = uploaded_item()
    body = owner_client.get(f"{URL}/{item.id}").json()

    response = owner_client.put(f"{URL}/{item.id}", {**body, "title": "Renamed"}, format="json")

    assert response.status_code == 200
    assert response.json()["srcset"] == body["srcset"]
    item.refresh_from_db()
    assert item.title == "Renamed"
    assert gallery_files() == set(item.file_names)


def test_a_new_address_replaces_an_upload_and_its_files_go_after_commit(
    owner_client, django_capture_on_commit_callbacks
):
    item = uploaded_item()
    files = set(item.file_names)

    with django_capture_on_commit_callbacks(execute=True):
        response = owner_client.put(
            f"{URL}/{item.id}", {"imageUrl": "/static/demo/other.jpg"}, format="json"
        )
        assert gallery_files() == files  # still there until the transaction commits

    assert response.json()["imageUrl"] == "/static/demo/other.jpg"
    assert response.json()["srcset"] == ""
    assert gallery_files() == set()


# --- deleting ------------------------------------------------------------------------------------


def test_delete_removes_the_files_only_after_commit(
    owner_client, django_capture_on_commit_callbacks
):
    item = uploaded_item()
    keep = uploaded_item(title="Another photo")
    assert len(gallery_files()) == 4

    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        response = owner_client.delete(f"{URL}/{item.id}")

    assert response.status_code == 204
    assert not GalleryItem.objects.filter(id=item.id).exists()
    assert set(item.file_names) <= gallery_files()  # not yet: nothing has committed
    assert len(callbacks) == 2  # the files' removal, and the API cache's version bump

    for callback in callbacks:
        callback()

    assert gallery_files() == set(keep.file_names)


def test_a_delete_that_rolls_back_keeps_the_files(django_capture_on_commit_callbacks):
    item = uploaded_item()
    item_id, files = item.id, set(item.file_names)

    def delete_then_fail():
        with transaction.atomic():
            gallery_item_delete(instance=item)
            raise RuntimeError("something later in the request failed")

    with django_capture_on_commit_callbacks(execute=True) as callbacks, pytest.raises(RuntimeError):
        delete_then_fail()

    assert callbacks == []
    assert GalleryItem.objects.filter(id=item_id).exists()
    assert gallery_files() == files
