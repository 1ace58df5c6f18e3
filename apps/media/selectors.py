"""Reads of media items. The one place that decides who sees hidden items."""

from django.db.models import QuerySet

from apps.core.lookups import get_by_id_or_slug

from .models import MediaItem


def media_item_list(*, viewer, item_type: str | None = None) -> QuerySet[MediaItem]:
    """Every item for the owner; published items only for everyone else. Newest first.

    `item_type` (article, video or podcast) narrows the list to one type.
    """
    items = MediaItem.objects.visible_to(viewer)
    if item_type:
        items = items.filter(type=item_type)
    return items.order_by("-published_at", "-created_at")


def media_item_get(*, viewer, id_or_slug: str) -> MediaItem:
    """One item by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(media_item_list(viewer=viewer), id_or_slug)
