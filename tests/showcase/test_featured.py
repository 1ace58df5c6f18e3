"""Exactly one featured project (the Projects page's Featured card): making a project featured
un-features the previous one, in the service (so through the API and Django admin alike), and
the database refuses a second featured row whoever writes it. Un-featuring or deleting the
featured project leaves none featured: the page then draws no Featured card."""

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from apps.showcase.models import Project
from apps.showcase.services import project_create, project_delete, project_update
from tests.showcase.factories import VALID_PROJECT, ProjectFactory, project_admin_form

pytestmark = pytest.mark.django_db

PROJECTS = "/api/projects"
ADMIN = "/django-admin/showcase/project"


def featured_titles() -> list[str]:
    return list(Project.objects.filter(featured=True).values_list("title", flat=True))


# --- the services ----------------------------------------------------------------------------


def test_a_new_featured_project_takes_the_card_from_the_previous_one():
    ProjectFactory(title="Old star", featured=True)

    project_create(title="New star", description="Shiny.", featured=True)

    assert featured_titles() == ["New star"]


def test_featuring_an_existing_project_unfeatures_the_previous_one():
    old = ProjectFactory(title="Old star", featured=True)
    before = old.updated_at
    other = ProjectFactory(title="Rising", featured=False)

    project_update(instance=other, data={"featured": True})

    assert featured_titles() == ["Rising"]
    old.refresh_from_db()
    assert old.updated_at > before  # the change shows in its history too


def test_saving_the_featured_project_again_keeps_it_featured():
    star = ProjectFactory(title="Star", featured=True)

    project_update(instance=star, data={"featured": True, "progress": 70})

    assert featured_titles() == ["Star"]


def test_a_refused_update_leaves_the_previous_project_featured():
    ProjectFactory(title="Old star", featured=True)
    other = ProjectFactory(title="Rising")

    with pytest.raises(ValidationError):
        project_update(instance=other, data={"featured": True, "progress": 101})

    assert featured_titles() == ["Old star"]


def test_unfeaturing_or_deleting_the_featured_project_leaves_none_featured():
    star = ProjectFactory(title="Star", featured=True)
    ProjectFactory(title="Other")

    project_update(instance=star, data={"featured": False})
    assert featured_titles() == []

    project_update(instance=star, data={"featured": True})
    project_delete(instance=star)
    assert featured_titles() == []
    assert Project.objects.count() == 1


# --- the database ----------------------------------------------------------------------------


def test_the_database_refuses_a_second_featured_project():
    ProjectFactory(title="Star", featured=True)
    other = ProjectFactory(title="Other")

    with pytest.raises(IntegrityError), transaction.atomic():
        Project.objects.filter(pk=other.pk).update(featured=True)

    assert featured_titles() == ["Star"]


def test_any_number_of_projects_may_be_not_featured():
    ProjectFactory.create_batch(3, featured=False)

    assert Project.objects.filter(featured=False).count() == 3


# --- the API ---------------------------------------------------------------------------------


def test_creating_a_featured_project_over_the_api_moves_the_card(owner_client):
    ProjectFactory(title="Old star", featured=True)

    response = owner_client.post(PROJECTS, {**VALID_PROJECT, "featured": True}, format="json")

    assert response.status_code == 201
    assert response.json()["featured"] is True
    assert featured_titles() == [VALID_PROJECT["title"]]


def test_featuring_over_the_api_moves_the_card_and_the_list_says_so(owner_client, api_client):
    ProjectFactory(title="Old star", featured=True)
    other = ProjectFactory(title="Rising")

    response = owner_client.patch(f"{PROJECTS}/{other.id}", {"featured": True}, format="json")

    assert response.status_code == 200
    listed = api_client.get(PROJECTS).json()
    assert [(p["title"], p["featured"]) for p in listed] == [
        ("Rising", True),
        ("Old star", False),
    ]


def test_a_refused_api_update_leaves_the_previous_project_featured(owner_client):
    ProjectFactory(title="Old star", featured=True)
    other = ProjectFactory(title="Rising")

    response = owner_client.patch(
        f"{PROJECTS}/{other.id}",
        {"featured": True, "demoUrl": "javascript:alert(1)"},
        format="json",
    )

    assert response.status_code == 400
    assert featured_titles() == ["Old star"]


# --- Django admin: the same service ----------------------------------------------------------


def _admin_form(**overrides) -> dict:
    return project_admin_form(
        **{"title": "Admin star", "slug": "admin-star", "featured": "on", **overrides}
    )


def test_a_project_featured_in_django_admin_takes_the_card(owner_browser):
    ProjectFactory(title="Old star", featured=True)

    response = owner_browser.post(f"{ADMIN}/add/", _admin_form())

    assert response.status_code == 302
    assert featured_titles() == ["Admin star"]


def test_featuring_an_existing_project_in_django_admin_takes_the_card(owner_browser):
    ProjectFactory(title="Old star", featured=True)
    other = ProjectFactory(title="Rising", slug="rising")

    response = owner_browser.post(
        f"{ADMIN}/{other.pk}/change/", _admin_form(title="Rising", slug="rising")
    )

    assert response.status_code == 302
    assert featured_titles() == ["Rising"]
