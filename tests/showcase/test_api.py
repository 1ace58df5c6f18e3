"""/api/achievements, /api/projects and /api/memes: order, slugs, defaults, lists and validation
messages. What every content endpoint shares (visibility, 404s, owner-only writes, query counts,
malformed bodies, image addresses) is in tests/test_content_contract.py."""

import datetime
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.core.validators import WEB_URL_MESSAGE
from apps.showcase.models import MEME_NEEDS_PICTURE_OR_TEXT, Achievement, Meme, Project
from tests.showcase.factories import (
    VALID_ACHIEVEMENT,
    VALID_MEME,
    VALID_PROJECT,
    MemeFactory,
    ProjectFactory,
)

pytestmark = pytest.mark.django_db

ACHIEVEMENTS = "/api/achievements"
PROJECTS = "/api/projects"
MEMES = "/api/memes"

STATUS_MESSAGE = "Status must be one of Live, Live & Growing, In Development, Prototype, Planning"
PROGRESS_MESSAGE = "Progress must be between 0 and 100"

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


def test_owner_creates_an_achievement_with_its_date(owner_client):
    body = owner_client.post(ACHIEVEMENTS, VALID_ACHIEVEMENT, format="json").json()

    achievement = Achievement.objects.get()
    assert achievement.date == datetime.date(2025, 2, 6)
    assert body["date"] == "2025-02-06"
    assert (achievement.category, achievement.issuer) == ("Academic", "UK Mathematics Trust")


def test_achievement_defaults_to_today_and_published(owner_client):
    payload = {"title": "Debate finalist", "description": "Reached the regional final."}

    body = owner_client.post(ACHIEVEMENTS, payload, format="json").json()

    assert body["date"] == timezone.localdate().isoformat()
    assert body["isPublished"] is True
    assert body["imageUrl"] == body["category"] == body["issuer"] == ""


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("title", "  ", "Title is required"),
        ("description", None, "Description is required"),
        ("description", "", "Description is required"),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("description", "x" * 2001, "Ensure this field has no more than 2000 characters."),
        ("category", "x" * 51, "Ensure this field has no more than 50 characters."),
        ("issuer", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("date", None, "Date is required"),
        ("date", "next week", None),
        ("date", "2025-02-30", None),
        ("date", 20250206, None),
        ("date", ["2025-02-06"], None),
        ("title", ["a list"], "Not a valid string."),
        ("title", "a\x00b", "Null characters are not allowed."),
    ],
)
def test_invalid_achievement_fields_are_400(owner_client, field, value, message):
    response = owner_client.post(ACHIEVEMENTS, {**VALID_ACHIEVEMENT, field: value}, format="json")

    assert response.status_code == 400
    errors = response.json()[field]
    assert errors == [message] if message else len(errors) == 1
    assert not Achievement.objects.exists()


# --- projects ------------------------------------------------------------------------------


def test_owner_creates_a_project(owner_client):
    body = owner_client.post(PROJECTS, VALID_PROJECT, format="json").json()

    project = Project.objects.get()
    assert body["slug"] == project.slug == "daily-advice-hub"
    assert project.technologies == ["React", "Django"]  # trimmed, blanks dropped
    assert project.features == ["15 life categories", "Daily e-mail subscription"]
    assert (project.status, project.progress) == ("Live & Growing", 95)
    assert project.start_date == datetime.date(2024, 9, 1)
    assert body["startDate"] == "2024-09-01"
    assert body["website"] == "https://example.com"


