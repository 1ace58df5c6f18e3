"""/api/achievements, /api/projects and /api/memes: visibility, order, owner-only writes,
validation and query counts."""

import datetime
import uuid
from dataclasses import dataclass
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.core.validators import IMAGE_URL_MESSAGE, WEB_URL_MESSAGE
from apps.showcase.models import MEME_NEEDS_PICTURE_OR_TEXT, Achievement, Meme, Project
from tests.helpers import count_queries
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory

pytestmark = pytest.mark.django_db

ACHIEVEMENTS = "/api/achievements"
PROJECTS = "/api/projects"
MEMES = "/api/memes"

STATUS_MESSAGE = "Status must be one of Live, Live & Growing, In Development, Prototype, Planning"
PROGRESS_MESSAGE = "Progress must be between 0 and 100"

VALID_ACHIEVEMENT = {
    "title": "Gold Award, Intermediate Mathematics Challenge",
    "description": "Top 7% of students nationally in the UKMT challenge.",
    "imageUrl": "/media/demo/gold.webp",
    "date": "2025-02-06",
    "category": "Academic",
    "issuer": "UK Mathematics Trust",
    "isPublished": True,
}

VALID_PROJECT = {
    "title": "Daily Advice Hub",
    "description": "A daily-advice website for teenagers.",
    "fullDescription": "Fifteen life categories, downloadable cards and a daily e-mail.",
    "imageUrl": "/media/demo/advice.webp",
    "website": "https://example.com",
    "technologies": ["React", "  Django ", ""],
    "status": "Live & Growing",
    "progress": 95,
    "startDate": "2024-09-01",
    "features": ["15 life categories", "Daily e-mail subscription"],
    "users": "2,500+",
    "impact": "Helping teens every day",
    "type": "Website",
    "featured": True,
    "isPublished": True,
    "sortOrder": 0,
}

VALID_MEME = {
    "authorHandle": "@alex",
    "caption": "Every. Single. Time.",
    "imageUrl": "",
    "text": "Me: I'll start revising early. Also me, the night before the mock:",
    "hashtags": ["#GCSELife", "  Revision ", "", "##Mocks"],
    "likes": 147,
    "comments": 23,
    "shares": 12,
    "isPublished": True,
}

ACHIEVEMENT_FIELDS = {
    "id",
    "title",
    "description",
    "imageUrl",
    "date",
    "category",
    "issuer",
    "isPublished",
    "createdAt",
    "updatedAt",
}
PROJECT_FIELDS = {
    "id",
    "slug",
    "title",
    "description",
    "fullDescription",
    "imageUrl",
    "website",
    "technologies",
    "status",
    "progress",
    "startDate",
    "features",
    "users",
    "impact",
    "type",
    "featured",
    "isPublished",
    "sortOrder",
    "createdAt",
    "updatedAt",
}
MEME_FIELDS = {
    "id",
    "authorHandle",
    "caption",
    "imageUrl",
    "text",
    "hashtags",
    "likes",
    "comments",
    "shares",
    "isPublished",
    "createdAt",
    "updatedAt",
}


@dataclass(frozen=True)
class Resource:
    url: str
    factory: type
    model: type
    valid: dict
    fields: set
    text_field: str  # a required text field, changed by the update tests


RESOURCES = {
    "achievements": Resource(
        ACHIEVEMENTS,
        AchievementFactory,
        Achievement,
        VALID_ACHIEVEMENT,
        ACHIEVEMENT_FIELDS,
        "title",
    ),
    "projects": Resource(PROJECTS, ProjectFactory, Project, VALID_PROJECT, PROJECT_FIELDS, "title"),
    "memes": Resource(MEMES, MemeFactory, Meme, VALID_MEME, MEME_FIELDS, "caption"),
}


@pytest.fixture(params=list(RESOURCES))
def resource(request) -> Resource:
    return RESOURCES[request.param]


