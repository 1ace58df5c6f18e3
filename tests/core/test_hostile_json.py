"""Hostile JSON bodies get a 400, never a 500 (checked on one public and one owner endpoint)."""

import pytest

from apps.blog.models import BlogPost

pytestmark = pytest.mark.django_db

BODIES = [
    pytest.param('{"title": "\\ud800", "excerpt": "e", "content": "c"}', id="lone-surrogate"),
    pytest.param('{"title": {"\\udfff": 1}}', id="surrogate-key"),
    pytest.param("[" * 100_000 + "]" * 100_000, id="deeply-nested"),
    pytest.param('{"a": ' * 30 + "1" + "}" * 30, id="nested-30"),
    pytest.param('{"title": NaN, "excerpt": "e", "content": "c"}', id="nan"),
    pytest.param(b'{"title": "\xff\xfe", "excerpt": "e", "content": "c"}', id="invalid-utf8"),
    pytest.param('{"title": "a\\u0000b", "excerpt": "e", "content": "c"}', id="nul"),
]


@pytest.mark.parametrize("body", BODIES)
def test_owner_endpoint_refuses_hostile_json(owner_client, body):
    response = owner_client.generic(
        "POST", "/api/blog-posts", body, content_type="application/json"
    )

    assert response.status_code == 400
    assert not BlogPost.objects.exists()


@pytest.mark.parametrize("body", BODIES)
def test_public_endpoint_refuses_hostile_json(api_client, body):
    response = api_client.generic("POST", "/api/contact", body, content_type="application/json")

    assert response.status_code == 400


def test_a_body_over_the_size_limit_is_413_json(owner_client, settings):
    body = '{"title": "' + "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1) + '"}'

    response = owner_client.generic(
        "POST", "/api/blog-posts", body, content_type="application/json"
    )

    assert response.status_code == 413
    assert response.json() == {"detail": "The request is too large."}
