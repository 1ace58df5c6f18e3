"""Cache invalidation follows the data: every save and delete of a content row changes its
content version, whoever writes it (a service, Django admin, a command, the shell), so no write
path can forget it (apps/core/http_cache.py, announce_changes_of in each app's ready())."""

import pytest
from django.apps import apps
from django.db.models.signals import post_delete, post_save

from apps.blog.models import BlogPost
from apps.core import http_cache
from apps.core.models import SiteProfile
from tests.blog.factories import BlogPostFactory
from tests.content_types import PUBLISHABLE_MODELS

pytestmark = pytest.mark.django_db

CONTENT_MODELS = [model._meta.label for model in PUBLISHABLE_MODELS] + ["core.SiteProfile"]


def _version(model) -> str:
    return http_cache.content_version(http_cache.resource_of(model))


@pytest.mark.parametrize("label", CONTENT_MODELS)
def test_every_content_model_announces_its_saves_and_deletes(label):
    model = apps.get_model(label)

    assert post_save.has_listeners(model)
    assert post_delete.has_listeners(model)


def test_a_save_from_the_shell_changes_the_version():
    before = _version(BlogPost)

    post = BlogPostFactory()  # a plain Model.save(), no service

    after_save = _version(BlogPost)
    post.delete()
    assert before != after_save != _version(BlogPost)


def test_a_save_in_django_admin_changes_the_version(owner_browser):
    post = BlogPostFactory(title="Before")
    before = _version(BlogPost)

    owner_browser.post(f"/django-admin/blog/blogpost/{post.id}/delete/", {"post": "yes"})

    assert not BlogPost.objects.filter(pk=post.pk).exists()
    assert _version(BlogPost) != before


def test_pages_change_with_the_site_profile():
    before = http_cache.content_version(http_cache.ANY_CONTENT)

    SiteProfile.objects.update_or_create(pk=1, defaults={"name": "A", "tagline": "B"})

    assert http_cache.content_version(http_cache.ANY_CONTENT) != before
