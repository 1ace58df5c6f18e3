"""/api/travel-stories: latest-visit order, defaults, continents, coordinates, highlights and
gallery. Shared behaviour: tests/test_content_contract.py, messages:
tests/test_content_validation.py."""

from datetime import date

import pytest

from apps.travel.models import TravelStory
from tests.content_types import COORDINATES_MESSAGE
from tests.travel.factories import VALID_STORY, TravelStoryFactory

pytestmark = pytest.mark.django_db

URL = "/api/travel-stories"


# --- reading -------------------------------------------------------------------------------


def test_visitor_list_has_published_stories_only_latest_visit_first(api_client):
    old = TravelStoryFactory(visit_date=date(2019, 8, 1))
    new = TravelStoryFactory(visit_date=date(2024, 8, 1))
    undated = TravelStoryFactory(visit_date=None)
    TravelStoryFactory(is_published=False, visit_date=date(2025, 1, 1))

    response = api_client.get(URL)

    assert response.status_code == 200
    assert [s["id"] for s in response.json()] == [str(new.id), str(old.id), str(undated.id)]


def test_same_visit_date_lists_the_newest_story_first(api_client):
    first = TravelStoryFactory(visit_date=date(2024, 1, 1))
    second = TravelStoryFactory(visit_date=date(2024, 1, 1))
    undated_first = TravelStoryFactory(visit_date=None)
    undated_second = TravelStoryFactory(visit_date=None)

    ids = [s["id"] for s in api_client.get(URL).json()]

    assert ids == [str(second.id), str(first.id), str(undated_second.id), str(undated_first.id)]


def test_list_items_carry_coordinates_the_visit_date_and_highlights(api_client):
    TravelStoryFactory()

    item = api_client.get(URL).json()[0]

    assert item["coordinates"] == {"lat": 35.68, "lng": 139.69}
    assert item["visitDate"] == "2024-04-01"
    assert item["highlights"] == ["Shibuya crossing", "Senso-ji temple"]


# --- writing -------------------------------------------------------------------------------


def test_the_specification_create_payload_is_enough(owner_client):
    """The admin panel sends country, title, content, imageUrl, coordinates and visitDate."""
    payload = {
        "country": "Singapore",
        "title": "A Garden City",
        "content": "Supertrees at night.",
        "imageUrl": None,
        "coordinates": None,
        "visitDate": None,
    }

    response = owner_client.post(URL, payload, format="json")

    assert response.status_code == 201
    body = response.json()
    assert body["isPublished"] is False  # a draft until the owner publishes it
    assert body["imageUrl"] == ""
    assert body["coordinates"] is None
    assert body["visitDate"] is None
    assert (body["city"], body["continent"], body["duration"]) == ("", "", "")
    assert body["highlights"] == []
    assert body["gallery"] == []


def test_any_country_name_is_accepted(owner_client):
    response = owner_client.post(URL, {**VALID_STORY, "country": "Iceland"}, format="json")

    assert response.status_code == 201
    assert TravelStory.objects.get().country == "Iceland"


@pytest.mark.parametrize(
    ("sent", "stored"),
    [
        ("Europe", "Europe"),
        ("united kingdom", "United Kingdom"),
        (" CANADA ", "Canada"),
        ("", ""),
        (None, ""),
    ],
)
def test_continent_is_one_of_the_filter_values_or_empty(owner_client, sent, stored):
    response = owner_client.post(URL, {**VALID_STORY, "continent": sent}, format="json")

    assert response.status_code == 201
    assert TravelStory.objects.get().continent == stored


def test_highlights_and_gallery_are_trimmed_and_blanks_dropped(owner_client):
    payload = {
        **VALID_STORY,
        "highlights": ["  Nishiki market ", "", "   "],
        "gallery": [" /media/demo/a.webp ", ""],
    }

    body = owner_client.post(URL, payload, format="json").json()

    assert body["highlights"] == ["Nishiki market"]
    assert body["gallery"] == ["/media/demo/a.webp"]


def test_coordinates_accept_whole_numbers_and_the_limits(owner_client):
    payload = {**VALID_STORY, "coordinates": {"lat": -90, "lng": 180}}

    response = owner_client.post(URL, payload, format="json")

    assert response.status_code == 201
    assert response.json()["coordinates"] == {"lat": -90, "lng": 180}


def test_twelve_highlights_and_twenty_four_images_are_allowed(owner_client):
    payload = {
        **VALID_STORY,
        "highlights": [f"Highlight {i}" for i in range(12)],
        "gallery": [f"/media/demo/{i}.webp" for i in range(24)],
    }

    response = owner_client.post(URL, payload, format="json")

    assert response.status_code == 201


def test_owner_clears_optional_fields(owner_client):
    story = TravelStoryFactory()

    response = owner_client.put(
        f"{URL}/{story.id}",
        {"coordinates": None, "visitDate": None, "imageUrl": None, "highlights": None},
        format="json",
    )

    assert response.status_code == 200
    story.refresh_from_db()
    assert story.coordinates is None
    assert story.visit_date is None
    assert story.image_url == ""
    assert story.highlights == []


# --- bad input -----------------------------------------------------------------------------


def test_update_with_bad_coordinates_changes_nothing(owner_client):
    story = TravelStoryFactory()

    response = owner_client.put(
        f"{URL}/{story.id}", {"coordinates": {"lat": 200, "lng": 0}}, format="json"
    )

    assert response.status_code == 400
    assert response.json() == {"coordinates": [COORDINATES_MESSAGE]}
    story.refresh_from_db()
    assert story.coordinates == {"lat": 35.68, "lng": 139.69}
