"""POST /api/projects/reorder: the owner's Move up / Move down. Every project's id once, in the
new order; anything else is a 400 that says what is wrong and changes nothing. Owner only, one
transaction, the same number of queries for 3 projects as for 12. (Achievements are listed by
date and memes newest first: they have no order of their own to change.)"""

import uuid

import pytest
from django.core.exceptions import ValidationError
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.showcase.models import Project
from apps.showcase.serializers import REORDER_ID_INVALID, REORDER_IDS_REQUIRED
from apps.showcase.services import project_reorder
from tests.showcase.factories import ProjectFactory

pytestmark = pytest.mark.django_db

REORDER = "/api/projects/reorder"


@pytest.fixture
def three() -> list[Project]:
    return [ProjectFactory(title=t, sort_order=i) for i, t in enumerate(["Ant", "Bee", "Cat"])]


def stored_order() -> list[str]:
    return list(Project.objects.order_by("sort_order", "title").values_list("title", flat=True))


def ids(*projects: Project) -> list[str]:
    return [str(p.id) for p in projects]


def test_the_owner_reorders_and_the_public_list_follows(owner_client, api_client, three):
    ant, bee, cat = three

    response = owner_client.post(REORDER, {"ids": ids(cat, ant, bee)}, format="json")

    assert response.status_code == 200
    assert [p["title"] for p in response.json()] == ["Cat", "Ant", "Bee"]
    assert stored_order() == ["Cat", "Ant", "Bee"]
    assert [p["title"] for p in api_client.get("/api/projects").json()] == ["Cat", "Ant", "Bee"]


def test_the_featured_project_stays_first_wherever_it_is_placed(owner_client, api_client, three):
    ant, bee, cat = three
    Project.objects.filter(pk=bee.pk).update(featured=True)

    response = owner_client.post(REORDER, {"ids": ids(cat, ant, bee)}, format="json")

    assert response.status_code == 200
    assert [p["title"] for p in api_client.get("/api/projects").json()] == ["Bee", "Cat", "Ant"]


def test_drafts_are_ordered_too_and_stay_hidden(owner_client, api_client, three):
    ant, bee, cat = three
    draft = ProjectFactory(title="Draft", is_published=False, sort_order=3)

    response = owner_client.post(REORDER, {"ids": ids(draft, bee, cat, ant)}, format="json")

    assert response.status_code == 200
    assert [p["title"] for p in response.json()] == ["Draft", "Bee", "Cat", "Ant"]
    assert [p["title"] for p in api_client.get("/api/projects").json()] == ["Bee", "Cat", "Ant"]


def _bad_bodies(ant: Project, bee: Project, cat: Project):
    unknown = str(uuid.uuid4())
    return [
        ({}, REORDER_IDS_REQUIRED),
        ({"ids": None}, REORDER_IDS_REQUIRED),
        ({"ids": []}, REORDER_IDS_REQUIRED),
        ({"ids": "not a list"}, REORDER_IDS_REQUIRED),
        ({"ids": {"0": str(ant.id)}}, REORDER_IDS_REQUIRED),
        ({"ids": [*ids(ant, bee), "not-an-id"]}, REORDER_ID_INVALID),
        ({"ids": [*ids(ant, bee), None]}, REORDER_ID_INVALID),
        ({"ids": [*ids(ant, bee), ["nested"]]}, REORDER_ID_INVALID),
        ({"ids": [*ids(ant, bee, cat), unknown]}, f"Unknown project ids: {unknown}"),
        (
            {"ids": ids(cat, cat, ant, bee)},
            f"Each project may be named only once: {cat.id}",
        ),
        (
            {"ids": ids(cat, ant)},
            f"Name every project in the new order; missing: {bee.id}",
        ),
        ({"ids": [str(uuid.uuid4()) for _ in range(1001)]}, "Send at most 1000 ids"),
    ]


def test_every_bad_body_is_a_400_that_says_why_and_stores_nothing(owner_client, three):
    for body, message in _bad_bodies(*three):
        response = owner_client.post(REORDER, body, format="json")

        assert response.status_code == 400, body
        assert response.json() == {"ids": [message]}, body
        assert stored_order() == ["Ant", "Bee", "Cat"]


def test_a_body_that_is_not_json_is_a_400(owner_client, three):
    response = owner_client.post(REORDER, "ids=1", content_type="application/json")

    assert response.status_code == 400
    assert stored_order() == ["Ant", "Bee", "Cat"]


def test_visitors_and_other_users_cannot_reorder(api_client, other_user_client, three):
    ant, bee, cat = three
    body = {"ids": ids(cat, bee, ant)}

    assert api_client.post(REORDER, body, format="json").status_code == 401
    assert other_user_client.post(REORDER, body, format="json").status_code == 403
    assert stored_order() == ["Ant", "Bee", "Cat"]


def test_only_post_is_answered(owner_client, three):
    assert owner_client.get(REORDER).status_code == 405
    assert owner_client.put(REORDER, {"ids": []}, format="json").status_code == 405


def _statements(queries) -> list[str]:
    """The SQL that reads or writes rows (not the transaction's SAVEPOINT and RELEASE)."""
    return [q["sql"] for q in queries if not q["sql"].startswith(("SAVEPOINT", "RELEASE"))]


def test_the_query_count_does_not_grow_with_the_projects(owner_client):
    def reorder_all() -> int:
        projects = list(Project.objects.order_by("sort_order"))
        body = {"ids": ids(*reversed(projects))}
        with CaptureQueriesContext(connection) as queries:
            assert owner_client.post(REORDER, body, format="json").status_code == 200
        return len(queries)

    ProjectFactory.create_batch(3)
    few = reorder_all()
    ProjectFactory.create_batch(9)
    many = reorder_all()

    assert many == few


def test_the_service_reads_once_writes_once_and_refuses_with_nothing_stored(three):
    ant, bee, cat = three

    with CaptureQueriesContext(connection) as queries:
        project_reorder(ids=[cat.id, bee.id, ant.id])

    statements = _statements(queries)
    assert [sql.split()[0] for sql in statements] == ["SELECT", "UPDATE"]
    assert stored_order() == ["Cat", "Bee", "Ant"]
    with pytest.raises(ValidationError):
        project_reorder(ids=[ant.id, bee.id])
    assert stored_order() == ["Cat", "Bee", "Ant"]


def test_an_unchanged_order_writes_nothing(three):
    with CaptureQueriesContext(connection) as queries:
        project_reorder(ids=[p.id for p in three])

    assert [sql.split()[0] for sql in _statements(queries)] == ["SELECT"]


def test_a_project_is_never_given_the_reorder_path_as_its_slug(owner_client):
    response = owner_client.post(
        "/api/projects", {"title": "Reorder", "description": "A sorting game."}, format="json"
    )

    assert response.status_code == 201
    slug = response.json()["slug"]
    assert slug != "reorder"
    assert owner_client.get(f"/api/projects/{slug}").json()["title"] == "Reorder"
