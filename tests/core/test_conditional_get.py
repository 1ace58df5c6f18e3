"""Conditional GET and the visitor response cache of the public read endpoints
(apps/core/http_cache.py): ETags, 304s without SQL, cached lists, and invalidation by every write
path, so an edit is never served stale and the owner's and visitors' answers never mix."""

from pathlib import Path

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.blog.models import BlogPost
from apps.blog.services import post_update
from apps.core import http_cache
from apps.testimonials.services import testimonial_approve as approve
from tests.blog.factories import BlogPostFactory, admin_change
from tests.gallery import pictures
from tests.gallery.factories import GalleryItemFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

BLOG = "/api/blog-posts"

# (list path, factory of a public row, whether the detail path exists)
ENDPOINTS = [
    ("/api/blog-posts", BlogPostFactory, True),
    ("/api/gcse-journal", GcseJournalEntryFactory, True),
    ("/api/travel-stories", TravelStoryFactory, True),
    ("/api/media-items", MediaItemFactory, True),
    ("/api/achievements", AchievementFactory, True),
    ("/api/projects", ProjectFactory, True),
    ("/api/memes", MemeFactory, True),
    ("/api/gallery-items", GalleryItemFactory, True),
    ("/api/testimonials", ApprovedTestimonialFactory, False),
]


def _paths() -> list:
    params = []
    for url, factory, has_detail in ENDPOINTS:
        params.append(pytest.param(url, factory, False, id=url))
        if has_detail:
            params.append(pytest.param(url, factory, True, id=f"{url}/id"))
    return params


def _sql(client, path: str, **headers):
    """(response, number of SQL queries) of one GET."""
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path, headers=headers)
    return response, len(queries.captured_queries)


@pytest.mark.parametrize(("url", "factory", "detail"), _paths())
def test_every_public_read_has_an_etag_and_a_free_304(api_client, url, factory, detail):
    row = factory()
    path = f"{url}/{row.id}" if detail else url

    first = api_client.get(path)
    again, queries = _sql(api_client, path, if_none_match=first["ETag"])

    assert first.status_code == 200
    assert first["ETag"].startswith('"')
    assert "no-cache" in first["Cache-Control"]
    assert "Authorization" in first["Vary"]
    assert again.status_code == 304
    assert again.content == b""
    assert again["ETag"] == first["ETag"]
    assert queries == 0


@pytest.mark.parametrize(("url", "factory", "detail"), _paths())
def test_a_visitors_second_read_comes_from_the_cache(api_client, url, factory, detail):
    row = factory()
    path = f"{url}/{row.id}" if detail else url

    first = api_client.get(path)
    second, queries = _sql(api_client, path)

    assert queries == 0
    assert second.status_code == 200
    assert second.content == first.content
    assert second["ETag"] == first["ETag"]
    assert second["Content-Type"] == "application/json"


@pytest.mark.parametrize(("url", "factory", "detail"), _paths())
def test_the_owner_gets_etags_of_their_own(api_client, owner_client, url, factory, detail):
    row = factory()
    path = f"{url}/{row.id}" if detail else url

    visitor = api_client.get(path)
    owner = owner_client.get(path)
    again = owner_client.get(path, headers={"if-none-match": owner["ETag"]})
    crossed = owner_client.get(path, headers={"if-none-match": visitor["ETag"]})

    assert owner.status_code == 200
    assert owner["ETag"] != visitor["ETag"]
    assert owner["Cache-Control"] == "private, no-cache"
    assert again.status_code == 304
    assert crossed.status_code == 200


def test_a_stale_etag_gets_the_full_body(api_client):
    BlogPostFactory()

    response = api_client.get(BLOG, headers={"if-none-match": '"not-the-current-one"'})

    assert response.status_code == 200
    assert len(response.json()) == 1


def test_an_error_is_neither_cached_nor_tagged(api_client):
    first = api_client.get(f"{BLOG}/no-such-post")
    BlogPostFactory(slug="no-such-post")
    http_cache.content_changed(BlogPost)  # what the services do after a write

    second = api_client.get(f"{BLOG}/no-such-post")

    assert first.status_code == 404
    assert "ETag" not in first
    assert second.status_code == 200


def _etag_and_titles(client, path: str = BLOG):
    response = client.get(path)
    assert response.status_code == 200
    return response["ETag"], [post["title"] for post in response.json()]


def _assert_retitling_changes_the_etag(client, retitle) -> None:
    """A published post titled "Before", `retitle(post)` making it "After": the list's ETag
    changes and the list says "After"."""
    post = BlogPostFactory(title="Before")
    etag, _ = _etag_and_titles(client)

    retitle(post)

    new_etag, titles = _etag_and_titles(client)
    assert new_etag != etag
    assert titles == ["After"]


