"""/api/media-items: the type filter, defaults and validation messages. What every
content endpoint shares (visibility, newest-first order, slugs, 404s, owner-only writes,
server-set fields, query counts) is in tests/test_content_contract.py."""

from datetime import UTC, datetime, timedelta

import pytest
from django.utils import timezone

from apps.core.validators import IMAGE_URL_MESSAGE, WEB_URL_MESSAGE
from apps.media.models import MediaItem
from tests.media.factories import VALID_MEDIA_ITEM, MediaItemFactory

pytestmark = pytest.mark.django_db

URL = "/api/media-items"
TYPE_MESSAGE = "Type must be article, video or podcast"


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


def test_owner_creates_an_article(owner_client):
    response = owner_client.post(URL, VALID_MEDIA_ITEM, format="json")

    assert response.status_code == 201
    body = response.json()
    item = MediaItem.objects.get(id=body["id"])
    assert body["slug"] == item.slug == "why-our-school-went-plastic-free"
    assert item.published_at == datetime(2025, 3, 14, 9, 30, tzinfo=UTC)
    assert (item.type, item.read_time, item.featured) == ("article", 6, True)
    assert body["publishedAt"].startswith("2025-03-14")
    assert body["imageUrl"] == "/media/demo/plastic.webp"


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


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("title", "   ", "Title is required"),
        ("type", None, "Type is required"),
        ("type", "", "Type is required"),
        ("type", "  ", "Type is required"),
        ("type", "book", TYPE_MESSAGE),
        ("type", "Article", TYPE_MESSAGE),
        ("type", 3, TYPE_MESSAGE),
        ("type", ["article"], TYPE_MESSAGE),
        ("type", {"a": 1}, TYPE_MESSAGE),
        ("readTime", "soon", "Read time must be a whole number of minutes"),
        ("readTime", 2.5, "Read time must be a whole number of minutes"),
        ("readTime", True, "Read time must be a whole number of minutes"),
        ("readTime", [5], "Read time must be a whole number of minutes"),
        ("readTime", "9" * 2000, "Read time must be a whole number of minutes"),
        ("readTime", 0, "Read time must be at least 1 minute"),
        ("readTime", -3, "Read time must be at least 1 minute"),
        ("readTime", 601, "Read time must be at most 600 minutes"),
        ("readTime", 10**30, "Read time must be at most 600 minutes"),
        ("url", "javascript:alert(1)", WEB_URL_MESSAGE),
        ("url", "ftp://example.com/file", WEB_URL_MESSAGE),
        ("url", "data:text/html,hi", WEB_URL_MESSAGE),
        ("url", "example.com/no-scheme", WEB_URL_MESSAGE),
        ("url", "https://", WEB_URL_MESSAGE),
        (
            "url",
            "https://example.com/" + "x" * 500,
            "Ensure this field has no more than 500 characters.",
        ),
        ("imageUrl", "javascript:alert(1)", IMAGE_URL_MESSAGE),
        ("imageUrl", "https://tracker.example/pixel.gif", IMAGE_URL_MESSAGE),
        ("imageUrl", "/media/../settings.py", IMAGE_URL_MESSAGE),
        ("publishedAt", "yesterday", None),
        ("publishedAt", 12345, None),
        ("publishedAt", None, "Published date is required"),
        ("publishedAt", "0001-01-01T00:00:00Z", "Datetime value out of range."),
        ("featured", "maybe", "Must be a valid boolean."),
        ("isPublished", "maybe", "Must be a valid boolean."),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("description", "x" * 5001, "Ensure this field has no more than 5000 characters."),
        ("platform", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("category", "x" * 51, "Ensure this field has no more than 50 characters."),
        ("publication", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("duration", "x" * 31, "Ensure this field has no more than 30 characters."),
        ("title", "a\x00b", "Null characters are not allowed."),
        ("title", {"nested": "object"}, "Not a valid string."),
    ],
)
def test_invalid_fields_are_400_with_a_message_and_store_nothing(
    owner_client, field, value, message
):
    response = owner_client.post(URL, {**VALID_MEDIA_ITEM, field: value}, format="json")

    assert response.status_code == 400
    errors = response.json()[field]
    if message is None:
        assert len(errors) == 1
    else:
        assert errors == [message]
    assert not MediaItem.objects.exists()


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
