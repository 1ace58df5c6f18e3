"""Media items' write rules, where they live (apps/media/services.py): the date the article
appeared (which publishing or hiding never changes) and the defaults. Slugs, renames, refused
updates and deletes: tests/test_service_contract.py."""

from datetime import UTC, datetime

import pytest
from django.core.exceptions import ValidationError
from django.utils import timezone

from apps.media.models import MediaItem
from apps.media.services import media_item_create, media_item_update
from tests.media.factories import MediaItemFactory

pytestmark = pytest.mark.django_db

APPEARED = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)


def _create(**fields) -> MediaItem:
    return media_item_create(**{"title": "Why revision works", "type": "article", **fields})


def test_create_dates_an_item_now_unless_given_the_date_it_appeared():
    before = timezone.now()

    undated = _create()
    dated = _create(published_at=APPEARED)

    assert before <= undated.published_at <= timezone.now()
    dated.refresh_from_db()
    assert dated.published_at == APPEARED


def test_create_is_published_and_not_featured_by_default():
    item = _create()

    item.refresh_from_db()
    assert (item.is_published, item.featured) == (True, False)


@pytest.mark.parametrize(
    "fields",
    [
        {"type": "newsletter"},
        {"url": "javascript:alert(1)"},
        {"read_time": 0},
        {"image_url": "https://tracker.example/pixel.gif"},
    ],
)
def test_create_refuses_bad_values_and_stores_nothing(fields):
    with pytest.raises(ValidationError):
        _create(**fields)

    assert not MediaItem.objects.exists()


@pytest.mark.parametrize("is_published", [False, True])
def test_hiding_or_publishing_keeps_the_date_it_appeared(is_published):
    item = MediaItemFactory(published_at=APPEARED, is_published=not is_published)

    media_item_update(instance=item, data={"is_published": is_published})

    item.refresh_from_db()
    assert item.is_published is is_published
    assert item.published_at == APPEARED
