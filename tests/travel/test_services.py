"""Travel stories' write rules, where they live (apps/travel/services.py): JSON fields normalised
(an empty value clears them) and the defaults. Slugs, renames, refused updates and deletes:
tests/test_service_contract.py."""

import datetime

import pytest
from django.core.exceptions import ValidationError

from apps.travel.models import TravelStory
from apps.travel.services import story_create, story_update
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db


def _create(**fields) -> TravelStory:
    return story_create(
        **{"country": "Japan", "title": "Tokyo in spring", "content": "Cherry blossom.", **fields}
    )


def test_create_is_a_draft_by_default_with_empty_json_fields():
    story = _create()

    story.refresh_from_db()
    assert story.is_published is False
    assert story.coordinates is None
    assert (story.highlights, story.gallery) == ([], [])
    assert story.visit_date is None


def test_create_stores_trimmed_lists_and_treats_empty_coordinates_as_none():
    story = _create(
        coordinates={},
        highlights=["  Shibuya crossing ", "", "   "],
        gallery=[" /media/gallery/a.webp ", ""],
    )

    story.refresh_from_db()
    assert story.coordinates is None
    assert story.highlights == ["Shibuya crossing"]
    assert story.gallery == ["/media/gallery/a.webp"]


@pytest.mark.parametrize(
    "fields",
    [
        {"coordinates": {"lat": 91, "lng": 0}},
        {"gallery": ["https://elsewhere.example/a.jpg"]},
        {"highlights": ["x" * 81]},
        {"continent": "Atlantis"},
    ],
)
def test_create_refuses_bad_values_and_stores_nothing(fields):
    with pytest.raises(ValidationError):
        _create(**fields)

    assert not TravelStory.objects.exists()


def test_update_clears_json_fields_sent_empty():
    story = TravelStoryFactory()

    story_update(instance=story, data={"coordinates": {}, "highlights": None, "gallery": []})

    story.refresh_from_db()
    assert story.coordinates is None
    assert (story.highlights, story.gallery) == ([], [])


def test_update_leaves_json_fields_it_is_not_given_alone():
    story = TravelStoryFactory(coordinates={"lat": 35.68, "lng": 139.69}, highlights=["Senso-ji"])

    returned = story_update(instance=story, data={"visit_date": datetime.date(2023, 8, 1)})

    assert returned is story
    story.refresh_from_db()
    assert story.visit_date == datetime.date(2023, 8, 1)
    assert story.coordinates == {"lat": 35.68, "lng": 139.69}
    assert story.highlights == ["Senso-ji"]
