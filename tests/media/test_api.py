"""/api/media-items: the type filter, defaults, appearances without a link, optional fields.
Shared behaviour: tests/test_content_contract.py, messages: tests/test_content_validation.py."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.media.models import MediaItem
from tests.content_types import TYPE_MESSAGE
from tests.media.factories import VALID_MEDIA_ITEM, MediaItemFactory

pytestmark = pytest.mark.django_db

URL = "/api/media-items"


# --- reading -------------------------------------------------------------------------------


def test_list_items_carry_the_duration_and_read_time(api_client):
    MediaItemFactory(image_url="/media/x.webp", platform="Podcast app", duration="25 min")

    item = api_client.get(URL).json()[0]

    assert item["duration"] == "25 min"
    assert item["readTime"] == 4


@pytest.mark.parametrize("item_type", ["article", "video", "podcast"])
def test_list_filters_by_type(api_client, item_type):
    for t in ("article", "video", "podcast"):
        MediaItemFactory(type=t, title=f"A {t}")

    items = api_client.get(URL, {"type": item_type}).json()

    assert [i["type"] for i in items] == [item_type]


def test_type_filter_still_hides_unpublished_items_from_visitors(api_client, owner_client):
    MediaItemFactory(type="podcast", is_published=False)

    assert api_client.get(URL, {"type": "podcast"}).json() == []
    assert len(owner_client.get(URL, {"type": "podcast"}).json()) == 1


def test_empty_type_filter_means_every_type(api_client):
    MediaItemFactory(type="video")
    MediaItemFactory(type="article")

    assert len(api_client.get(URL + "?type=").json()) == 2


@pytest.mark.parametrize("value", ["book", "Article", "all", "x" * 5000, "article,video"])
def test_unknown_type_filter_is_400(api_client, value):
    MediaItemFactory()

    response = api_client.get(f"{URL}?type={value}")

    assert response.status_code == 400
    assert response.json() == {"type": [TYPE_MESSAGE]}


def test_type_filter_does_not_affect_the_detail(api_client):
    item = MediaItemFactory(type="video")

    assert api_client.get(f"{URL}/{item.id}?type=article").status_code == 200


# --- writing -------------------------------------------------------------------------------


def test_owner_creates_an_appearance_without_a_link(owner_client):
    payload = {
        "title": "Talking Climate on the Youth Voices Podcast",
        "type": "podcast",
        "platform": "Podcast directory",
        "duration": "25 min",
        "description": "A conversation about school climate strikes.",
    }

    response = owner_client.post(URL, payload, format="json")

    assert response.status_code == 201
    body = response.json()
    assert body["url"] == ""
    assert body["readTime"] is None
    assert body["duration"] == "25 min"


def test_defaults_are_published_not_featured_dated_now(owner_client):
    before = timezone.now()

    body = owner_client.post(URL, {"title": "Hello", "type": "video"}, format="json").json()

    item = MediaItem.objects.get(id=body["id"])
    assert body["isPublished"] is True
    assert body["featured"] is False
    assert body["description"] == body["url"] == body["imageUrl"] == body["platform"] == ""
    assert body["readTime"] is None
    assert before <= item.published_at <= timezone.now()


@pytest.mark.parametrize("value", [None, ""])
def test_read_time_may_be_left_empty(owner_client, value):
    response = owner_client.post(URL, {**VALID_MEDIA_ITEM, "readTime": value}, format="json")

    assert response.status_code == 201
    assert MediaItem.objects.get().read_time is None


def test_hiding_and_republishing_keeps_the_date(owner_client):
    long_ago = timezone.now() - timedelta(days=300)
    item = MediaItemFactory(published_at=long_ago)

    owner_client.put(f"{URL}/{item.id}", {"isPublished": False}, format="json")
    owner_client.put(f"{URL}/{item.id}", {"isPublished": True}, format="json")

    item.refresh_from_db()
    assert item.published_at == long_ago


def test_owner_can_clear_optional_fields(owner_client):
    item = MediaItemFactory(url="https://example.com/a", read_time=5)

    response = owner_client.put(f"{URL}/{item.id}", {"url": "", "readTime": None}, format="json")

    assert response.status_code == 200
    item.refresh_from_db()
    assert (item.url, item.read_time) == ("", None)


# --- bad input -----------------------------------------------------------------------------


def test_huge_description_is_refused(owner_client):
    response = owner_client.post(
        URL, {**VALID_MEDIA_ITEM, "description": "x" * 1_000_000}, format="json"
    )

    assert response.status_code == 400
    assert not MediaItem.objects.exists()


@pytest.mark.parametrize(
    ("field", "value"), [("type", "book"), ("type", None), ("url", "javascript:x"), ("title", "")]
)
def test_invalid_update_values_are_400(owner_client, field, value):
    item = MediaItemFactory(title="Keep")

    response = owner_client.patch(f"{URL}/{item.id}", {field: value}, format="json")

    assert response.status_code == 400
    assert field in response.json()
    item.refresh_from_db()
    assert item.title == "Keep"
