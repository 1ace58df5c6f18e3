import pytest

from apps.blog.models import BlogPost
from apps.demo.images import demo_name
from apps.demo.seeds.blog import demo_scene, seed

pytestmark = pytest.mark.django_db


def test_seeded_posts_are_complete_and_use_pictures_on_this_site():
    seed()

    for post in BlogPost.objects.all():
        assert post.image_url.startswith("/media/demo/blog-")
        assert post.image_alt
        assert post.categories
        assert post.content.startswith("<p>")
        assert demo_scene(demo_name(post.image_url))  # drawn for the post, not a stand-in
    scenes = {
        demo_scene(demo_name(url)) for url in BlogPost.objects.values_list("image_url", flat=True)
    }
    assert len(scenes) == 5


def test_seeded_posts_have_distinct_publish_dates():
    seed()

    dates = BlogPost.objects.filter(is_published=True).values_list("published_at", flat=True)

    assert len({d.date() for d in dates}) == 4
