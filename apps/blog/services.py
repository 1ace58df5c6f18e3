"""Writes of blog posts: content is sanitised and slugs are made here, nowhere else."""

from datetime import timedelta

import nh3
from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from apps.core.services import ContentWrites, model_create, model_update
from apps.core.slugs import unique_slug
from apps.core.validators import validate_image_url

from .models import BlogPost, BlogPostCategory

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


def _link_categories(post: BlogPost) -> None:
    """The post's category rows, one per category (by its slug, the first spelling kept), in
    the order of `categories`: what a category's page and feed find its posts by."""
    links: dict[str, BlogPostCategory] = {}
    for name in post.categories:
        slug = slugify(name)[:80]
        if slug and slug not in links:
            links[slug] = BlogPostCategory(post=post, slug=slug, name=name, position=len(links))
    BlogPostCategory.objects.filter(post=post).delete()
    BlogPostCategory.objects.bulk_create(links.values())


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
    post = model_create(
        BlogPost,
        title=title,
        slug=unique_slug(BlogPost, title, fallback="post"),
        excerpt=excerpt,
        content=sanitize_post_html(content),
        content_format=BlogPost.Format.HTML,
        categories=_clean_categories(categories or []),
        read_time=read_time,
        is_published=is_published,
        image_url=image_url,
        image_alt=image_alt,
    )
    _link_categories(post)
    return post


@transaction.atomic
def post_update(*, instance: BlogPost, data: dict) -> BlogPost:
    """Change the given fields (the API's and Django admin's writes alike). Publishing a draft
    dates it now; the API never sends a slug, so links already shared keep working."""
    data = dict(data)
    if "content" in data:
        data["content"] = sanitize_post_html(data["content"])
    if "categories" in data:
        data["categories"] = _clean_categories(data["categories"] or [])
    if data.get("is_published") and not instance.is_published:
        data["published_at"] = timezone.now()
    categories_before = instance.categories
    post, changed = model_update(instance=instance, data=data)
    if changed and post.categories != categories_before:
        _link_categories(post)
    return post


@transaction.atomic
def post_delete(*, instance: BlogPost) -> None:
    """Delete a post, undoably: it disappears at once for everyone and is deleted for good once
    its undo window (BLOG_UNDO_SECONDS) has passed (`posts_purge_deleted`)."""
    posts_purge_deleted()
    instance.deleted_at = timezone.now()
    instance.save(update_fields=["deleted_at", "updated_at"])


POST_WRITES = ContentWrites(create=post_create, update=post_update, delete=post_delete)


class UndoExpired(Exception):
    pass


@transaction.atomic
def post_restore(*, post_id) -> BlogPost:
    """Undo a delete within its window; UndoExpired afterwards (or for a post never deleted)."""
    post = (
        BlogPost.all_objects.select_for_update()
        .filter(pk=post_id, deleted_at__gte=_undo_cutoff())
        .first()
    )
    if post is None:
        raise UndoExpired
    post.deleted_at = None
    post.save(update_fields=["deleted_at", "updated_at"])
    return post


def _undo_cutoff():
    return timezone.now() - timedelta(seconds=settings.BLOG_UNDO_SECONDS)


def posts_purge_deleted() -> int:
    """Delete for good the posts whose undo window has passed."""
    count, _ = BlogPost.all_objects.filter(deleted_at__lt=_undo_cutoff()).delete()
    return count
