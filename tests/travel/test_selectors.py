"""Who sees which travel stories, and in what order (apps/travel/selectors.py)."""

import datetime

import pytest
from django.contrib.auth.models import AnonymousUser

from apps.travel.selectors import story_list
from tests.helpers import created_minutes_ago
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db


def test_stories_are_latest_visit_first_and_undated_ones_last(owner):
    undated = created_minutes_ago(TravelStoryFactory(visit_date=None), minutes_ago=1)
    older_visit = TravelStoryFactory(visit_date=datetime.date(2022, 7, 1))
    same_visit_older = created_minutes_ago(
        TravelStoryFactory(visit_date=datetime.date(2024, 4, 1)), minutes_ago=30
    )
    same_visit_newer = created_minutes_ago(
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
    older = created_minutes_ago(TravelStoryFactory(visit_date=None), minutes_ago=20)
    newer = created_minutes_ago(TravelStoryFactory(visit_date=None), minutes_ago=2)

    assert list(story_list(viewer=owner)) == [newer, older]
