"""Who sees which achievements, projects and memes, and in what order
(apps/showcase/selectors.py)."""

import datetime
import uuid
from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from django.utils import timezone

from apps.showcase.selectors import achievement_list, meme_list, project_get, project_list
from tests.accounts.factories import UserFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory

pytestmark = pytest.mark.django_db

LISTS = [
    pytest.param(achievement_list, AchievementFactory, id="achievements"),
    pytest.param(project_list, ProjectFactory, id="projects"),
    pytest.param(meme_list, MemeFactory, id="memes"),
]


@pytest.fixture(params=["anonymous", "signed-in non-owner", "no user"])
def visitor(request):
    return {
        "anonymous": AnonymousUser,
        "signed-in non-owner": UserFactory,
        "no user": lambda: None,
    }[request.param]()


def _created(row, minutes_ago: int):
    type(row).objects.filter(pk=row.pk).update(
        created_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    return row


@pytest.mark.parametrize(("selector", "factory"), LISTS)
def test_visitor_cannot_see_hidden_rows(visitor, selector, factory):
    shown = factory(is_published=True)
    factory(is_published=False)

    assert list(selector(viewer=visitor)) == [shown]


@pytest.mark.parametrize(("selector", "factory"), LISTS)
def test_owner_sees_hidden_rows_too(owner, selector, factory):
    shown = factory(is_published=True)
    hidden = factory(is_published=False)

    assert set(selector(viewer=owner)) == {shown, hidden}


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


def test_project_get_finds_a_published_project_by_id_and_by_slug(visitor):
    project = ProjectFactory(slug="daily-advice-hub")

    assert project_get(viewer=visitor, id_or_slug=str(project.id)) == project
    assert project_get(viewer=visitor, id_or_slug="daily-advice-hub") == project


def test_visitor_cannot_get_a_hidden_project_by_id_or_slug(visitor):
    hidden = ProjectFactory(is_published=False, slug="secret-project")

    for key in (str(hidden.id), "secret-project"):
        with pytest.raises(Http404):
            project_get(viewer=visitor, id_or_slug=key)


def test_owner_gets_a_hidden_project(owner):
    hidden = ProjectFactory(is_published=False, slug="secret-project")

    assert project_get(viewer=owner, id_or_slug=str(hidden.id)) == hidden
    assert project_get(viewer=owner, id_or_slug="secret-project") == hidden


@pytest.mark.parametrize("key", [str(uuid.uuid4()), "no-such-project"])
def test_an_unknown_project_is_404_even_for_the_owner(owner, key):
    ProjectFactory()

    with pytest.raises(Http404):
        project_get(viewer=owner, id_or_slug=key)