def test_project_defaults(owner_client):
    body = owner_client.post(
        PROJECTS, {"title": "Idea", "description": "Early days."}, format="json"
    ).json()

    assert body["status"] == "Planning"
    assert body["progress"] == 0
    assert body["technologies"] == body["features"] == []
    assert body["startDate"] is None
    assert body["featured"] is False
    assert body["isPublished"] is True
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
    ("field", "value", "message"),
    [
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("description", None, "Description is required"),
        ("description", " ", "Description is required"),
        ("status", "Done", STATUS_MESSAGE),
        ("status", "live", STATUS_MESSAGE),
        ("status", "", STATUS_MESSAGE),
        ("status", None, STATUS_MESSAGE),
        ("status", ["Live"], STATUS_MESSAGE),
        ("progress", -1, PROGRESS_MESSAGE),
        ("progress", 101, PROGRESS_MESSAGE),
        ("progress", 10**20, PROGRESS_MESSAGE),
        ("progress", "half", PROGRESS_MESSAGE),
        ("progress", 50.5, PROGRESS_MESSAGE),
        ("progress", None, PROGRESS_MESSAGE),
        ("progress", "9" * 2000, PROGRESS_MESSAGE),
        ("website", "javascript:alert(1)", WEB_URL_MESSAGE),
        ("website", "ftp://example.com", WEB_URL_MESSAGE),
        ("website", "example.com", WEB_URL_MESSAGE),
        ("website", "https://example.com/" + "x" * 500, None),
        ("technologies", "React", None),
        ("technologies", {"a": "b"}, None),
        ("technologies", [f"t{i}" for i in range(21)], "Use at most 20 technologies."),
        ("features", [f"f{i}" for i in range(21)], "Use at most 20 features."),
        ("technologies", None, None),
        ("startDate", "soon", None),
        ("startDate", 2024, None),
        ("sortOrder", -1, None),
        ("sortOrder", 100_000, None),
        ("sortOrder", "first", None),
        ("featured", "maybe", "Must be a valid boolean."),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("description", "x" * 1001, "Ensure this field has no more than 1000 characters."),
        ("fullDescription", "x" * 10_001, "Ensure this field has no more than 10000 characters."),
        ("users", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("impact", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("type", "x" * 51, "Ensure this field has no more than 50 characters."),
    ],
)
def test_invalid_project_fields_are_400(owner_client, field, value, message):
    response = owner_client.post(PROJECTS, {**VALID_PROJECT, field: value}, format="json")

    assert response.status_code == 400, response.content
    errors = response.json()[field]
    if message:
        assert errors == [message]
    assert not Project.objects.exists()


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


def test_owner_creates_a_text_meme_with_its_counts(owner_client):
    body = owner_client.post(MEMES, VALID_MEME, format="json").json()

    meme = Meme.objects.get()
    assert (meme.likes, meme.comments, meme.shares) == (147, 23, 12)
    assert meme.hashtags == ["GCSELife", "Revision", "Mocks"]  # '#' dropped, trimmed
    assert body["authorHandle"] == "@alex"
    assert body["imageUrl"] == ""


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


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("authorHandle", None, "Author handle is required"),
        ("authorHandle", "", "Author handle is required"),
        ("caption", None, "Caption is required"),
        ("caption", " ", "Caption is required"),
        ("authorHandle", "x" * 51, "Ensure this field has no more than 50 characters."),
        ("caption", "x" * 501, "Ensure this field has no more than 500 characters."),
        ("text", "x" * 501, "Ensure this field has no more than 500 characters."),
        ("hashtags", [f"h{i}" for i in range(11)], "Use at most 10 hashtags."),
        ("hashtags", "#GCSE", None),
        ("hashtags", [{"tag": "x"}], None),
        ("hashtags", ["x" * 41], None),
        ("likes", -1, "Ensure this value is greater than or equal to 0."),
        ("comments", "lots", "A valid integer is required."),
        ("shares", 1.5, "A valid integer is required."),
        ("likes", 10**12, None),
        ("likes", None, "This field may not be null."),
    ],
)
def test_invalid_meme_fields_are_400(owner_client, field, value, message):
    response = owner_client.post(MEMES, {**VALID_MEME, field: value}, format="json")

    assert response.status_code == 400, response.content
    errors = response.json()[field]
    if message:
        assert errors == [message]
    assert not Meme.objects.exists()


def test_visitors_cannot_change_meme_counts(api_client):
    meme = MemeFactory(likes=147)

    assert api_client.patch(f"{MEMES}/{meme.id}", {"likes": 148}, format="json").status_code == 401
    assert api_client.post(f"{MEMES}/{meme.id}/like").status_code == 404
    meme.refresh_from_db()
    assert meme.likes == 147
