"""Issue 15's groundwork: a post's categories as rows a category's page finds its posts by, and
a post scheduled for later hidden from visitors until its time comes."""

from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.utils import timezone

from apps.blog.models import BlogPostCategory
from apps.blog.selectors import post_list
from apps.blog.services import post_create, post_update
from tests.blog.factories import BlogPostFactory
from tests.helpers import migrated_back_to

pytestmark = pytest.mark.django_db


def _links(post) -> list[tuple[str, str]]:
    return list(BlogPostCategory.objects.filter(post=post).values_list("slug", "name"))


def test_a_post_s_categories_are_rows_by_slug_in_their_order_once_each():
    post = post_create(
        title="Tides",
        excerpt="Why the sea moves.",
        content="Text",
        categories=["Science & Research", " Geography ", "science research", ""],
    )
    assert _links(post) == [
        ("science-research", "Science & Research"),
        ("geography", "Geography"),
    ]

    post_update(instance=post, data={"categories": ["Travel"]})
    assert _links(post) == [("travel", "Travel")]

    post_update(instance=post, data={"title": "Tides and moons"})
    assert _links(post) == [("travel", "Travel")]


def test_a_scheduled_post_is_hidden_from_visitors_until_its_time(owner):
    soon = timezone.now() + timedelta(minutes=5)
    scheduled = BlogPostFactory(is_published=True, published_at=soon)
    live = BlogPostFactory(is_published=True)

    assert list(post_list(viewer=AnonymousUser())) == [live]
    assert set(post_list(viewer=owner)) == {live, scheduled}


@pytest.mark.django_db(transaction=True)
def test_posts_written_before_the_upgrade_keep_their_html_their_read_time_and_get_category_rows():
    from apps.blog.models import BlogPost

    old_apps, forward = migrated_back_to("blog", "0003_post_undo")
    old = old_apps.get_model("blog", "BlogPost")
    old.objects.create(
        title="Old post",
        slug="old-post",
        excerpt="From before.",
        content="<p>Hello</p>",
        categories=["Science", "science", "Travel"],
        read_time=9,
    )

    forward()

    post = BlogPost.objects.get(slug="old-post")
    assert (post.content_format, post.read_time_auto, post.read_time) == ("html", False, 9)
    assert _links(post) == [("science", "Science"), ("travel", "Travel")]
    assert BlogPost._meta.get_field("content_format").default == "markdown"
