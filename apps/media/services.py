"""Writes of media items: slugs are made here, nowhere else."""

from datetime import datetime

from django.db import transaction
from django.utils import timezone

from apps.core.http_cache import content_changed
from apps.core.slugs import unique_slug

from .models import MediaItem


@transaction.atomic
def media_item_create(
    *,
    title: str,
    type: str,
    description: str = "",
    url: str = "",
    published_at: datetime | None = None,
    platform: str = "",
    featured: bool = False,
    category: str = "",
    image_url: str = "",
    read_time: int | None = None,
    publication: str = "",
    duration: str = "",
    is_published: bool = True,
) -> MediaItem:
    item = MediaItem(
        title=title,
        slug=unique_slug(MediaItem, title, fallback="item"),
        description=description,
        type=type,
        url=url,
        published_at=published_at or timezone.now(),
        platform=platform,
        featured=featured,
        category=category,
        image_url=image_url,
        read_time=read_time,
        publication=publication,
        duration=duration,
        is_published=is_published,
    )
    item.full_clean()
    item.save()
    content_changed(item)
    return item


@transaction.atomic
def media_item_update(*, item: MediaItem, data: dict) -> MediaItem:
    """Change the given fields. publishedAt is the date the article appeared, so publishing or
    hiding an item leaves it alone; the slug never changes, so shared links keep working."""
    for field, value in data.items():
        setattr(item, field, value)
    item.full_clean()
    item.save()
    content_changed(item)
    return item


def media_item_delete(*, item: MediaItem) -> None:
    item.delete()
    content_changed(item)


def media_item_prepare_for_admin(item: MediaItem) -> None:
    """What Django admin's save must do too: give a new item its slug."""
    if not item.slug:
        item.slug = unique_slug(MediaItem, item.title, fallback="item")
