"""Writes of blog posts: content is rendered (apps/core/rich_text.py) and slugs are made here,
nowhere else."""

from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from apps.core.rich_text import render, sanitize_post_html
from apps.core.services import ContentWrites, editable_fields, model_create, model_update
from apps.core.slugs import unique_slug

from .models import BlogPost, BlogPostCategory


def _written(content: str, content_format: str) -> dict:
    """The stored text and its rendering. A post written in HTML is stored sanitised, as it
    always was; Markdown is stored as typed (it is only ever shown rendered and sanitised)."""
    if content_format == BlogPost.Format.HTML:
        content = sanitize_post_html(content)
    return {
        "content": content,
        "content_format": content_format,
        "content_html": render(content, content_format),
    }


def _updatable() -> frozenset[str]:
    """What post_update may set: the editable fields, and the rendering of the content."""
    return editable_fields(BlogPost) | {"content_html"}


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
    content_format: str = BlogPost.Format.MARKDOWN,
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
        **_written(content, content_format),
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
    if "content" in data or "content_format" in data:
        data |= _written(
            data.get("content", instance.content),
            data.get("content_format", instance.content_format),
        )
    if "categories" in data:
        data["categories"] = _clean_categories(data["categories"] or [])
    if data.get("is_published") and not instance.is_published:
        data["published_at"] = timezone.now()
    categories_before = instance.categories
    post, changed = model_update(instance=instance, data=data, fields=_updatable())
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
