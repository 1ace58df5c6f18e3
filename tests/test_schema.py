"""The OpenAPI document describes every endpoint without guesswork (fuzzing relies on it)."""

import json

import pytest
import yaml
from django.core.management import call_command
from django.test import Client
from rest_framework.test import APIClient


def test_schema_generates_without_warnings_and_validates(tmp_path):
    target = tmp_path / "schema.yaml"

    call_command("spectacular", "--fail-on-warn", "--validate", "--file", str(target))

    paths = yaml.safe_load(target.read_text())["paths"]
    for path in (
        "/api/admin/login",
        "/api/blog-posts",
        "/api/gcse-journal",
        "/api/travel-stories",
        "/api/media-items",
        "/api/gallery-items",
        "/api/gallery/upload",
        "/api/contact",
        "/api/testimonials",
        "/api/testimonials/request",
    ):
        assert any(p.rstrip("/") == path for p in paths), path


# --- who gets which document, and what it says about tokens ----------------------------------

JSON = "application/vnd.oai.openapi+json"
NO_SUCH_ID = "00000000-0000-4000-8000-000000000000"


def _operations(document: dict) -> dict[tuple[str, str], dict]:
    return {
        (method.upper(), path): operation
        for path, operations in document["paths"].items()
        for method, operation in operations.items()
    }


def _schema(client) -> dict:
    response = client.get("/api/schema", HTTP_ACCEPT=JSON)
    assert response.status_code == 200
    return json.loads(response.content)


def _visitor_may_call(method: str, path: str) -> bool:
    """What the API itself answers a request without credentials (an unknown id, an empty body):
    anything but 401/403 means a visitor may call it."""
    response = APIClient().generic(
        method, path.replace("{id}", NO_SUCH_ID), "{}", content_type="application/json"
    )
    assert response.status_code < 500, (method, path, response.status_code)
    return response.status_code not in (401, 403)


@pytest.mark.django_db
def test_the_documents_security_and_the_visitors_document_match_what_the_api_allows(
    owner_client, api_client
):
    whole = _operations(_schema(owner_client))
    public = _operations(_schema(api_client))
    assert len(whole) >= 40

    for (method, path), operation in whole.items():
        callable_without_token = _visitor_may_call(method, path)
        if callable_without_token:
            # a public read or form: callable without a token ({}), or with one
            assert {} in operation["security"], (method, path)
            assert (method, path) in public, (method, path)
            assert public[method, path]["security"] == operation["security"]
        else:
            assert operation["security"] == [{"jwtAuth": []}], (method, path)
            assert (method, path) not in public, (method, path)
    assert set(public) <= set(whole)
    assert ("GET", "/api/blog-posts/") in public
    assert ("POST", "/api/blog-posts/") not in public
    assert ("POST", "/api/contact/") in public


@pytest.mark.django_db
def test_a_visitor_gets_no_owner_only_path_method_or_field(api_client, other_user_client):
    for client in (api_client, other_user_client):
        document = _schema(client)
        text = json.dumps(document)
        components = document["components"]["schemas"]

        assert not any(p.startswith("/api/contact-messages") for p in document["paths"])
        assert "/api/testimonials/admin/" not in document["paths"]
        assert "/api/testimonials/request/" not in document["paths"]
        assert "/api/gallery/upload/" not in document["paths"]
        assert "/api/admin/verify/" not in document["paths"]
        assert set(document["paths"]["/api/blog-posts/{id}/"]) == {"get"}
        for owner_only in ("ContactMessage", "TestimonialAdmin", "TestimonialRequestRequest"):
            assert owner_only not in components
        assert "isRead" not in text  # the inbox's fields
        # E-mail addresses appear only where a visitor gives their own (the contact form) and
        # in the signed-in owner's own profile that sign-in returns.
        assert {name for name, c in components.items() if "email" in json.dumps(c)} == {
            "ContactSubmitRequest",
            "Owner",
        }


@pytest.mark.django_db
def test_the_owner_gets_the_whole_document_with_a_token_or_the_docs_session(owner, owner_client):
    docs_browser = Client()
    docs_browser.force_login(owner)  # the Django-admin session /api/docs runs in

    by_token = owner_client.get("/api/schema", HTTP_ACCEPT=JSON)
    by_session = docs_browser.get("/api/schema", HTTP_ACCEPT=JSON)
    visitor = APIClient().get("/api/schema", HTTP_ACCEPT=JSON)

    assert set(_operations(json.loads(by_token.content))) == set(
        _operations(json.loads(by_session.content))
    )
    assert ("GET", "/api/contact-messages/") in _operations(json.loads(by_session.content))
    assert "ContactMessage" in json.loads(by_token.content)["components"]["schemas"]
    # Two documents at one address: no shared cache may give the owner's to a visitor.
    for response in (by_token, by_session, visitor):
        assert {"Authorization", "Cookie"} <= {v.strip() for v in response["Vary"].split(",")}
    assert "no-store" in by_token["Cache-Control"]
    assert "private" in by_session["Cache-Control"]


# --- what the document says of answers (issue 25; tests/test_fuzz.py checks real answers) --


def _resolve(document: dict, schema: dict) -> dict:
    while "$ref" in schema:
        *_, kind, name = schema["$ref"].split("/")
        schema = document["components"][kind][name]
    return schema


@pytest.mark.django_db
def test_every_operation_id_is_a_plain_identifier(owner_client):
    """Swagger UI (/api/docs) makes each operationId into an element id and a CSS selector: one
    with a dot (drf-spectacular's id for /api/admin/cv.pdf) stopped it drawing every operation
    after its group (tests/e2e/test_api_docs.py)."""
    ids = [operation["operationId"] for operation in _operations(_schema(owner_client)).values()]
    assert [name for name in ids if not name.replace("_", "").isalnum()] == []
    assert len(ids) == len(set(ids))


def test_every_operation_documents_the_errors_it_can_give(owner_client):
    document = _schema(owner_client)
    for (method, path), operation in _operations(document).items():
        answers = operation["responses"]
        where = (method, path)
        assert "503" in answers, where  # the database or Redis unreachable
        if {"jwtAuth": []} in operation["security"]:
            assert "401" in answers, where  # a bad or expired token, even where none is needed
        if operation["security"] == [{"jwtAuth": []}]:
            assert "403" in answers, where  # signed in, but not as the owner
        if "{" in path:
            assert "404" in answers, where
        if method in {"POST", "PUT", "PATCH"}:
            assert "400" in answers, where
        for code in ("401", "404", "429", "503"):
            if code in answers:
                body = _resolve(document, answers[code])["content"]["application/json"]
                assert "detail" in _resolve(document, body["schema"])["properties"], where


@pytest.mark.django_db
def test_blank_optional_values_are_in_the_document(owner_client):
    """A read answers "" for a URL or a continent the owner left blank: the document says so
    (they were declared a uri and an enum without "")."""
    schemas = _schema(owner_client)["components"]["schemas"]

    for component, field in (
        ("ProjectRead", "website"),
        ("ProjectRead", "demoUrl"),
        ("MediaItemRead", "url"),
    ):
        assert {"type": "string", "maxLength": 0} in schemas[component]["properties"][field][
            "oneOf"
        ], (component, field)
    continent = schemas["TravelStoryRead"]["properties"]["continent"]["oneOf"]
    assert {"$ref": "#/components/schemas/BlankEnum"} in continent
    assert schemas["BlankEnum"]["enum"] == [""]
