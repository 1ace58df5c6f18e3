"""Writes of media items: slugs are made here, nowhere else."""

from datetime import datetime

from django.db import transaction
from django.utils import timezone

from apps.core.services import ContentWrites, model_create, model_update
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
    return model_create(
        MediaItem,
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


@transaction.atomic
def media_item_update(*, instance: MediaItem, data: dict) -> MediaItem:
    """Change the given fields. publishedAt is the date the article appeared, so publishing or
    hiding an item leaves it alone; the API never sends a slug, so shared links keep working."""
    return model_update(instance=instance, data=data)[0]


def media_item_delete(*, instance: MediaItem) -> None:
    instance.delete()


MEDIA_ITEM_WRITES = ContentWrites(
    create=media_item_create, update=media_item_update, delete=media_item_delete
)
