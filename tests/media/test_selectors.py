"""The media list's type filter (apps/media/selectors.py). Who sees which items, and their order,
are in tests/test_selector_contract.py."""

import pytest
from django.contrib.auth.models import AnonymousUser
from django.utils import timezone

from apps.media.selectors import media_item_list
from tests.media.factories import MediaItemFactory

pytestmark = pytest.mark.django_db

NOW = timezone.now()


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
