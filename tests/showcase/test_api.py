"""/api/achievements, /api/projects and /api/memes: order, defaults, statuses, lists and what a
meme needs. Shared behaviour: tests/test_content_contract.py, messages:
tests/test_content_validation.py."""

import datetime
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.showcase.models import MEME_NEEDS_PICTURE_OR_TEXT, Meme, Project
from tests.showcase.factories import (
    VALID_MEME,
    VALID_PROJECT,
    MemeFactory,
    ProjectFactory,
)

pytestmark = pytest.mark.django_db

ACHIEVEMENTS = "/api/achievements"
PROJECTS = "/api/projects"
MEMES = "/api/memes"


# --- order ---------------------------------------------------------------------------------


def test_projects_are_featured_first_then_sort_order_then_newest(api_client):
    late = ProjectFactory(sort_order=2)
    early_old = ProjectFactory(sort_order=1)
    early_new = ProjectFactory(sort_order=1)
    Project.objects.filter(id=early_old.id).update(created_at=timezone.now() - timedelta(days=1))
    featured = ProjectFactory(featured=True, sort_order=9)

    ids = [r["id"] for r in api_client.get(PROJECTS).json()]

    assert ids == [str(featured.id), str(early_new.id), str(early_old.id), str(late.id)]


def test_memes_are_newest_first(api_client):
    memes = MemeFactory.create_batch(3)
    now = timezone.now()
    for age, meme in enumerate(memes):  # the first made is the newest
        Meme.objects.filter(id=meme.id).update(created_at=now - timedelta(days=age))

    ids = [r["id"] for r in api_client.get(MEMES).json()]

    assert ids == [str(m.id) for m in memes]


@pytest.mark.parametrize("url", [ACHIEVEMENTS, MEMES])
def test_rows_without_a_slug_answer_404_for_a_slug_like_path(api_client, owner_client, url):
    assert api_client.get(f"{url}/some-title").status_code == 404
    assert owner_client.patch(f"{url}/some-title", {"title": "x"}, format="json").status_code == (
        404
    )


# --- achievements --------------------------------------------------------------------------


def test_achievement_defaults_to_today_and_a_draft(owner_client):
    payload = {"title": "Debate finalist", "description": "Reached the regional final."}

    body = owner_client.post(ACHIEVEMENTS, payload, format="json").json()

    assert body["date"] == timezone.localdate().isoformat()
    assert body["isPublished"] is False
    assert body["imageUrl"] == body["category"] == body["issuer"] == ""


# --- projects ------------------------------------------------------------------------------


def test_project_defaults(owner_client):
    body = owner_client.post(
        PROJECTS, {"title": "Idea", "description": "Early days."}, format="json"
    ).json()

    assert body["status"] == "Planning"
    assert body["progress"] == 0
    assert body["technologies"] == body["features"] == []
    assert body["startDate"] is None
    assert body["featured"] is False
    assert body["isPublished"] is False
    assert body["sortOrder"] == 0


@pytest.mark.parametrize(
    "status", ["Live", "Live & Growing", "In Development", "Prototype", "Planning"]
)
def test_every_status_is_accepted(owner_client, status):
    response = owner_client.post(PROJECTS, {**VALID_PROJECT, "status": status}, format="json")

    assert response.status_code == 201
    assert response.json()["status"] == status


@pytest.mark.parametrize("progress", [0, 100, "42"])
def test_progress_bounds_are_inclusive(owner_client, progress):
    response = owner_client.post(PROJECTS, {**VALID_PROJECT, "progress": progress}, format="json")

    assert response.status_code == 201
    assert response.json()["progress"] == int(progress)


@pytest.mark.parametrize("value", [None, ""])
def test_start_date_may_be_cleared(owner_client, value):
    project = ProjectFactory(start_date=datetime.date(2024, 1, 1))

    response = owner_client.patch(f"{PROJECTS}/{project.id}", {"startDate": value}, format="json")

    assert response.status_code == 200
    project.refresh_from_db()
    assert project.start_date is None


