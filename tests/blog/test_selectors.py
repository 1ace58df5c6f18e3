"""Deleted blog posts (apps/blog/selectors.py): in nobody's list and 404 even for the owner. Who
sees which posts, and their order, are in tests/test_selector_contract.py."""

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from django.utils import timezone

from apps.blog.selectors import post_by_id, post_get, post_list
from apps.blog.services import post_delete
from tests.blog.factories import BlogPostFactory

pytestmark = pytest.mark.django_db

NOW = timezone.now()


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


def test_a_post_by_id_is_found_in_any_state_until_deleted():
    draft = BlogPostFactory(is_published=False)

    assert post_by_id(draft.id) == draft

    post_delete(instance=draft)
    assert post_by_id(draft.id) is None
