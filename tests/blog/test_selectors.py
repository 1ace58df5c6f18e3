"""Who sees which blog posts, and in what order (apps/blog/selectors.py)."""

from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.blog.selectors import post_get, post_list
from apps.blog.services import post_delete
from tests.blog.factories import BlogPostFactory

pytestmark = pytest.mark.django_db

NOW = timezone.now()


def _created(post: BlogPost, minutes_ago: int) -> BlogPost:
    BlogPost.all_objects.filter(pk=post.pk).update(created_at=NOW - timedelta(minutes=minutes_ago))
    return post


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


def test_a_deleted_post_is_404_even_for_the_owner(owner):
    post = BlogPostFactory(slug="gone")
    post_delete(instance=post)

    with pytest.raises(Http404):
        post_get(viewer=owner, id_or_slug="gone")
    with pytest.raises(Http404):
        post_get(viewer=owner, id_or_slug=str(post.id))
