"""Deleting a blog post stays one click, with an 'Undo': the post vanishes for everyone at once,
can be restored for a minute, and is then deleted for good."""

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.blog.services import post_create
from tests.blog.factories import BlogPostFactory
from tests.pages.html import sitemap_text

pytestmark = pytest.mark.django_db

URL = "/api/blog-posts"


def _age_deletion(post, seconds):
    BlogPost.all_objects.filter(pk=post.pk).update(
        deleted_at=timezone.now() - timedelta(seconds=seconds)
    )


def test_a_deleted_post_disappears_for_visitors_and_the_owner_at_once(api_client, owner_client):
    post = BlogPostFactory(title="Going away", slug="going-away")
    api_client.get(URL)  # a visitor's cached copy must not outlive the delete

    assert owner_client.delete(f"{URL}/{post.id}").status_code == 204

    assert api_client.get(URL).json() == []
    assert owner_client.get(URL).json() == []
    assert api_client.get(f"{URL}/going-away").status_code == 404
    assert api_client.get("/blog/going-away").status_code == 404
    assert "going-away" not in sitemap_text(api_client)
    assert b"Going away" not in api_client.get("/blog/feed.xml").content


def test_undo_within_the_window_brings_the_post_back_unchanged(api_client, owner_client):
    post = BlogPostFactory(title="Keep me", slug="keep-me")
    owner_client.delete(f"{URL}/{post.id}")

    response = owner_client.post(f"{URL}/{post.id}/restore")

    assert response.status_code == 200
    assert response.json()["slug"] == "keep-me"
    assert [p["id"] for p in api_client.get(URL).json()] == [str(post.id)]
    assert api_client.get("/blog/keep-me").status_code == 200


def test_undo_after_the_window_is_refused_and_the_post_is_gone_for_good(owner_client, settings):
    post = BlogPostFactory()
    owner_client.delete(f"{URL}/{post.id}")
    _age_deletion(post, settings.BLOG_UNDO_SECONDS + 1)

    response = owner_client.post(f"{URL}/{post.id}/restore")

    assert response.status_code == 404
    assert response.json() == {"detail": "This post can no longer be restored."}
    call_command("purge_expired", verbosity=0)
    assert not BlogPost.all_objects.filter(pk=post.pk).exists()


def test_the_next_delete_finalises_older_deletions(owner_client, settings):
    old, new = BlogPostFactory(), BlogPostFactory()
    owner_client.delete(f"{URL}/{old.id}")
    _age_deletion(old, settings.BLOG_UNDO_SECONDS + 1)

    owner_client.delete(f"{URL}/{new.id}")

    assert not BlogPost.all_objects.filter(pk=old.pk).exists()
    assert BlogPost.all_objects.filter(pk=new.pk).exists()


@pytest.mark.parametrize("target", ["never-deleted", "not-a-uuid", "missing"])
def test_restore_refuses_what_was_never_deleted(owner_client, target):
    post = BlogPostFactory()
    path = {
        "never-deleted": f"{URL}/{post.id}/restore",
        "not-a-uuid": f"{URL}/nonsense/restore",
        "missing": f"{URL}/00000000-0000-0000-0000-000000000000/restore",
    }[target]

    assert owner_client.post(path).status_code == 404


def test_only_the_owner_may_restore(api_client, other_user_client, owner_client):
    post = BlogPostFactory()
    owner_client.delete(f"{URL}/{post.id}")

    assert api_client.post(f"{URL}/{post.id}/restore").status_code == 401
    assert other_user_client.post(f"{URL}/{post.id}/restore").status_code == 403
    assert BlogPost.all_objects.get(pk=post.pk).deleted_at is not None


def test_a_new_post_may_reuse_the_title_of_one_in_its_undo_window(owner_client):
    post = post_create(title="Same Title", excerpt="e", content="c")
    owner_client.delete(f"{URL}/{post.id}")

    again = post_create(title="Same Title", excerpt="e", content="c")

    assert again.slug == "same-title-2"
    assert owner_client.post(f"{URL}/{post.id}/restore").status_code == 200
