"""/api/blog-posts: defaults, sanitising, categories and the date a published draft gets. Shared
behaviour: tests/test_content_contract.py, messages: tests/test_content_validation.py."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.blog.serializers import READ_TIME_NEEDED
from tests.blog.factories import VALID_POST, BlogPostFactory

pytestmark = pytest.mark.django_db

URL = "/api/blog-posts"


# --- writing -------------------------------------------------------------------------------


def test_defaults_are_draft_and_an_automatic_read_time(owner_client):
    payload = {k: VALID_POST[k] for k in ("title", "excerpt", "content")}

    body = owner_client.post(URL, payload, format="json").json()

    assert body["isPublished"] is False
    # Issue 15: a new post's read time is worked out from its text (9 words: 1 minute).
    assert (body["readTime"], body["readTimeAuto"]) == (1, True)
    assert body["categories"] == []
    assert body["imageUrl"] == ""


def test_content_is_sanitised_on_save(owner_client):
    dirty = (
        '<p onclick="steal()">Hi<script>alert(1)</script></p>'
        '<a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a>'
        '<img src="data:image/png;base64,AAAA" onerror="alert(1)"><img src="/media/a.webp">'
        '<img src="https://tracker.example/pixel.gif">'
        "<iframe src='https://evil.example'></iframe><style>body{}</style>"
        '<a href="mailto:me@example.com">mail</a>\nsecond line'
    )

    # The mailto: address is personal data: publishing it needs the owner's confirmation.
    payload = {**VALID_POST, "content": dirty, "contentFormat": "html", "confirmPersonalData": True}
    owner_client.post(URL, payload, format="json")

    content = BlogPost.objects.get().content
    for forbidden in ("<script", "onclick", "onerror", "javascript:", "data:", "<iframe", "<style"):
        assert forbidden not in content
    assert '<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>' in content
    assert '<img src="/media/a.webp">' in content
    assert "tracker.example" not in content
    assert 'href="mailto:me@example.com"' in content
    assert "\nsecond line" in content


def test_update_sanitises_content_too(owner_client):
    post = BlogPostFactory()

    owner_client.put(f"{URL}/{post.id}", {"content": "<script>x</script>ok"}, format="json")

    post.refresh_from_db()
    assert post.content == "ok"


def test_publishing_a_draft_dates_it_now(owner_client):
    long_ago = timezone.now() - timedelta(days=30)
    draft = BlogPostFactory(is_published=False, published_at=long_ago)

    owner_client.put(f"{URL}/{draft.id}", {"isPublished": True}, format="json")

    draft.refresh_from_db()
    assert draft.published_at > long_ago + timedelta(days=29)


# --- bad input -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "categories",
    ["science", [["nested"]], [{"a": 1}], ["x" * 41], [f"c{i}" for i in range(13)]],
)
def test_bad_categories_are_400(owner_client, categories):
    response = owner_client.post(URL, {**VALID_POST, "categories": categories}, format="json")

    assert response.status_code == 400
    assert "categories" in response.json()
    assert not BlogPost.objects.exists()


def test_a_new_post_without_an_automatic_read_time_needs_one(owner_client):
    """Issue 25: readTimeAuto false and no readTime was a 500 (KeyError). The owner said the
    read time is not to be worked out from the text, and gave none: say so on the field."""
    payload = {k: v for k, v in VALID_POST.items() if k != "readTime"}

    response = owner_client.post(URL, {**payload, "readTimeAuto": False}, format="json")

    assert response.status_code == 400, response.content
    assert response.json() == {"readTime": [READ_TIME_NEEDED]}
    assert not BlogPost.objects.exists()


def test_turning_the_automatic_read_time_off_keeps_the_posts_number(owner_client):
    post = BlogPostFactory(read_time=4, read_time_auto=True)

    response = owner_client.put(f"{URL}/{post.id}", {"readTimeAuto": False}, format="json")

    assert response.status_code == 200, response.content
    assert (response.json()["readTime"], response.json()["readTimeAuto"]) == (4, False)


def test_huge_content_is_refused(owner_client):
    response = owner_client.post(URL, {**VALID_POST, "content": "x" * 100_001}, format="json")

    assert response.status_code == 400
    assert not BlogPost.objects.exists()
