"""Issue 25: for a young owner publishing is a deliberate act, so a new travel story,
achievement, project or meme starts as a draft, whichever way it is made (the API without
`isPublished`, the services, Django admin's add form's initial value). The gallery keeps the
specification's default (published); the demo seed still seeds published content."""

import pytest

from apps.gallery.models import GalleryItem
from apps.showcase.models import Achievement, Meme, Project
from apps.travel.models import TravelStory
from tests.gallery.factories import VALID_GALLERY_ITEM
from tests.showcase.factories import VALID_ACHIEVEMENT, VALID_MEME, VALID_PROJECT
from tests.travel.factories import VALID_STORY

pytestmark = pytest.mark.django_db

DRAFT_FIRST = {
    "/api/travel-stories": (TravelStory, VALID_STORY),
    "/api/achievements": (Achievement, VALID_ACHIEVEMENT),
    "/api/projects": (Project, VALID_PROJECT),
    "/api/memes": (Meme, VALID_MEME),
}


def _without_flag(payload: dict) -> dict:
    return {key: value for key, value in payload.items() if key != "isPublished"}


@pytest.mark.parametrize("url", DRAFT_FIRST)
def test_a_new_row_without_is_published_is_a_draft(owner_client, url, api_client):
    model, payload = DRAFT_FIRST[url]

    created = owner_client.post(url, _without_flag(payload), format="json")

    assert created.status_code == 201, created.content
    assert created.json()["isPublished"] is False
    assert model.objects.get(pk=created.json()["id"]).is_published is False
    assert api_client.get(f"{url}/{created.json()['id']}").status_code == 404


@pytest.mark.parametrize("model", [TravelStory, Achievement, Project, Meme])
def test_the_models_and_admin_forms_start_as_drafts(model):
    assert model._meta.get_field("is_published").get_default() is False


def test_the_gallery_keeps_the_specification_s_default(owner_client):
    created = owner_client.post(
        "/api/gallery-items", _without_flag(VALID_GALLERY_ITEM), format="json"
    )

    assert created.status_code == 201, created.content
    assert created.json()["isPublished"] is True
    assert GalleryItem._meta.get_field("is_published").get_default() is True
