"""/api/travel-stories: latest-visit order, defaults, coordinates, highlights and gallery, and
validation messages. What every
content endpoint shares (visibility, newest-first order, slugs, 404s, owner-only writes,
server-set fields, query counts) is in tests/test_content_contract.py."""

from datetime import date

import pytest

from apps.core.validators import IMAGE_URL_MESSAGE
from apps.travel.models import TravelStory
from tests.travel.factories import VALID_STORY, TravelStoryFactory

pytestmark = pytest.mark.django_db

URL = "/api/travel-stories"

COORDINATES_MESSAGE = 'Coordinates must be {"lat": ..., "lng": ...} within range'
CONTINENT_MESSAGE = (
    "Continent must be one of America, Europe, Asia, United Kingdom, Australia, Canada"
)


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


def test_owner_creates_a_story(owner_client):
    response = owner_client.post(URL, VALID_STORY, format="json")

    assert response.status_code == 201
    body = response.json()
    story = TravelStory.objects.get(id=body["id"])
    assert body["slug"] == story.slug == "temples-and-tea-in-kyoto"
    assert (story.country, story.city, story.continent) == ("Japan", "Kyoto", "Asia")
    assert story.content == VALID_STORY["content"]
    assert story.image_url == VALID_STORY["imageUrl"]
    assert story.coordinates == VALID_STORY["coordinates"]
    assert story.visit_date == date(2024, 4, 3)
    assert story.duration == "4 days"
    assert story.highlights == VALID_STORY["highlights"]
    assert story.gallery == VALID_STORY["gallery"]
    assert story.is_published is True
    assert body["imageUrl"] == VALID_STORY["imageUrl"]
    assert body["visitDate"] == "2024-04-03"


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
    assert body["isPublished"] is True  # published unless the owner hides it
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


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("country", None, "Country is required"),
        ("country", "", "Country is required"),
        ("country", "   ", "Country is required"),
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("content", "", "Content is required"),
        ("content", None, "Content is required"),
        ("continent", "Africa", CONTINENT_MESSAGE),
        ("continent", "All", CONTINENT_MESSAGE),
        ("continent", ["Asia"], CONTINENT_MESSAGE),
        ("continent", 7, CONTINENT_MESSAGE),
        ("coordinates", {"lat": 91, "lng": 0}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": -90.01, "lng": 0}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 0, "lng": 180.5}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 0, "lng": -181}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 10**400, "lng": 0}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": "51.5", "lng": "-0.1"}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": True, "lng": False}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": None, "lng": None}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 51.5}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 51.5, "lng": 0, "zoom": 3}, COORDINATES_MESSAGE),
        ("coordinates", {"latitude": 51.5, "longitude": 0}, COORDINATES_MESSAGE),
        ("coordinates", {}, COORDINATES_MESSAGE),
        ("coordinates", [51.5, -0.1], COORDINATES_MESSAGE),
        ("coordinates", "51.5,-0.1", COORDINATES_MESSAGE),
        ("coordinates", 51.5, COORDINATES_MESSAGE),
        ("coordinates", {"lat": [1], "lng": {"x": 1}}, COORDINATES_MESSAGE),
        ("imageUrl", "javascript:alert(1)", IMAGE_URL_MESSAGE),
        ("imageUrl", "https://tracker.example/pixel.gif", IMAGE_URL_MESSAGE),
        ("imageUrl", "//evil.example/x.png", IMAGE_URL_MESSAGE),
        ("imageUrl", "/media/../settings.py", IMAGE_URL_MESSAGE),
        ("imageUrl", "/media/" + "a" * 500, "Ensure this field has no more than 500 characters."),
        ("visitDate", "last summer", "Visit date must be a date in the form YYYY-MM-DD"),
        ("visitDate", "2024-02-30", "Visit date must be a date in the form YYYY-MM-DD"),
        ("visitDate", 2024, "Visit date must be a date in the form YYYY-MM-DD"),
        ("visitDate", "2024-04-03T09:00:00Z", "Visit date must be a date in the form YYYY-MM-DD"),
        ("highlights", "Temples", "Highlights must be a list of text"),
        ("highlights", [1, 2], "Highlights must be a list of text"),
        ("highlights", [["nested"]], "Highlights must be a list of text"),
        ("highlights", {"a": "b"}, "Highlights must be a list of text"),
        ("highlights", [f"h{i}" for i in range(13)], "Use at most 12 highlights"),
        ("highlights", ["x" * 81], "Each highlight must be at most 80 characters"),
        ("highlights", ["a\x00b"], "Highlights cannot contain null characters"),
        ("gallery", "/media/a.webp", "Gallery must be a list of text"),
        ("gallery", [{"url": "/media/a.webp"}], "Gallery must be a list of text"),
        ("gallery", [f"/media/{i}.webp" for i in range(25)], "Use at most 24 gallery images"),
        ("gallery", ["https://example.com/a.jpg"], IMAGE_URL_MESSAGE),
        ("gallery", ["/media/ok.webp", "javascript:alert(1)"], IMAGE_URL_MESSAGE),
        (
            "gallery",
            ["/media/" + "a" * 500],
            "Each gallery image address must be at most 500 characters",
        ),
        ("country", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("city", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("duration", "x" * 51, "Ensure this field has no more than 50 characters."),
        ("content", "x" * 20_001, "Ensure this field has no more than 20000 characters."),
        ("country", ["Japan"], "Not a valid string."),
        ("city", {"name": "Kyoto"}, "Not a valid string."),
        ("title", "a\x00b", "Null characters are not allowed."),
        ("isPublished", "maybe", "Must be a valid boolean."),
    ],
)
def test_invalid_fields_are_400_with_a_message_and_store_nothing(
    owner_client, field, value, message
):
    response = owner_client.post(URL, {**VALID_STORY, field: value}, format="json")

    assert response.status_code == 400
    assert response.json() == {field: [message]}
    assert not TravelStory.objects.exists()


def test_update_with_bad_coordinates_changes_nothing(owner_client):
    story = TravelStoryFactory()

    response = owner_client.put(
        f"{URL}/{story.id}", {"coordinates": {"lat": 200, "lng": 0}}, format="json"
    )

    assert response.status_code == 400
    assert response.json() == {"coordinates": [COORDINATES_MESSAGE]}
    story.refresh_from_db()
    assert story.coordinates == {"lat": 35.68, "lng": 139.69}
