"""Scheduled publishing: a published post whose published_at is still to come is hidden from
visitors (selectors.post_list) and appears by itself when due. Nothing has to run at that
moment: the response cache knows the coming times (apps/core/http_cache.py, "Rows that appear
by themselves") and treats its versions as changed once one has passed."""

from datetime import datetime

from django.utils import timezone

from .models import BlogPost


def upcoming_publications(*, now: datetime, limit: int) -> list[datetime]:
    """The times after `now` at which scheduled posts appear, soonest first (at most `limit`)."""
    return list(
        BlogPost.objects.filter(is_published=True, published_at__gt=now)
        .order_by("published_at")
        .values_list("published_at", flat=True)[:limit]
    )


def is_scheduled(post: BlogPost, now: datetime | None = None) -> bool:
    """Published, but not yet visible: its time is still to come."""
    return post.is_published and post.published_at > (now or timezone.now())