def test_an_edit_through_the_api_is_never_served_stale(api_client, owner_client):
    post = BlogPostFactory(title="Before")
    etag, titles = _etag_and_titles(api_client)

    response = owner_client.put(f"{BLOG}/{post.id}", {"title": "After"}, format="json")
    new_etag, new_titles = _etag_and_titles(api_client)
    revalidated = api_client.get(BLOG, headers={"if-none-match": etag})

    assert response.status_code == 200
    assert titles == ["Before"]
    assert new_titles == ["After"]
    assert new_etag != etag
    assert revalidated.status_code == 200
    assert revalidated.json()[0]["title"] == "After"


def test_an_edit_shows_in_the_cached_detail_at_once(api_client, owner_client):
    post = BlogPostFactory(title="Before")
    path = f"{BLOG}/{post.slug}"
    assert api_client.get(path).json()["title"] == "Before"

    owner_client.patch(path, {"title": "After"}, format="json")

    assert api_client.get(path).json()["title"] == "After"


def test_creating_and_deleting_through_the_api_change_the_list(api_client, owner_client):
    assert api_client.get(BLOG).json() == []
    created = owner_client.post(
        BLOG,
        {"title": "New", "excerpt": "E", "content": "<p>C</p>", "isPublished": True},
        format="json",
    ).json()
    assert [post["title"] for post in api_client.get(BLOG).json()] == ["New"]

    owner_client.delete(f"{BLOG}/{created['id']}")

    assert api_client.get(BLOG).json() == []


def test_an_edit_through_the_service_changes_the_etag(api_client):
    _assert_retitling_changes_the_etag(
        api_client, lambda post: post_update(instance=post, data={"title": "After"})
    )


def test_the_version_bumps_again_when_the_write_commits(django_capture_on_commit_callbacks):
    post = BlogPostFactory()
    before = http_cache.content_version("blog.blogpost")

    with django_capture_on_commit_callbacks(execute=True):
        post_update(instance=post, data={"title": "After"})
        during = http_cache.content_version("blog.blogpost")

    after = http_cache.content_version("blog.blogpost")
    assert len({before, during, after}) == 3


def test_an_edit_in_django_admin_changes_the_etag(api_client, owner_browser):
    def retitle_in_django_admin(post):
        response = admin_change(owner_browser, post, title="After")
        assert response.status_code == 302, response.content

    _assert_retitling_changes_the_etag(api_client, retitle_in_django_admin)


def test_a_delete_in_django_admin_changes_the_list(api_client, owner_browser):
    post = BlogPostFactory()
    assert len(api_client.get(BLOG).json()) == 1

    response = owner_browser.post(f"/django-admin/blog/blogpost/{post.id}/delete/", {"post": "yes"})

    assert response.status_code == 302
    assert api_client.get(BLOG).json() == []


@pytest.mark.parametrize(("action", "published_before"), [("publish", False), ("unpublish", True)])
def test_bulk_publish_actions_change_what_visitors_see(
    api_client, owner_browser, action, published_before
):
    post = BlogPostFactory(is_published=published_before)
    etag, titles = _etag_and_titles(api_client)

    response = owner_browser.post(
        "/django-admin/blog/blogpost/",
        {"action": f"{action}_selected", "_selected_action": [str(post.id)]},
    )

    assert response.status_code == 302
    new_etag, new_titles = _etag_and_titles(api_client)
    assert new_etag != etag
    assert bool(titles) is published_before
    assert bool(new_titles) is not published_before


def test_a_draft_never_reaches_the_visitor_cache(api_client, owner_client):
    BlogPostFactory(title="Published")
    BlogPostFactory(title="Draft", is_published=False)

    owner_titles = [post["title"] for post in owner_client.get(BLOG).json()]
    visitor = api_client.get(BLOG)
    owner_again = [post["title"] for post in owner_client.get(BLOG).json()]
    visitor_again = api_client.get(BLOG)  # from the cache

    assert sorted(owner_titles) == ["Draft", "Published"]
    assert [post["title"] for post in visitor.json()] == ["Published"]
    assert sorted(owner_again) == ["Draft", "Published"]
    assert [post["title"] for post in visitor_again.json()] == ["Published"]
    assert api_client.get(f"{BLOG}/{BlogPost.objects.get(title='Draft').slug}").status_code == 404


def test_an_evicted_version_never_serves_an_old_body(api_client):
    def retitle_unseen_and_evict_the_version(post):
        BlogPost.objects.filter(id=post.id).update(title="After")  # a write no service saw
        cache.delete("content-version:blog.blogpost")  # ... and the version key evicted

    _assert_retitling_changes_the_etag(api_client, retitle_unseen_and_evict_the_version)


