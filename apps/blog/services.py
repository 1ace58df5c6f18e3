"""Writes of blog posts: content is sanitised and slugs are made here, nowhere else."""

import nh3
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.core.http_cache import content_changed
from apps.core.slugs import unique_slug
from apps.core.validators import validate_image_url

from .models import BlogPost

ALLOWED_TAGS = {
    "a", "abbr", "b", "blockquote", "br", "code", "em", "figcaption", "figure", "h2", "h3",
    "h4", "hr", "i", "img", "li", "ol", "p", "pre", "s", "small", "strong", "sub", "sup",
    "u", "ul",
}  # fmt: skip
ALLOWED_ATTRIBUTES = {
    "a": {"href", "title"},
    "img": {"src", "alt", "title", "width", "height"},
    "abbr": {"title"},
}
ALLOWED_URL_SCHEMES = {"http", "https", "mailto"}


def _same_site_images_only(element: str, attribute: str, value: str) -> str | None:
    """Images must come from this site (or its media bucket): pages load nothing from
    elsewhere, and the Content-Security-Policy would block it anyway."""
    if element == "img" and attribute == "src":
        try:
            validate_image_url(value)
        except ValidationError:
            return None
    return value


def sanitize_post_html(html: str) -> str:
    """Keep formatting, links (http, https and mailto only) and images from this site; drop
    everything else, including scripts, event handlers, styles and iframes. Newlines are kept
    as they are."""
    return nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes=ALLOWED_URL_SCHEMES,
        link_rel="noopener noreferrer nofollow",
        strip_comments=True,
        attribute_filter=_same_site_images_only,
    )


def _clean_categories(categories: list[str]) -> list[str]:
    return [c.strip() for c in categories if c and c.strip()]


@transaction.atomic
def post_create(
    *,
    title: str,
    excerpt: str,
    content: str,
    categories: list[str] | None = None,
    read_time: int = 5,
    is_published: bool = False,
    image_url: str = "",
    image_alt: str = "",
) -> BlogPost:
    post = BlogPost(
        title=title,
        slug=unique_slug(BlogPost, title, fallback="post"),
        excerpt=excerpt,
        content=sanitize_post_html(content),
        categories=_clean_categories(categories or []),
        read_time=read_time,
        is_published=is_published,
        image_url=image_url,
        image_alt=image_alt,
    )
    post.full_clean()
    post.save()
    content_changed(post)
    return post


@transaction.atomic
def post_update(*, post: BlogPost, data: dict) -> BlogPost:
    """Change the given fields. Publishing a draft dates it now; the slug never changes, so
    links already shared keep working."""
    was_published = post.is_published
    for field, value in data.items():
        setattr(post, field, value)
    if "content" in data:
        post.content = sanitize_post_html(post.content)
    if "categories" in data:
        post.categories = _clean_categories(post.categories)
    if post.is_published and not was_published:
        post.published_at = timezone.now()
    post.full_clean()
    post.save()
    content_changed(post)
    return post


def post_delete(*, post: BlogPost) -> None:
    post.delete()
    content_changed(post)


def post_prepare_for_admin(post: BlogPost) -> None:
    """What Django admin's save must do too: sanitise content and give a new post its slug."""
    post.content = sanitize_post_html(post.content)
    post.categories = _clean_categories(post.categories or [])
    if not post.slug:
        post.slug = unique_slug(BlogPost, post.title, fallback="post")