def _camel(name: str) -> str:
    first, *rest = name.split("_")
    return first + "".join(part.capitalize() for part in rest)


# --- reading: every resource ---------------------------------------------------------------


def test_visitor_list_has_published_rows_only(api_client, resource):
    shown = resource.factory()
    resource.factory(is_published=False)

    response = api_client.get(resource.url)

    assert response.status_code == 200
    assert [r["id"] for r in response.json()] == [str(shown.id)]


def test_list_items_carry_every_field_in_camel_case(api_client, resource):
    resource.factory()

    assert set(api_client.get(resource.url).json()[0]) == resource.fields


def test_owner_list_includes_hidden_rows(owner_client, resource):
    resource.factory()
    hidden = resource.factory(is_published=False)

    ids = [r["id"] for r in owner_client.get(resource.url).json()]

    assert str(hidden.id) in ids
    assert len(ids) == 2


def test_a_published_row_is_readable_by_id(api_client, resource):
    row = resource.factory()

    response = api_client.get(f"{resource.url}/{row.id}")

    assert response.status_code == 200
    assert response.json()["id"] == str(row.id)


def test_visitor_cannot_read_a_hidden_row(api_client, resource):
    hidden = resource.factory(is_published=False)

    response = api_client.get(f"{resource.url}/{hidden.id}")

    assert response.status_code == 404
    assert response.json() == {"detail": "Not found."}


def test_owner_can_read_a_hidden_row(owner_client, resource):
    hidden = resource.factory(is_published=False)

    assert owner_client.get(f"{resource.url}/{hidden.id}").status_code == 200


@pytest.mark.parametrize(
    "value",
    ["no-such-row", "4b0f5a4e-0000-4000-8000-000000000000", "%20", "a" * 300, "1", "{}"],
)
def test_unknown_row_is_404(api_client, owner_client, resource, value):
    assert api_client.get(f"{resource.url}/{value}").status_code == 404
    assert owner_client.get(f"{resource.url}/{value}").status_code == 404
    assert owner_client.put(f"{resource.url}/{value}", {}, format="json").status_code == 404
    assert owner_client.delete(f"{resource.url}/{value}").status_code == 404


def test_trailing_slash_is_accepted(api_client, resource):
    row = resource.factory()

    assert api_client.get(resource.url + "/").status_code == 200
    assert api_client.get(f"{resource.url}/{row.id}/").status_code == 200


@pytest.mark.parametrize("client_name", ["api_client", "owner_client"])
def test_list_runs_a_constant_number_of_queries(request, resource, client_name):
    client = request.getfixturevalue(client_name)
    resource.factory()
    one = count_queries(client, resource.url)
    resource.factory.create_batch(49)

    fifty = count_queries(client, resource.url)

    assert fifty == one
    assert fifty <= 3


def test_detail_runs_at_most_two_queries(api_client, resource):
    row = resource.factory()

    assert count_queries(api_client, f"{resource.url}/{row.id}") <= 2


# --- order ---------------------------------------------------------------------------------


def test_achievements_are_newest_first_by_date(api_client):
    today = timezone.localdate()
    old = AchievementFactory(date=today - timedelta(days=400))
    new = AchievementFactory(date=today - timedelta(days=3))
    middle = AchievementFactory(date=today - timedelta(days=90))

    ids = [r["id"] for r in api_client.get(ACHIEVEMENTS).json()]

    assert ids == [str(new.id), str(middle.id), str(old.id)]


def test_achievements_on_the_same_date_are_newest_created_first(api_client):
    first = AchievementFactory(date=datetime.date(2025, 1, 1))
    second = AchievementFactory(date=datetime.date(2025, 1, 1))
    Achievement.objects.filter(id=first.id).update(created_at=timezone.now() - timedelta(hours=1))

    ids = [r["id"] for r in api_client.get(ACHIEVEMENTS).json()]

    assert ids == [str(second.id), str(first.id)]


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


