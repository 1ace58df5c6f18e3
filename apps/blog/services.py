"""Writes of blog posts: content is rendered (apps/core/rich_text.py) and slugs are made here,
nowhere else."""

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from apps.core.rich_text import render, sanitize_post_html
from apps.core.services import ContentWrites, editable_fields, model_create, model_update
from apps.core.slugs import unique_slug

from . import writing
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
    dates = BlogPostCategory.of_post(post)
    for name in post.categories:
        slug = slugify(name)[:80]
        if slug and slug not in links:
            links[slug] = BlogPostCategory(
                post=post, slug=slug, name=name, position=len(links), **dates
            )
    BlogPostCategory.objects.filter(post=post).delete()
    BlogPostCategory.objects.bulk_create(links.values())


def _date_links(post: BlogPost) -> None:
    """After a save of `post` that kept its categories: its category rows' copy of its
    visibility and dates, brought up to date."""
    BlogPostCategory.objects.filter(post=post).update(**BlogPostCategory.of_post(post))


@transaction.atomic
def post_create(
    *,
    title: str,
    excerpt: str,
    content: str,
    content_format: str = BlogPost.Format.MARKDOWN,
    categories: list[str] | None = None,
    read_time: int | None = None,
    read_time_auto: bool | None = None,
    published_at: datetime | None = None,
    is_published: bool = False,
    image_url: str = "",
    image_alt: str = "",
    author=None,
    allow_blank: bool = False,
) -> BlogPost:
    """A new post, and its first revision (writing.py). Its read time is worked out from the
    text unless one is given; `published_at` (default now) still to come schedules it.
    `allow_blank`: a draft's autosave, whose texts may not be written yet."""
    texts = {"title": title, "excerpt": excerpt, "content": content}
    post = model_create(
        BlogPost,
        clean_exclude=writing.blank_texts(texts) if allow_blank and not is_published else (),
        title=title,
        slug=unique_slug(BlogPost, title, fallback="post"),
        excerpt=excerpt,
        **_written(content, content_format),
        categories=_clean_categories(categories or []),
        **writing.read_time_fields(read_time, read_time_auto, content, content_format),
        **({"published_at": published_at} if published_at else {}),
        is_published=is_published,
        image_url=image_url,
        image_alt=image_alt,
    )
    _link_categories(post)
    writing.record_revision(post, kind=writing.revision_kind(post), author=author)
    return post


@transaction.atomic
def post_update(
    *,
    instance: BlogPost,
    data: dict,
    based_on: int | None = None,
    author=None,
    kind: str | None = None,
    allow_blank: bool = False,
) -> BlogPost:
    """Change the given fields (the API's and Django admin's writes alike). Publishing a draft
    dates it now (or at the time given: later schedules it); the API never sends a slug, so
    links already shared keep working (a draft never published follows its title).

    Every save that changes something is a new version with its revision (writing.py);
    `based_on`, the version the writer started from, refuses a stale save (VersionConflict).
    `kind` and `allow_blank` are a draft's autosave's."""
    instance = writing.lock_for_save(instance, based_on)
    data = dict(data)
    if "content" in data or "content_format" in data:
        data |= _written(
            data.get("content", instance.content),
            data.get("content_format", instance.content_format),
        )
    if "categories" in data:
        data["categories"] = _clean_categories(data["categories"] or [])
    data = writing.apply_publication_date(data, instance)
    data = writing.apply_read_time(data, instance)
    data = writing.apply_draft_slug(data, instance)
    categories_before = instance.categories
    post, changed = model_update(
        instance=instance,
        data=data,
        fields=_updatable(),
        clean_exclude=writing.blank_texts(data, instance) if allow_blank else (),
    )
    if changed:
        if post.categories != categories_before:
            _link_categories(post)
        else:
            _date_links(post)
        writing.saved(post, kind=kind, author=author)
    return post


@transaction.atomic
def post_delete(*, instance: BlogPost) -> None:
    """Delete a post, undoably: it disappears at once for everyone and is deleted for good once
    its undo window (BLOG_UNDO_SECONDS) has passed (`posts_purge_deleted`)."""
    posts_purge_deleted()
    instance.deleted_at = timezone.now()
    instance.save(update_fields=["deleted_at", "updated_at"])
    _date_links(instance)


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
    _date_links(post)
    return post


def _undo_cutoff():
    return timezone.now() - timedelta(seconds=settings.BLOG_UNDO_SECONDS)


def posts_purge_deleted() -> int:
    """Delete for good the posts whose undo window has passed."""
    count, _ = BlogPost.all_objects.filter(deleted_at__lt=_undo_cutoff()).delete()
    return count
