"""Who sees which travel stories, and in what order (apps/travel/selectors.py)."""

import datetime
import uuid
from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from django.utils import timezone

from apps.travel.models import TravelStory
from apps.travel.selectors import story_get, story_list
from tests.accounts.factories import UserFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(params=["anonymous", "signed-in non-owner", "no user"])
def visitor(request):
    return {
        "anonymous": AnonymousUser,
        "signed-in non-owner": UserFactory,
        "no user": lambda: None,
    }[request.param]()


def _created(story: TravelStory, minutes_ago: int) -> TravelStory:
    TravelStory.objects.filter(pk=story.pk).update(
        created_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    return story


def test_visitor_cannot_see_unpublished_stories(visitor):
    published = TravelStoryFactory(is_published=True)
    TravelStoryFactory(is_published=False)

    assert list(story_list(viewer=visitor)) == [published]


def test_owner_sees_unpublished_stories_too(owner):
    published = TravelStoryFactory(is_published=True)
    hidden = TravelStoryFactory(is_published=False)

    assert set(story_list(viewer=owner)) == {published, hidden}


def test_stories_are_latest_visit_first_and_undated_ones_last(owner):
    undated = _created(TravelStoryFactory(visit_date=None), minutes_ago=1)
    older_visit = TravelStoryFactory(visit_date=datetime.date(2022, 7, 1))
    same_visit_older = _created(
        TravelStoryFactory(visit_date=datetime.date(2024, 4, 1)), minutes_ago=30
    )
    same_visit_newer = _created(
        TravelStoryFactory(visit_date=datetime.date(2024, 4, 1)), minutes_ago=5
    )
    hidden_latest = TravelStoryFactory(visit_date=datetime.date(2025, 1, 1), is_published=False)

    assert list(story_list(viewer=owner)) == [
        hidden_latest,
        same_visit_newer,
        same_visit_older,
        older_visit,
        undated,
    ]
    assert list(story_list(viewer=AnonymousUser())) == [
        same_visit_newer,
        same_visit_older,
        older_visit,
        undated,
    ]


def test_undated_stories_are_newest_created_first(owner):
    older = _created(TravelStoryFactory(visit_date=None), minutes_ago=20)
    newer = _created(TravelStoryFactory(visit_date=None), minutes_ago=2)

    assert list(story_list(viewer=owner)) == [newer, older]


def test_get_finds_a_published_story_by_id_and_by_slug(visitor):
    story = TravelStoryFactory(slug="tokyo-in-spring")

    assert story_get(viewer=visitor, id_or_slug=str(story.id)) == story
    assert story_get(viewer=visitor, id_or_slug="tokyo-in-spring") == story


def test_visitor_cannot_get_an_unpublished_story_by_id_or_slug(visitor):
    hidden = TravelStoryFactory(is_published=False, slug="not-yet")

    for key in (str(hidden.id), "not-yet"):
        with pytest.raises(Http404):
            story_get(viewer=visitor, id_or_slug=key)


def test_owner_gets_an_unpublished_story(owner):
    hidden = TravelStoryFactory(is_published=False, slug="not-yet")

    assert story_get(viewer=owner, id_or_slug=str(hidden.id)) == hidden
    assert story_get(viewer=owner, id_or_slug="not-yet") == hidden


@pytest.mark.parametrize("key", [str(uuid.uuid4()), "no-such-story"])
def test_an_unknown_key_is_404_even_for_the_owner(owner, key):
    TravelStoryFactory()

    with pytest.raises(Http404):
        story_get(viewer=owner, id_or_slug=key)
