import json

import factory
from django.utils import timezone

from apps.blog.models import BlogPost
from tests.factories import model_factory, rendered, titled
from tests.helpers import change_form

BlogPostFactory = model_factory(
    BlogPost,
    **titled("Post"),
    excerpt="A short summary of the post.",
    # A post as stored before Markdown (HTML); content_format="markdown" makes a newer one.
    content="<p>The body of the post.</p>",
    content_format=BlogPost.Format.HTML,
    **rendered(),
    categories=factory.LazyFunction(lambda: ["education"]),
    published_at=factory.LazyFunction(timezone.now),
    read_time=5,
    read_time_auto=False,  # the read time above is the owner's, not computed
    is_published=True,
)


def admin_change_form(post: BlogPost, **changes) -> dict:
    """What Django admin's change page for `post` posts: the post as it is, with `changes`."""
    shown = {
        "categories": json.dumps(post.categories),
        "published_at_0": post.published_at.strftime("%Y-%m-%d"),
        "published_at_1": post.published_at.strftime("%H:%M:%S"),
        **({"is_published": "on"} if post.is_published else {}),
    }
    stored = (
        "title",
        "slug",
        "excerpt",
        "content",
        "content_format",
        "read_time",
        "image_url",
        "image_alt",
    )
    return change_form(post, stored, **{**shown, **changes})


def admin_change(browser, post: BlogPost, **changes):
    """Save `post` through Django admin's change page (as `browser`, signed in to it), with
    `changes`: Django admin's answer."""
    return browser.post(
        f"/django-admin/blog/blogpost/{post.id}/change/", admin_change_form(post, **changes)
    )


# A create payload that passes every check: every field, in camelCase, as the API takes it.
VALID_POST = {
    "title": "Why the Sky Is Blue",
    "excerpt": "Rayleigh scattering, explained for a Year 10 physics class.",
    "content": "Light is **scattered**.\nShorter wavelengths scatter more.",
    "contentFormat": "markdown",
    "categories": ["Science", "  Physics  ", ""],
    "readTime": 7,
    "isPublished": True,
    "imageUrl": "/static/demo/sky.jpg",
    "imageAlt": "A clear blue sky",
}
