"""A project's optional demo address (the card's 'Demo' button): http or https only, with the
same message as the website's; nothing is stored when it is refused."""

import pytest

from apps.core.validators import WEB_URL_MESSAGE
from apps.showcase.models import Project
from tests.showcase.factories import VALID_PROJECT, ProjectFactory

pytestmark = pytest.mark.django_db

PROJECTS = "/api/projects"
BAD = [
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.com/demo",
    "not a web address",
    "example.com/demo",
    "https://",
    "https://exa mple.com",
]


def test_a_demo_address_is_stored_and_answered(owner_client, api_client):
    response = owner_client.post(
        PROJECTS, {**VALID_PROJECT, "demoUrl": "https://demo.example.org/app?x=1"}, format="json"
    )

    assert response.status_code == 201
    assert Project.objects.get().demo_url == "https://demo.example.org/app?x=1"
    [listed] = api_client.get(PROJECTS).json()
    assert listed["demoUrl"] == "https://demo.example.org/app?x=1"


def test_a_project_needs_no_demo_address(owner_client):
    payload = {k: v for k, v in VALID_PROJECT.items() if k != "demoUrl"}

    response = owner_client.post(PROJECTS, payload, format="json")

    assert response.status_code == 201
    assert response.json()["demoUrl"] == ""


@pytest.mark.parametrize("value", BAD)
def test_a_bad_demo_address_is_refused_and_nothing_is_stored(owner_client, value):
    response = owner_client.post(PROJECTS, {**VALID_PROJECT, "demoUrl": value}, format="json")

    assert response.status_code == 400
    assert response.json() == {"demoUrl": [WEB_URL_MESSAGE]}
    assert not Project.objects.exists()


@pytest.mark.parametrize("value", BAD[:5])
def test_a_bad_demo_address_changes_nothing_on_update(owner_client, value):
    project = ProjectFactory(title="Keep", demo_url="https://example.com/demo")

    response = owner_client.patch(
        f"{PROJECTS}/{project.id}", {"title": "Changed", "demoUrl": value}, format="json"
    )

    assert response.status_code == 400
    assert response.json() == {"demoUrl": [WEB_URL_MESSAGE]}
    project.refresh_from_db()
    assert (project.title, project.demo_url) == ("Keep", "https://example.com/demo")


def test_the_demo_address_may_be_cleared(owner_client):
    project = ProjectFactory(demo_url="https://example.com/demo")

    response = owner_client.patch(f"{PROJECTS}/{project.id}", {"demoUrl": ""}, format="json")

    assert response.status_code == 200
    project.refresh_from_db()
    assert project.demo_url == ""


@pytest.mark.parametrize("value", ["javascript:alert(1)", "ftp://example.com/demo"])
def test_django_admin_refuses_a_bad_demo_address(owner_browser, value):
    form = {
        "title": "Admin project",
        "slug": "admin-project",
        "description": "Made in Django admin.",
        "technologies": "[]",
        "features": "[]",
        "status": "Prototype",
        "progress": "30",
        "sort_order": "0",
        "demo_url": value,
    }

    response = owner_browser.post("/django-admin/showcase/project/add/", form)

    assert response.status_code == 200
    assert "demo_url" in response.context["adminform"].form.errors
    assert not Project.objects.exists()
