"""Travel stories in Django admin (/django-admin/): the owner's fallback for bulk fixes."""

import pytest

from apps.travel.models import TravelStory

pytestmark = pytest.mark.django_db

CHANGELIST = "/django-admin/travel/travelstory/"

FORM = {
    "country": "Norway",
    "city": "Oslo",
    "continent": "Europe",
    "title": "Fjords and Fish Soup",
    "slug": "fjords-and-fish-soup",
    "content": "A ferry along the Oslofjord.",
    "image_url": "/media/demo/travel-oslo.webp",
    "coordinates": "{}",
    "visit_date": "2023-06-10",
    "duration": "3 days",
    "highlights": '[" Opera house ", ""]',
    "gallery": "[]",
    "is_published": "on",
}


def test_owner_adds_a_story_whose_json_is_normalised(owner_browser):
    response = owner_browser.post(f"{CHANGELIST}add/", FORM)

    assert response.status_code == 302, response.content
    story = TravelStory.objects.get()
    assert story.slug == "fjords-and-fish-soup"
    assert story.coordinates is None  # {} means none
    assert story.highlights == ["Opera house"]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("coordinates", '{"lat": 100, "lng": 0}', "Coordinates must be {&quot;lat&quot;"),
        ("gallery", '["https://example.com/a.jpg"]', "Use an image on this site"),
        ("image_url", "https://example.com/a.jpg", "Use an image on this site"),
        ("highlights", '["' + "x" * 81 + '"]', "Each highlight must be at most 80 characters"),
    ],
)
def test_admin_form_applies_the_same_rules(owner_browser, field, value, message):
    response = owner_browser.post(f"{CHANGELIST}add/", {**FORM, field: value})

    assert response.status_code == 200
    assert message in response.content.decode()
    assert not TravelStory.objects.exists()
