"""Achievements', projects' and memes' write rules, where they live (apps/showcase/services.py):
dates given by default, lists trimmed, hashtags stored without '#'. Slugs, renames, refused
updates and deletes: tests/test_service_contract.py."""

import datetime

import pytest
from django.core.exceptions import ValidationError
from django.utils import timezone

from apps.showcase.models import MEME_NEEDS_PICTURE_OR_TEXT, Achievement, Meme, Project
from apps.showcase.services import (
    achievement_create,
    achievement_update,
    meme_create,
    meme_update,
    project_create,
    project_update,
)
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory

pytestmark = pytest.mark.django_db


# --- achievements --------------------------------------------------------------------------------


def test_an_achievement_without_a_date_is_dated_today():
    achievement = achievement_create(title="Gold award", description="UKMT")

    achievement.refresh_from_db()
    assert achievement.date == timezone.localdate()
    assert achievement.is_published is False  # a draft until the owner publishes it


def test_an_achievement_keeps_the_date_it_was_given():
    achievement = achievement_create(
        title="Gold award", description="UKMT", date=datetime.date(2023, 6, 1)
    )

    achievement.refresh_from_db()
    assert achievement.date == datetime.date(2023, 6, 1)


def test_an_invalid_achievement_is_refused_and_nothing_is_stored():
    with pytest.raises(ValidationError) as refused:
        achievement_create(title="", description="UKMT")

    assert "title" in refused.value.message_dict
    assert not Achievement.objects.exists()


def test_achievement_update_changes_only_what_it_is_given():
    achievement = AchievementFactory(title="Old", issuer="UKMT", category="Academic")

    returned = achievement_update(instance=achievement, data={"title": "New"})

    assert returned is achievement
    achievement.refresh_from_db()
    assert (achievement.title, achievement.issuer, achievement.category) == (
        "New",
        "UKMT",
        "Academic",
    )


# --- projects ------------------------------------------------------------------------------------


def _project(**fields) -> Project:
    return project_create(**{"title": "Daily Advice Hub", "description": "Tips.", **fields})


def test_a_new_project_is_planned_with_trimmed_lists():
    project = _project(technologies=[" React ", "", "  "], features=None)

    project.refresh_from_db()
    assert project.status == Project.Status.PLANNING
    assert project.technologies == ["React"]
    assert project.features == []


def test_project_update_trims_the_lists_it_is_given_and_leaves_the_others():
    project = ProjectFactory(technologies=["React"], features=["Daily tips"])

    project_update(instance=project, data={"technologies": None})

    project.refresh_from_db()
    assert project.technologies == []
    assert project.features == ["Daily tips"]


# --- memes ---------------------------------------------------------------------------------------


def test_meme_hashtags_are_stored_without_hash_signs_or_blanks():
    meme = meme_create(
        author_handle="@alex",
        caption="Mocks",
        text="Me",
        hashtags=["#GCSELife", " ##Revision ", "#", ""],
    )

    meme.refresh_from_db()
    assert meme.hashtags == ["GCSELife", "Revision"]


def test_a_meme_without_an_image_or_text_is_refused_and_nothing_is_stored():
    with pytest.raises(ValidationError) as refused:
        meme_create(author_handle="@alex", caption="Mocks", text="   ")

    assert refused.value.message_dict == {"image_url": [MEME_NEEDS_PICTURE_OR_TEXT]}
    assert not Meme.objects.exists()


def test_meme_update_cleans_new_hashtags_and_keeps_the_counts():
    meme = MemeFactory(hashtags=["Old"], likes=10)

    meme_update(instance=meme, data={"hashtags": ["#New", " "]})

    meme.refresh_from_db()
    assert meme.hashtags == ["New"]
    assert meme.likes == 10


def test_clearing_the_only_text_of_a_meme_is_refused_and_changes_nothing():
    meme = MemeFactory(image_url="", text="The only content")

    with pytest.raises(ValidationError):
        meme_update(instance=meme, data={"text": ""})

    meme.refresh_from_db()
    assert meme.text == "The only content"
