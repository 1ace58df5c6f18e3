"""Travel stories' write rules, where they live (apps/travel/services.py): slugs from the title,
JSON fields normalised (an empty value clears them), shared links kept."""

import datetime

import pytest
from django.core.exceptions import ValidationError

from apps.travel.models import TravelStory
from apps.travel.services import story_create, story_delete, story_update
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db


def _create(**fields) -> TravelStory:
    return story_create(
        **{"country": "Japan", "title": "Tokyo in spring", "content": "Cherry blossom.", **fields}
    )


def test_create_makes_a_unique_slug_from_the_title():
    slugs = [_create().slug for _ in range(3)]

    assert slugs == ["tokyo-in-spring", "tokyo-in-spring-2", "tokyo-in-spring-3"]


@pytest.mark.parametrize("title", ["🗼🌸", "!!!"])
def test_a_title_without_letters_gets_the_fallback_slug(title):
    first, second = _create(title=title), _create(title=title)

    assert (first.slug, second.slug) == ("story", "story-2")


def test_create_is_published_by_default_with_empty_json_fields():
    story = _create()

    story.refresh_from_db()
    assert story.is_published is True
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


def test_a_new_title_keeps_the_slug_so_shared_links_keep_working():
    story = _create(title="First title")

    story_update(instance=story, data={"title": "Second title"})

    story.refresh_from_db()
    assert (story.title, story.slug) == ("Second title", "first-title")


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


def test_an_update_with_bad_coordinates_is_refused_and_changes_nothing():
    story = TravelStoryFactory(title="Kept", coordinates={"lat": 1, "lng": 2})

    with pytest.raises(ValidationError):
        story_update(instance=story, data={"title": "Changed", "coordinates": {"lat": "north"}})

    story.refresh_from_db()
    assert (story.title, story.coordinates) == ("Kept", {"lat": 1, "lng": 2})


def test_delete_removes_the_story():
    story, other = TravelStoryFactory(), TravelStoryFactory()

    story_delete(instance=story)

    assert list(TravelStory.objects.all()) == [other]
