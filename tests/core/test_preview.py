"""POST /api/preview: the owner's editor gets a text drawn by the renderer the pages use, so the
preview never disagrees with the page; bounded, throttled, owner-only, and it stores nothing."""

import pytest
from rest_framework.throttling import ScopedRateThrottle

from apps.blog.models import BlogPost
from apps.core.rich_text import render
from tests.blog.factories import BlogPostFactory

pytestmark = pytest.mark.django_db

URL = "/api/preview"
SOURCE = (
    "## Tides\n\nThe **Moon** pulls the sea.\nTwice a day.\n\n- spring\n- neap\n\n"
    "[NOAA](https://oceanservice.noaa.gov/) and a note[^1].\n\n[^1]: Roughly.\n\n"
    "<script>alert(1)</script>"
)


def test_the_owner_gets_the_text_as_a_page_draws_it(owner_client):
    response = owner_client.post(
        URL, {"content": SOURCE, "contentFormat": "markdown"}, format="json"
    )

    assert response.status_code == 200
    assert response.json() == {"html": render(SOURCE, "markdown")}
    assert "<h2>Tides</h2>" in response.json()["html"]
    assert "&lt;script&gt;" in response.json()["html"]


def test_markdown_is_the_format_unless_another_is_named(owner_client):
    markdown = owner_client.post(URL, {"content": "*a*"}, format="json").json()
    html = owner_client.post(
        URL, {"content": "<p>*a*</p><b onclick=x>b</b>", "contentFormat": "HTML"}, format="json"
    )
    plain = owner_client.post(
        URL, {"content": "<b>a</b>\nb", "contentFormat": "plain"}, format="json"
    )

    assert markdown == {"html": "<p><em>a</em></p>\n"}
    assert html.json() == {"html": "<p>*a*</p><b>b</b>"}
    assert plain.json() == {"html": "&lt;b&gt;a&lt;/b&gt;\nb"}


def test_empty_text_is_an_empty_preview(owner_client):
    assert owner_client.post(URL, {"content": ""}, format="json").json() == {"html": ""}


def test_the_preview_is_the_saved_posts_body_on_its_page(owner_client, client):
    preview = owner_client.post(URL, {"content": SOURCE}, format="json").json()["html"]

    created = owner_client.post(
        "/api/blog-posts",
        {"title": "Tides", "excerpt": "The Moon.", "content": SOURCE, "isPublished": True},
        format="json",
    ).json()
    page = client.get(f"/blog/{created['slug']}").content.decode()

    assert created["content"] == preview
    assert client.get(f"/api/blog-posts/{created['slug']}").json()["content"] == preview
    assert preview in page  # the server-drawn first screen shows the same body


def test_visitors_and_other_accounts_are_refused(not_the_owner):
    client, status = not_the_owner

    response = client.post(URL, {"content": "*a*"}, format="json")

    assert response.status_code == status
    assert "html" not in response.json()


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"content": "x" * 100_001}, {"content": ["Content must be at most 100,000 characters"]}),
        ({}, {"content": ["Content is required"]}),
        ({"content": None}, {"content": ["Content is required"]}),
        ({"content": ["a"]}, {"content": ["Content must be text"]}),
        (
            {"content": "a", "contentFormat": "rtf"},
            {"contentFormat": ["Content format must be markdown, html or plain"]},
        ),
        (
            {"content": "a", "contentFormat": ""},
            {"contentFormat": ["Content format must be markdown, html or plain"]},
        ),
    ],
)
def test_bad_input_is_a_400_saying_why(owner_client, body, errors):
    response = owner_client.post(URL, body, format="json")

    assert response.status_code == 400
    assert response.json() == errors


def test_the_longest_text_a_post_takes_is_previewed(owner_client):
    response = owner_client.post(URL, {"content": "x" * 100_000}, format="json")

    assert response.status_code == 200


def test_a_body_that_is_not_json_is_a_400(owner_client):
    response = owner_client.post(URL, "{not json", content_type="application/json")

    assert response.status_code == 400


def test_a_preview_stores_nothing(owner_client):
    post = BlogPostFactory(content="<p>Stored</p>")
    before = list(BlogPost.all_objects.values())

    owner_client.post(URL, {"content": "# Changed"}, format="json")

    assert list(BlogPost.all_objects.values()) == before
    post.refresh_from_db()
    assert post.content_html == "<p>Stored</p>"


def test_previews_are_throttled(owner_client, monkeypatch):
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"preview": "3/minute"})

    answers = [
        owner_client.post(URL, {"content": "a"}, format="json").status_code for _ in range(4)
    ]

    assert answers == [200, 200, 200, 429]


def test_the_rate_lets_a_writer_preview_every_half_second():
    from django.conf import settings

    rate = settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["preview"]
    assert rate == "120/minute"