def test_project_update_keeps_the_slug_and_cleans_lists(owner_client):
    project = ProjectFactory(slug="keep-me")

    response = owner_client.put(
        f"{PROJECTS}/{project.slug}",
        {"title": "Renamed", "technologies": [" Python ", ""], "progress": 60},
        format="json",
    )

    assert response.status_code == 200
    project.refresh_from_db()
    assert (project.title, project.slug) == ("Renamed", "keep-me")
    assert project.technologies == ["Python"]
    assert project.features == ["Daily tips"]  # not sent, not changed
    assert project.progress == 60


@pytest.mark.parametrize(
    ("field", "item"),
    [("technologies", "x" * 41), ("features", "x" * 201), ("technologies", ["nested"])],
)
def test_bad_list_items_are_400(owner_client, field, item):
    response = owner_client.post(PROJECTS, {**VALID_PROJECT, field: [item]}, format="json")

    assert response.status_code == 400
    assert field in response.json()
    assert not Project.objects.exists()


def test_list_items_at_the_limits_are_accepted(owner_client):
    payload = {
        **VALID_PROJECT,
        "technologies": [f"{i:02d}" + "x" * 38 for i in range(20)],
        "features": ["y" * 200] * 20,
    }

    response = owner_client.post(PROJECTS, payload, format="json")

    assert response.status_code == 201
    assert len(Project.objects.get().technologies) == 20


@pytest.mark.parametrize("field", ["status", "progress"])
def test_invalid_project_update_changes_nothing(owner_client, field):
    project = ProjectFactory(title="Keep", progress=50, status="Prototype")
    bad = {"status": "Finished", "progress": 150}[field]

    response = owner_client.patch(
        f"{PROJECTS}/{project.id}", {"title": "Changed", field: bad}, format="json"
    )

    assert response.status_code == 400
    project.refresh_from_db()
    assert (project.title, project.progress, project.status) == ("Keep", 50, "Prototype")


# --- memes ---------------------------------------------------------------------------------


def test_owner_creates_an_image_meme_without_text(owner_client):
    payload = {**VALID_MEME, "text": "", "imageUrl": "/media/demo/meme.webp"}

    response = owner_client.post(MEMES, payload, format="json")

    assert response.status_code == 201
    assert response.json()["text"] == ""


def test_meme_counts_default_to_zero(owner_client):
    payload = {"authorHandle": "@alex", "caption": "Hi", "text": "A text panel"}

    body = owner_client.post(MEMES, payload, format="json").json()

    assert (body["likes"], body["comments"], body["shares"]) == (0, 0, 0)
    assert body["hashtags"] == []


@pytest.mark.parametrize("text", ["", "   "])
def test_a_meme_needs_an_image_or_text(owner_client, text):
    payload = {**VALID_MEME, "imageUrl": "", "text": text}

    response = owner_client.post(MEMES, payload, format="json")

    assert response.status_code == 400
    assert response.json() == {"imageUrl": [MEME_NEEDS_PICTURE_OR_TEXT]}
    assert not Meme.objects.exists()


def test_clearing_the_only_content_of_a_meme_is_refused(owner_client):
    meme = MemeFactory(text="Keep me", image_url="")

    response = owner_client.patch(f"{MEMES}/{meme.id}", {"text": ""}, format="json")

    assert response.status_code == 400
    meme.refresh_from_db()
    assert meme.text == "Keep me"


def test_owner_updates_meme_counts_and_hashtags(owner_client):
    meme = MemeFactory()

    response = owner_client.put(
        f"{MEMES}/{meme.id}", {"likes": 203, "hashtags": ["#Maths"]}, format="json"
    )

    assert response.status_code == 200
    meme.refresh_from_db()
    assert (meme.likes, meme.comments, meme.hashtags) == (203, 2, ["Maths"])


def test_visitors_cannot_change_meme_counts(api_client):
    meme = MemeFactory(likes=147)

    assert api_client.patch(f"{MEMES}/{meme.id}", {"likes": 148}, format="json").status_code == 401
    assert api_client.post(f"{MEMES}/{meme.id}/like").status_code == 404
    meme.refresh_from_db()
    assert meme.likes == 147