def test_approving_a_testimonial_changes_the_public_list(api_client):
    pending = TestimonialFactory()
    first = api_client.get("/api/testimonials")

    approve(testimonial=pending)
    second = api_client.get("/api/testimonials", headers={"if-none-match": first["ETag"]})

    assert first.json() == []
    assert second.status_code == 200
    assert len(second.json()) == 1


def test_the_query_string_is_part_of_the_etag(api_client):
    MediaItemFactory()

    every = api_client.get("/api/media-items")
    videos = api_client.get("/api/media-items?type=video")

    assert every["ETag"] != videos["ETag"]


@pytest.mark.parametrize(("url", "factory", "has_detail"), ENDPOINTS[:-1])  # not testimonials
def test_unpublishing_in_django_admin_hides_the_row_from_every_cached_list(
    api_client, owner_browser, url, factory, has_detail
):
    row = factory()
    assert len(api_client.get(url).json()) == 1  # now cached
    meta = factory._meta.model._meta

    response = owner_browser.post(
        f"/django-admin/{meta.app_label}/{meta.model_name}/",
        {"action": "unpublish_selected", "_selected_action": [str(row.id)]},
    )

    assert response.status_code == 302
    assert api_client.get(url).json() == []


def test_an_upload_shows_in_the_cached_gallery_at_once(
    api_client, owner_client, settings, tmp_path
):
    settings.MEDIA_ROOT = str(tmp_path / "media")
    assert api_client.get("/api/gallery-items").json() == []

    response = pictures.post_upload(owner_client, pictures.jpeg(), title="New photo")

    assert response.status_code == 201, response.content
    assert [item["title"] for item in api_client.get("/api/gallery-items").json()] == ["New photo"]


def _release_id_with(monkeypatch, tmp_path, app_label, relative, extra) -> str:
    """The release id when one file of app `app_label` (its path `relative`) gains `extra`."""
    from django.apps import apps as registry

    config = registry.get_app_config(app_label)
    fake = tmp_path / app_label
    for source in Path(config.path).rglob("*"):
        if source.is_file() and "__pycache__" not in source.parts:
            target = fake / source.relative_to(config.path)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(source.read_bytes())
    (fake / relative).write_text((fake / relative).read_text() + extra)
    monkeypatch.setattr(config, "path", str(fake))
    http_cache.release_id.cache_clear()
    try:
        return http_cache.release_id()
    finally:
        monkeypatch.undo()
        http_cache.release_id.cache_clear()


@pytest.mark.parametrize(
    ("app_label", "relative", "extra"),
    [
        ("blog", "serializers.py", "\n# a new field\n"),
        ("pages", "head.py", "\n# a new head tag\n"),
        ("pages", "templates/pages/first_screen/blog-post.html", "\n{# a new line #}\n"),
    ],
)
def test_the_release_id_follows_the_code_and_templates(
    monkeypatch, tmp_path, app_label, relative, extra
):
    """A release that changes a serializer, a template or head.py must not answer 304 for, or
    serve, an older release's body: the id is derived from the code, never bumped by hand."""
    before = http_cache.release_id()

    assert _release_id_with(monkeypatch, tmp_path, app_label, relative, extra) != before
    assert http_cache.release_id() == before


def test_the_release_id_follows_the_bundle(settings, tmp_path):
    """A new bundle (its stats name new files) is a new release even when no Python changed."""
    settings.FRONTEND_BUILD_DIR = tmp_path
    (tmp_path / "webpack-stats.json").write_text('{"chunks": {"main": ["main.1.js"]}}')
    http_cache.release_id.cache_clear()
    try:
        first = http_cache.release_id()
        (tmp_path / "webpack-stats.json").write_text('{"chunks": {"main": ["main.2.js"]}}')
        http_cache.release_id.cache_clear()
        assert http_cache.release_id() != first
    finally:
        http_cache.release_id.cache_clear()


def test_a_release_id_from_the_environment_names_the_release(settings, api_client):
    """RELEASE_ID (a deploy's commit, say) is the id when set: each deploy changes every ETag."""
    http_cache.release_id.cache_clear()
    try:
        settings.RELEASE_ID = "deploy-41"
        http_cache.release_id.cache_clear()
        assert http_cache.release_id() == "deploy-41"
        etag = api_client.get("/api/blog-posts")["ETag"]
        settings.RELEASE_ID = "deploy-42"
        http_cache.release_id.cache_clear()
        assert api_client.get("/api/blog-posts", HTTP_IF_NONE_MATCH=etag).status_code == 200
    finally:
        http_cache.release_id.cache_clear()
