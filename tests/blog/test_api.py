"""/api/blog-posts: visibility, owner-only writes, validation, sanitising and query counts."""

import uuid
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.core.validators import IMAGE_URL_MESSAGE
from tests.blog.factories import BlogPostFactory
from tests.helpers import count_queries

pytestmark = pytest.mark.django_db

URL = "/api/blog-posts"

VALID = {
    "title": "Why the Sky Is Blue",
    "excerpt": "Rayleigh scattering, explained for a Year 10 physics class.",
    "content": "<p>Light is scattered.</p>\nShorter wavelengths scatter more.",
    "categories": ["Science", "  Physics  ", ""],
    "readTime": 7,
    "isPublished": True,
    "imageUrl": "/static/demo/sky.jpg",
    "imageAlt": "A clear blue sky",
}


# --- reading -------------------------------------------------------------------------------


def test_visitor_list_has_published_posts_only_newest_first(api_client):
    old = BlogPostFactory(published_at=timezone.now() - timedelta(days=2))
    new = BlogPostFactory(published_at=timezone.now() - timedelta(days=1))
    BlogPostFactory(is_published=False)

    response = api_client.get(URL)

    assert response.status_code == 200
    assert [p["id"] for p in response.json()] == [str(new.id), str(old.id)]


def test_list_items_carry_the_specification_fields_in_camel_case(api_client):
    BlogPostFactory(categories=["travel"], image_url="/static/x.jpg", image_alt="x")

    item = api_client.get(URL).json()[0]

    assert set(item) == {
        "id",
        "slug",
        "title",
        "excerpt",
        "content",
        "categories",
        "publishedAt",
        "readTime",
        "isPublished",
        "imageUrl",
        "imageAlt",
        "updatedAt",
    }


def test_owner_list_includes_drafts(owner_client):
    BlogPostFactory()
    draft = BlogPostFactory(is_published=False)

    ids = [p["id"] for p in owner_client.get(URL).json()]

    assert str(draft.id) in ids
    assert len(ids) == 2


@pytest.mark.parametrize("key", ["id", "slug"])
def test_a_published_post_is_readable_by_id_or_slug(api_client, key):
    post = BlogPostFactory(slug="why-the-sky-is-blue")

    response = api_client.get(f"{URL}/{getattr(post, key)}")

    assert response.status_code == 200
    assert response.json()["title"] == post.title


@pytest.mark.parametrize("key", ["id", "slug"])
def test_visitor_cannot_read_a_draft_by_id_or_slug(api_client, key):
    draft = BlogPostFactory(is_published=False)

    response = api_client.get(f"{URL}/{getattr(draft, key)}")

    assert response.status_code == 404
    assert response.json() == {"detail": "Not found."}


def test_owner_can_read_a_draft(owner_client):
    draft = BlogPostFactory(is_published=False)

    assert owner_client.get(f"{URL}/{draft.slug}").status_code == 200


@pytest.mark.parametrize(
    "value", ["no-such-post", "4b0f5a4e-0000-4000-8000-000000000000", "%20", "a" * 300]
)
def test_unknown_post_is_404(api_client, value):
    assert api_client.get(f"{URL}/{value}").status_code == 404


def test_trailing_slash_is_accepted(api_client):
    post = BlogPostFactory()

    assert api_client.get(URL + "/").status_code == 200
    assert api_client.get(f"{URL}/{post.slug}/").status_code == 200


@pytest.mark.parametrize("client_name", ["api_client", "owner_client"])
def test_list_runs_a_constant_number_of_queries(request, client_name):
    client = request.getfixturevalue(client_name)
    BlogPostFactory()
    one = count_queries(client, URL)
    BlogPostFactory.create_batch(49)

    fifty = count_queries(client, URL)

    assert fifty == one
    assert fifty <= 3


def test_detail_runs_at_most_two_queries(api_client):
    post = BlogPostFactory()

    assert count_queries(api_client, f"{URL}/{post.slug}") <= 2


# --- writing -------------------------------------------------------------------------------


def test_owner_creates_a_post(owner_client):
    response = owner_client.post(URL, VALID, format="json")

    assert response.status_code == 201
    body = response.json()
    post = BlogPost.objects.get(id=body["id"])
    assert body["slug"] == post.slug == "why-the-sky-is-blue"
    assert post.categories == ["Science", "Physics"]
    assert post.read_time == 7
    assert post.is_published is True
    assert body["readTime"] == 7
    assert body["imageAlt"] == "A clear blue sky"


def test_defaults_are_draft_and_five_minutes(owner_client):
    payload = {k: VALID[k] for k in ("title", "excerpt", "content")}

    body = owner_client.post(URL, payload, format="json").json()

    assert body["isPublished"] is False
    assert body["readTime"] == 5
    assert body["categories"] == []
    assert body["imageUrl"] == ""


def test_same_title_gets_a_distinct_slug(owner_client):
    first = owner_client.post(URL, VALID, format="json").json()
    second = owner_client.post(URL, VALID, format="json").json()

    assert first["slug"] == "why-the-sky-is-blue"
    assert second["slug"] == "why-the-sky-is-blue-2"


def test_title_without_letters_still_gets_a_slug(owner_client):
    body = owner_client.post(URL, {**VALID, "title": "🚀🚀"}, format="json").json()

    assert body["slug"] == "post"


def test_server_set_and_unknown_fields_are_ignored(owner_client):
    forged_id = str(uuid.uuid4())
    payload = {
        **VALID,
        "id": forged_id,
        "slug": "forged",
        "publishedAt": "2001-01-01T00:00:00Z",
        "createdAt": "2001-01-01T00:00:00Z",
        "isAdmin": True,
    }

    body = owner_client.post(URL, payload, format="json").json()

    post = BlogPost.objects.get()
    assert str(post.id) == body["id"] != forged_id
    assert post.slug == "why-the-sky-is-blue"
    assert post.published_at.year == timezone.now().year


