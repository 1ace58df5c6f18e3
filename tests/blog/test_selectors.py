"""Who sees which blog posts, and in what order (apps/blog/selectors.py)."""

import uuid
from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.blog.selectors import post_get, post_list
from apps.blog.services import post_delete
from tests.accounts.factories import UserFactory
from tests.blog.factories import BlogPostFactory

pytestmark = pytest.mark.django_db

NOW = timezone.now()


@pytest.fixture(params=["anonymous", "signed-in non-owner", "no user"])
def visitor(request):
    return {
        "anonymous": AnonymousUser,
        "signed-in non-owner": UserFactory,
        "no user": lambda: None,
    }[request.param]()


def _created(post: BlogPost, minutes_ago: int) -> BlogPost:
    BlogPost.all_objects.filter(pk=post.pk).update(created_at=NOW - timedelta(minutes=minutes_ago))
    return post


def test_visitor_cannot_see_draft_posts(visitor):
    published = BlogPostFactory(is_published=True)
    BlogPostFactory(is_published=False)

    assert list(post_list(viewer=visitor)) == [published]


def test_owner_sees_drafts_too(owner):
    published = BlogPostFactory(is_published=True)
    draft = BlogPostFactory(is_published=False)

    assert set(post_list(viewer=owner)) == {published, draft}


def test_posts_are_newest_published_first_then_newest_created(owner):
    day = NOW - timedelta(days=1)
    oldest = BlogPostFactory(published_at=NOW - timedelta(days=5))
    same_day_older = _created(BlogPostFactory(published_at=day), minutes_ago=10)
    same_day_newer = _created(BlogPostFactory(published_at=day), minutes_ago=1)
    newest_draft = BlogPostFactory(published_at=NOW, is_published=False)

    assert list(post_list(viewer=owner)) == [newest_draft, same_day_newer, same_day_older, oldest]
    assert list(post_list(viewer=AnonymousUser())) == [same_day_newer, same_day_older, oldest]


def test_a_deleted_post_is_in_nobodys_list(owner):
    post = BlogPostFactory()

    post_delete(instance=post)

    assert list(post_list(viewer=owner)) == []
    assert list(post_list(viewer=AnonymousUser())) == []


def test_get_finds_a_published_post_by_id_and_by_slug(visitor):
    post = BlogPostFactory(slug="my-first-post")

    assert post_get(viewer=visitor, id_or_slug=str(post.id)) == post
    assert post_get(viewer=visitor, id_or_slug="my-first-post") == post


def test_visitor_cannot_get_a_draft_by_id_or_slug(visitor):
    draft = BlogPostFactory(is_published=False, slug="secret-draft")

    for key in (str(draft.id), "secret-draft"):
        with pytest.raises(Http404):
            post_get(viewer=visitor, id_or_slug=key)


def test_owner_gets_a_draft_by_id_and_by_slug(owner):
    draft = BlogPostFactory(is_published=False, slug="secret-draft")

    assert post_get(viewer=owner, id_or_slug=str(draft.id)) == draft
    assert post_get(viewer=owner, id_or_slug="secret-draft") == draft


@pytest.mark.parametrize("key", [str(uuid.uuid4()), "no-such-post", ""])
def test_an_unknown_key_is_404_even_for_the_owner(owner, key):
    BlogPostFactory()

    with pytest.raises(Http404):
        post_get(viewer=owner, id_or_slug=key)


def test_a_deleted_post_is_404_even_for_the_owner(owner):
    post = BlogPostFactory(slug="gone")
    post_delete(instance=post)

    with pytest.raises(Http404):
        post_get(viewer=owner, id_or_slug="gone")
    with pytest.raises(Http404):
        post_get(viewer=owner, id_or_slug=str(post.id))