# --- detail lookups ------------------------------------------------------------------------


def test_a_project_is_readable_by_slug(api_client):
    project = ProjectFactory(slug="daily-advice-hub")

    response = api_client.get(f"{PROJECTS}/daily-advice-hub")

    assert response.status_code == 200
    assert response.json()["id"] == str(project.id)


def test_visitor_cannot_read_a_hidden_project_by_slug(api_client, owner_client):
    ProjectFactory(slug="secret-plan", is_published=False)

    assert api_client.get(f"{PROJECTS}/secret-plan").status_code == 404
    assert owner_client.get(f"{PROJECTS}/secret-plan").status_code == 200


@pytest.mark.parametrize("url", [ACHIEVEMENTS, MEMES])
def test_rows_without_a_slug_answer_404_for_a_slug_like_path(api_client, owner_client, url):
    assert api_client.get(f"{url}/some-title").status_code == 404
    assert owner_client.patch(f"{url}/some-title", {"title": "x"}, format="json").status_code == (
        404
    )


# --- writing: every resource ---------------------------------------------------------------


def test_owner_creates_a_row(owner_client, resource):
    response = owner_client.post(resource.url, resource.valid, format="json")

    assert response.status_code == 201, response.content
    body = response.json()
    assert set(body) == resource.fields
    assert resource.model.objects.filter(id=body["id"]).exists()


def test_owner_updates_with_put_changing_only_what_is_sent(owner_client, resource):
    row = resource.factory(is_published=True)
    field = resource.text_field
    before = {name: getattr(row, name) for name in ("is_published", "image_url")}

    response = owner_client.put(f"{resource.url}/{row.id}", {field: "Changed text"}, format="json")

    assert response.status_code == 200
    row.refresh_from_db()
    assert getattr(row, field) == "Changed text"
    assert {name: getattr(row, name) for name in before} == before


def test_owner_hides_a_row_with_patch(owner_client, api_client, resource):
    row = resource.factory()

    response = owner_client.patch(f"{resource.url}/{row.id}", {"isPublished": False}, format="json")

    assert response.status_code == 200
    assert response.json()["isPublished"] is False
    assert api_client.get(resource.url).json() == []


def test_owner_deletes_a_row(owner_client, resource):
    row = resource.factory()

    response = owner_client.delete(f"{resource.url}/{row.id}")

    assert response.status_code == 204
    assert not resource.model.objects.exists()


def test_server_set_and_unknown_fields_are_ignored(owner_client, resource):
    forged_id = str(uuid.uuid4())
    payload = {
        **resource.valid,
        "id": forged_id,
        "slug": "forged",
        "createdAt": "2001-01-01T00:00:00Z",
        "updatedAt": "2001-01-01T00:00:00Z",
        "isAdmin": True,
    }

    body = owner_client.post(resource.url, payload, format="json").json()

    row = resource.model.objects.get()
    assert str(row.id) == body["id"] != forged_id
    assert getattr(row, "slug", "") != "forged"
    assert row.created_at.year == timezone.now().year
    assert "isAdmin" not in body


# --- who may write -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("client_name", "status"), [("api_client", 401), ("other_user_client", 403)]
)
def test_only_the_owner_may_write(request, resource, client_name, status):
    client = request.getfixturevalue(client_name)
    field = resource.text_field
    row = resource.factory(**{field: "Untouched"})
    detail = f"{resource.url}/{row.id}"

    assert client.post(resource.url, resource.valid, format="json").status_code == status
    assert client.put(detail, {field: "x"}, format="json").status_code == status
    assert client.patch(detail, {field: "x"}, format="json").status_code == status
    assert client.delete(detail).status_code == status
    row.refresh_from_db()
    assert getattr(row, field) == "Untouched"
    assert resource.model.objects.count() == 1


