"""Who sees which media items, of which type, in what order (apps/media/selectors.py)."""

import uuid
from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from django.utils import timezone

from apps.media.models import MediaItem
from apps.media.selectors import media_item_get, media_item_list
from tests.accounts.factories import UserFactory
from tests.media.factories import MediaItemFactory

pytestmark = pytest.mark.django_db

NOW = timezone.now()


@pytest.fixture(params=["anonymous", "signed-in non-owner", "no user"])
def visitor(request):
    return {
        "anonymous": AnonymousUser,
        "signed-in non-owner": UserFactory,
        "no user": lambda: None,
    }[request.param]()


def _created(item: MediaItem, minutes_ago: int) -> MediaItem:
    MediaItem.objects.filter(pk=item.pk).update(created_at=NOW - timedelta(minutes=minutes_ago))
    return item


def test_visitor_cannot_see_hidden_items(visitor):
    shown = MediaItemFactory(is_published=True)
    MediaItemFactory(is_published=False)

    assert list(media_item_list(viewer=visitor)) == [shown]


def test_owner_sees_hidden_items_too(owner):
    shown = MediaItemFactory(is_published=True)
    hidden = MediaItemFactory(is_published=False)

    assert set(media_item_list(viewer=owner)) == {shown, hidden}


def test_items_are_newest_first_then_newest_created(owner):
    day = NOW - timedelta(days=2)
    oldest = MediaItemFactory(published_at=NOW - timedelta(days=40))
    same_day_older = _created(MediaItemFactory(published_at=day), minutes_ago=30)
    same_day_newer = _created(MediaItemFactory(published_at=day), minutes_ago=3)

    assert list(media_item_list(viewer=owner)) == [same_day_newer, same_day_older, oldest]


def test_a_type_narrows_the_list_and_still_hides_what_visitors_may_not_see(owner):
    article = MediaItemFactory(type="article")
    video = MediaItemFactory(type="video")
    hidden_video = MediaItemFactory(type="video", is_published=False)

    assert list(media_item_list(viewer=AnonymousUser(), item_type="video")) == [video]
    assert set(media_item_list(viewer=owner, item_type="video")) == {video, hidden_video}
    assert list(media_item_list(viewer=owner, item_type="article")) == [article]
    assert list(media_item_list(viewer=owner, item_type="podcast")) == []


@pytest.mark.parametrize("item_type", [None, ""])
def test_no_type_means_every_type(owner, item_type):
    MediaItemFactory(type="article")
    MediaItemFactory(type="video")
    MediaItemFactory(type="podcast")

    types = {item.type for item in media_item_list(viewer=owner, item_type=item_type)}

    assert types == {"article", "video", "podcast"}


def test_get_finds_a_published_item_by_id_and_by_slug(visitor):
    item = MediaItemFactory(slug="why-revision-works")

    assert media_item_get(viewer=visitor, id_or_slug=str(item.id)) == item
    assert media_item_get(viewer=visitor, id_or_slug="why-revision-works") == item


def test_visitor_cannot_get_a_hidden_item_by_id_or_slug(visitor):
    hidden = MediaItemFactory(is_published=False, slug="hidden-item")

    for key in (str(hidden.id), "hidden-item"):
        with pytest.raises(Http404):
            media_item_get(viewer=visitor, id_or_slug=key)


def test_owner_gets_a_hidden_item(owner):
    hidden = MediaItemFactory(is_published=False, slug="hidden-item")

    assert media_item_get(viewer=owner, id_or_slug=str(hidden.id)) == hidden
    assert media_item_get(viewer=owner, id_or_slug="hidden-item") == hidden


@pytest.mark.parametrize("key", [str(uuid.uuid4()), "no-such-item"])
def test_an_unknown_key_is_404_even_for_the_owner(owner, key):
    MediaItemFactory()

    with pytest.raises(Http404):
        media_item_get(viewer=owner, id_or_slug=key)
