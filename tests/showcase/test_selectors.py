"""The order of projects and memes (apps/showcase/selectors.py). Who sees which, and the
achievements' order (newest dated first), are in tests/test_selector_contract.py."""

import pytest

from apps.showcase.selectors import meme_list, project_list
from tests.helpers import created_minutes_ago
from tests.showcase.factories import MemeFactory, ProjectFactory

pytestmark = pytest.mark.django_db


def test_projects_are_featured_first_then_sort_order_then_newest(owner):
    featured = created_minutes_ago(ProjectFactory(featured=True, sort_order=9), minutes_ago=90)
    first_in_order = created_minutes_ago(ProjectFactory(sort_order=1), minutes_ago=60)
    second_newer = created_minutes_ago(ProjectFactory(sort_order=2), minutes_ago=5)
    second_older = created_minutes_ago(ProjectFactory(sort_order=2), minutes_ago=50)

    assert list(project_list(viewer=owner)) == [
        featured,
        first_in_order,
        second_newer,
        second_older,
    ]


def test_memes_are_newest_created_first(owner):
    older = created_minutes_ago(MemeFactory(), minutes_ago=30)
    newest = created_minutes_ago(MemeFactory(), minutes_ago=1)
    middle = created_minutes_ago(MemeFactory(), minutes_ago=10)

    assert list(meme_list(viewer=owner)) == [newest, middle, older]