def test_content_is_sanitised_on_save(owner_client):
    dirty = (
        '<p onclick="steal()">Hi<script>alert(1)</script></p>'
        '<a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a>'
        '<img src="data:image/png;base64,AAAA" onerror="alert(1)"><img src="/media/a.webp">'
        '<img src="https://tracker.example/pixel.gif">'
        "<iframe src='https://evil.example'></iframe><style>body{}</style>"
        '<a href="mailto:me@example.com">mail</a>\nsecond line'
    )

    owner_client.post(URL, {**VALID, "content": dirty}, format="json")

    content = BlogPost.objects.get().content
    for forbidden in ("<script", "onclick", "onerror", "javascript:", "data:", "<iframe", "<style"):
        assert forbidden not in content
    assert '<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>' in content
    assert '<img src="/media/a.webp">' in content
    assert "tracker.example" not in content
    assert 'href="mailto:me@example.com"' in content
    assert "\nsecond line" in content


def test_owner_updates_with_put_changing_only_what_is_sent(owner_client):
    post = BlogPostFactory(title="Old", excerpt="Keep me", slug="old")

    response = owner_client.put(f"{URL}/{post.id}", {"title": "New title"}, format="json")

    assert response.status_code == 200
    post.refresh_from_db()
    assert post.title == "New title"
    assert post.excerpt == "Keep me"
    assert post.slug == "old"  # links already shared keep working


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


def test_owner_can_update_by_slug_and_patch(owner_client):
    post = BlogPostFactory()

    response = owner_client.patch(f"{URL}/{post.slug}", {"readTime": 12}, format="json")

    assert response.status_code == 200
    assert response.json()["readTime"] == 12


def test_owner_deletes_a_post(owner_client):
    post = BlogPostFactory()

    response = owner_client.delete(f"{URL}/{post.id}")

    assert response.status_code == 204
    assert not BlogPost.objects.exists()


# --- who may write -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("client_name", "status"), [("api_client", 401), ("other_user_client", 403)]
)
def test_only_the_owner_may_write(request, client_name, status):
    client = request.getfixturevalue(client_name)
    post = BlogPostFactory(title="Untouched")

    assert client.post(URL, VALID, format="json").status_code == status
    assert client.put(f"{URL}/{post.id}", {"title": "x"}, format="json").status_code == status
    assert client.patch(f"{URL}/{post.id}", {"title": "x"}, format="json").status_code == status
    assert client.delete(f"{URL}/{post.id}").status_code == status
    post.refresh_from_db()
    assert post.title == "Untouched"
    assert BlogPost.objects.count() == 1


def test_anonymous_write_answers_with_a_detail(api_client):
    response = api_client.post(URL, VALID, format="json")

    assert response.json() == {"detail": "Authentication credentials were not provided."}


# --- bad input -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("excerpt", "   ", "Excerpt is required"),
        ("content", "", "Content is required"),
        ("readTime", "soon", "Read time must be a whole number of minutes"),
        ("readTime", 0, "Read time must be at least 1 minute"),
        ("readTime", -3, "Read time must be at least 1 minute"),
        ("readTime", 601, "Read time must be at most 600 minutes"),
        ("readTime", 2.5, "Read time must be a whole number of minutes"),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("excerpt", "x" * 1001, "Ensure this field has no more than 1000 characters."),
        ("imageUrl", "javascript:alert(1)", IMAGE_URL_MESSAGE),
        ("imageUrl", "//evil.example/x.png", IMAGE_URL_MESSAGE),
        ("imageUrl", "https://tracker.example/pixel.gif", IMAGE_URL_MESSAGE),
        ("imageUrl", "/media/../settings.py", IMAGE_URL_MESSAGE),
        ("isPublished", "maybe", "Must be a valid boolean."),
        ("title", "a\x00b", "Null characters are not allowed."),
    ],
)
def test_invalid_fields_are_400_with_a_message_and_store_nothing(
    owner_client, field, value, message
):
    response = owner_client.post(URL, {**VALID, field: value}, format="json")

    assert response.status_code == 400
    assert response.json()[field] == [message]
    assert not BlogPost.objects.exists()


@pytest.mark.parametrize(
    "categories",
    ["science", [["nested"]], [{"a": 1}], ["x" * 41], [f"c{i}" for i in range(13)]],
)
def test_bad_categories_are_400(owner_client, categories):
    response = owner_client.post(URL, {**VALID, "categories": categories}, format="json")

    assert response.status_code == 400
    assert "categories" in response.json()
    assert not BlogPost.objects.exists()


def test_huge_content_is_refused(owner_client):
    response = owner_client.post(URL, {**VALID, "content": "x" * 100_001}, format="json")

    assert response.status_code == 400
    assert not BlogPost.objects.exists()


@pytest.mark.parametrize("body", ["not json", "[]", '{"title": ', "null", '"string"'])
def test_malformed_bodies_are_400(owner_client, body):
    response = owner_client.generic("POST", URL, body, content_type="application/json")

    assert response.status_code == 400
    assert not BlogPost.objects.exists()


def test_invalid_update_changes_nothing(owner_client):
    post = BlogPostFactory(title="Keep")

    response = owner_client.put(f"{URL}/{post.id}", {"title": "", "readTime": 3}, format="json")

    assert response.status_code == 400
    post.refresh_from_db()
    assert (post.title, post.read_time) == ("Keep", 5)


def test_form_encoded_bodies_are_refused(owner_client):
    response = owner_client.post(URL, {"title": "x"})  # multipart, not JSON

    assert response.status_code == 415
