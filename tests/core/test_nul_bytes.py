"""NUL bytes anywhere in a request are a 400, never a database error (PostgreSQL refuses
them in text and jsonb, SQLite does not, so only a test on both proves it)."""

import pytest

pytestmark = pytest.mark.django_db

PATHS = [
    "/api/blog-posts/%00",
    "/api/projects/a%00b",
    "/api/gcse-journal/%00",
    "/api/travel-stories/x%00",
    "/api/media-items?type=%00",
    "/api/testimonials?status=%00",
]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("client_name", ["api_client", "owner_client"])
def test_a_nul_byte_in_the_path_or_query_is_400(request, client_name, path):
    response = request.getfixturevalue(client_name).get(path)

    assert response.status_code == 400
    assert response.json() == {"detail": "The request contains a NUL byte."}


@pytest.mark.parametrize("path", ["/blog/%00", "/travel/a%00", "/?q=%00"])
def test_pages_refuse_nul_bytes_too(client, path):
    assert client.get(path).status_code == 400


def test_a_nul_inside_a_nested_json_string_is_400(owner_client):
    entry = {
        "week": "Week 1",
        "subject": "maths",
        "topic": "Algebra",
        "content": "Notes",
        "links": [{"type": "other", "title": "a\\u0000b", "url": "https://example.com"}],
    }
    import json

    body = json.dumps(entry).replace("\\\\u0000", "\\u0000")
    response = owner_client.generic(
        "POST", "/api/gcse-journal", body, content_type="application/json"
    )

    assert response.status_code == 400


def test_the_site_keeps_working_after_a_nul_request(api_client):
    api_client.get("/api/blog-posts/%00")

    assert api_client.get("/api/blog-posts").status_code == 200
