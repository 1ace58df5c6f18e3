"""Travel stories in Django admin (/django-admin/): the owner's fallback for bulk fixes."""

import pytest

from apps.travel.models import TravelStory
from tests.helpers import admin_add, assert_admin_add_refused

pytestmark = pytest.mark.django_db

CHANGELIST = "/django-admin/travel/travelstory/"

FORM = {
    "country": "Norway",
    "city": "Oslo",
    "continent": "Europe",
    "title": "Fjords and Fish Soup",
    "slug": "fjords-and-fish-soup",
    "content": "A ferry along the Oslofjord.",
    "content_format": "markdown",
    "image_url": "/media/demo/travel-oslo.webp",
    "coordinates": "{}",
    "visit_date": "2023-06-10",
    "duration": "3 days",
    "highlights": '[" Opera house ", ""]',
    "gallery": "[]",
    "is_published": "on",
}


def test_owner_adds_a_story_whose_json_is_normalised(owner_browser):
    story = admin_add(owner_browser, CHANGELIST, TravelStory, FORM)

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
    assert_admin_add_refused(
        owner_browser, CHANGELIST, TravelStory, {**FORM, field: value}, message
    )
