"""Migration search 0005: every stored long text is drawn again by today's renderer, so the API's
`content` (what React draws) loses what the renderer no longer writes."""

import importlib

import pytest
from django.apps import apps

from apps.blog.models import BlogPost
from apps.showcase.models import Project
from tests.blog.factories import BlogPostFactory
from tests.showcase.factories import ProjectFactory

pytestmark = pytest.mark.django_db

migration = importlib.import_module("apps.search.migrations.0005_long_texts_drawn_again")
OLD_REL = 'rel="noopener noreferrer nofollow"'


def test_stored_renderings_are_drawn_again_without_nofollow_inside_or_bare_pictures():
    post = BlogPostFactory(
        content_format="html",
        content='<p><a href="/blog/tides">tides</a> <img src="https://example.com/a.png"></p>',
    )
    project = ProjectFactory(
        full_description="See [tides](/blog/tides).", full_description_format="markdown"
    )
    # As the old renderer stored them.
    BlogPost.objects.filter(pk=post.pk).update(
        content_html=f'<p><a href="/blog/tides" {OLD_REL}>tides</a> <img></p>'
    )
    Project.objects.filter(pk=project.pk).update(
        full_description_html=f'<p>See <a href="/blog/tides" {OLD_REL}>tides</a>.</p>\n'
    )

    migration.draw_again(apps, None)

    post.refresh_from_db()
    project.refresh_from_db()
    assert post.content_html == '<p><a href="/blog/tides">tides</a> </p>'
    assert project.full_description_html == '<p>See <a href="/blog/tides">tides</a>.</p>\n'
