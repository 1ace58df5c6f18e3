"""Django admin for achievements, projects and memes: the owner's fallback for bulk fixes."""

import pytest

from apps.showcase.models import Meme, Project
from tests.showcase.factories import (
    AchievementFactory,
    MemeFactory,
    ProjectFactory,
    project_admin_form,
)

pytestmark = pytest.mark.django_db

ADMIN = "/django-admin/showcase"


@pytest.mark.parametrize(
    ("path", "factory", "field", "filters"),
    [
        ("achievement", AchievementFactory, "title", {"is_published__exact": "1"}),
        ("project", ProjectFactory, "title", {"status__exact": "In Development"}),
        ("meme", MemeFactory, "caption", {"is_published__exact": "1"}),
    ],
)
def test_changelists_filter(owner_browser, path, factory, field, filters):
    factory(**{field: "A listed row"})

    filtered = owner_browser.get(f"{ADMIN}/{path}/", filters)

    assert filtered.status_code == 200
    assert b"A listed row" in filtered.content


def _project_form(**overrides) -> dict:
    return project_admin_form(**{"technologies": '[" Python ", ""]', **overrides})


def test_project_added_in_admin_gets_clean_lists(owner_browser):
    response = owner_browser.post(f"{ADMIN}/project/add/", _project_form())

    assert response.status_code == 302
    assert Project.objects.get().technologies == ["Python"]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("technologies", '{"not": "a list"}'),
        ("technologies", "[1, 2]"),
        ("features", "[" + ",".join(['"f"'] * 21) + "]"),
        ("progress", "101"),
        ("status", "Finished"),
        ("website", "ftp://example.com"),
    ],
)
def test_project_admin_refuses_bad_values(owner_browser, field, value):
    response = owner_browser.post(f"{ADMIN}/project/add/", _project_form(**{field: value}))

    assert response.status_code == 200  # the form again, with the error
    assert not Project.objects.exists()


def test_meme_admin_needs_an_image_or_text_and_drops_hash_signs(owner_browser):
    form = {
        "author_handle": "@alex",
        "caption": "Admin meme",
        "hashtags": '["#Maths"]',
        "likes": "1",
        "comments": "0",
        "shares": "0",
        "is_published": "on",
    }

    refused = owner_browser.post(f"{ADMIN}/meme/add/", form)
    accepted = owner_browser.post(f"{ADMIN}/meme/add/", {**form, "text": "A text panel"})

    assert refused.status_code == 200
    assert accepted.status_code == 302
    assert Meme.objects.get().hashtags == ["Maths"]