@pytest.mark.parametrize(
    ("client_name", "status"), [("api_client", 401), ("other_user_client", 403)]
)
def test_others_cannot_touch_hidden_rows(request, resource, client_name, status):
    client = request.getfixturevalue(client_name)
    hidden = resource.factory(is_published=False)

    assert client.get(f"{resource.url}/{hidden.id}").status_code == 404
    assert client.delete(f"{resource.url}/{hidden.id}").status_code == status
    assert resource.model.objects.count() == 1


def test_anonymous_write_answers_with_a_detail(api_client, resource):
    response = api_client.post(resource.url, resource.valid, format="json")

    assert response.json() == {"detail": "Authentication credentials were not provided."}


# --- bad input: every resource -------------------------------------------------------------


@pytest.mark.parametrize(
    "body", ["not json", "[]", '{"title": ', "null", '"string"', "[" * 100_000, '{"a": NaN}']
)
def test_malformed_bodies_are_400(owner_client, resource, body):
    response = owner_client.generic("POST", resource.url, body, content_type="application/json")

    assert response.status_code == 400
    assert not resource.model.objects.exists()


def test_form_encoded_bodies_are_refused(owner_client, resource):
    response = owner_client.post(resource.url, {"title": "x"})  # multipart, not JSON

    assert response.status_code == 415
    assert not resource.model.objects.exists()


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("javascript:alert(1)", IMAGE_URL_MESSAGE),
        ("https://tracker.example/pixel.gif", IMAGE_URL_MESSAGE),
        ("//evil.example/x.png", IMAGE_URL_MESSAGE),
        ("/media/../settings.py", IMAGE_URL_MESSAGE),
        ("/media/" + "x" * 500, "Ensure this field has no more than 500 characters."),
    ],
)
def test_image_urls_must_be_on_this_site(owner_client, resource, value, message):
    response = owner_client.post(resource.url, {**resource.valid, "imageUrl": value}, format="json")

    assert response.status_code == 400
    assert response.json()["imageUrl"] == [message]
    assert not resource.model.objects.exists()


@pytest.mark.parametrize("value", ["maybe", None, [True], 2])
def test_is_published_must_be_a_boolean(owner_client, resource, value):
    response = owner_client.post(
        resource.url, {**resource.valid, "isPublished": value}, format="json"
    )

    assert response.status_code == 400
    assert "isPublished" in response.json()
    assert not resource.model.objects.exists()


def test_huge_strings_are_refused_everywhere(owner_client, resource):
    huge = "x" * 1_000_000
    text_fields = [k for k, v in resource.valid.items() if isinstance(v, str) and k != "imageUrl"]

    for field in text_fields:
        response = owner_client.post(resource.url, {**resource.valid, field: huge}, format="json")
        assert response.status_code == 400, field
        assert field in response.json()
    assert not resource.model.objects.exists()


def test_invalid_update_changes_nothing(owner_client, resource):
    field = resource.text_field
    row = resource.factory(**{field: "Keep"})

    response = owner_client.put(
        f"{resource.url}/{row.id}", {field: "", "isPublished": False}, format="json"
    )

    assert response.status_code == 400
    row.refresh_from_db()
    assert getattr(row, field) == "Keep"
    assert row.is_published is True


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


def test_missing_achievement_fields_are_all_reported(owner_client):
    response = owner_client.post(ACHIEVEMENTS, {}, format="json")

    assert response.json() == {
        "title": ["Title is required"],
        "description": ["Description is required"],
    }


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


def test_same_title_gets_a_distinct_slug_and_symbols_fall_back(owner_client):
    first = owner_client.post(PROJECTS, VALID_PROJECT, format="json").json()
    second = owner_client.post(PROJECTS, VALID_PROJECT, format="json").json()
    third = owner_client.post(PROJECTS, {**VALID_PROJECT, "title": "🚀✨"}, format="json").json()

    assert (first["slug"], second["slug"]) == ("daily-advice-hub", "daily-advice-hub-2")
    assert third["slug"] == "project"


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
