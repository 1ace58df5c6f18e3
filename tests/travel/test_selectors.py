"""Who sees which travel stories, and in what order (apps/travel/selectors.py)."""

import datetime
from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.utils import timezone

from apps.travel.models import TravelStory
from apps.travel.selectors import story_list
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db


def _created(story: TravelStory, minutes_ago: int) -> TravelStory:
    TravelStory.objects.filter(pk=story.pk).update(
        created_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    return story


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
