"""Who sees which achievements, projects and memes, and in what order
(apps/showcase/selectors.py)."""

import datetime
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.showcase.selectors import achievement_list, meme_list, project_list
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory

pytestmark = pytest.mark.django_db


def _created(row, minutes_ago: int):
    type(row).objects.filter(pk=row.pk).update(
        created_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    return row


def test_achievements_are_newest_date_first_then_newest_created(owner):
    day = datetime.date(2024, 6, 1)
    # Created last, but dated earliest: the date decides.
    same_day_older = _created(AchievementFactory(date=day), minutes_ago=30)
    same_day_newer = _created(AchievementFactory(date=day), minutes_ago=3)
    latest = _created(AchievementFactory(date=datetime.date(2025, 1, 1)), minutes_ago=60)
    earliest = AchievementFactory(date=datetime.date(2020, 1, 1))

    assert list(achievement_list(viewer=owner)) == [
        latest,
        same_day_newer,
        same_day_older,
        earliest,
    ]


def test_projects_are_featured_first_then_sort_order_then_newest(owner):
    featured = _created(ProjectFactory(featured=True, sort_order=9), minutes_ago=90)
    first_in_order = _created(ProjectFactory(sort_order=1), minutes_ago=60)
    second_newer = _created(ProjectFactory(sort_order=2), minutes_ago=5)
    second_older = _created(ProjectFactory(sort_order=2), minutes_ago=50)

    assert list(project_list(viewer=owner)) == [
        featured,
        first_in_order,
        second_newer,
        second_older,
    ]


def test_memes_are_newest_created_first(owner):
    older = _created(MemeFactory(), minutes_ago=30)
    newest = _created(MemeFactory(), minutes_ago=1)
    middle = _created(MemeFactory(), minutes_ago=10)

    assert list(meme_list(viewer=owner)) == [newest, middle, older]
