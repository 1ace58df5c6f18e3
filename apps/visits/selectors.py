"""Reads of the daily totals for the owner's dashboard: a constant few aggregate queries over
the last days, whatever the number of pages, photos or visitors."""

from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta

from django.db.models import QuerySet, Sum

from .models import DailyViewCount, ViewKind

# The dashboard's window: the last 30 days, today included.
WINDOW_DAYS = 30


@dataclass(frozen=True)
class Window:
    first: date
    last: date

    @classmethod
    def ending(cls, last: date, days: int = WINDOW_DAYS) -> "Window":
        return cls(first=last - timedelta(days=days - 1), last=last)

    @property
    def days(self) -> list[date]:
        return [self.first + timedelta(days=n) for n in range((self.last - self.first).days + 1)]


def _in(window: Window) -> QuerySet[DailyViewCount]:
    return DailyViewCount.objects.filter(day__gte=window.first, day__lte=window.last)


def page_views_by_day(*, window: Window) -> list[tuple[date, int]]:
    """Every day of the window, oldest first, with the views of all pages that day (0 for a day
    nobody was counted). Photo views are not page views: a photo opens on the home page."""
    rows = (
        _in(window)
        .exclude(kind=ViewKind.PHOTO)
        .values("day")
        .annotate(total=Sum("count"))
        .order_by()
    )
    totals = {row["day"]: row["total"] for row in rows}
    return [(day, totals.get(day, 0)) for day in window.days]


def most_viewed(*, kind: str, among: QuerySet, window: Window, limit: int) -> list[tuple]:
    """The `limit` rows of `among` (a queryset of the content `kind` counts) with the most
    views in the window, most first: (id, views) pairs, rows without views left out."""
    rows = (
        _in(window)
        .filter(kind=kind, object_id__in=among.values("pk"))
        .values("object_id")
        .annotate(views=Sum("count"))
        .order_by("-views", "object_id")[:limit]
    )
    return [(row["object_id"], row["views"]) for row in rows]


def photo_views_by_category(*, photos: QuerySet, window: Window) -> Counter:
    """Views of the gallery photos in `photos` (a GalleryItem queryset) in the window, summed
    by each photo's category as it is now (two queries)."""
    views = dict(
        _in(window)
        .filter(kind=ViewKind.PHOTO, object_id__in=photos.values("pk"))
        .values("object_id")
        .annotate(views=Sum("count"))
        .values_list("object_id", "views")
        .order_by()
    )
    by_category: Counter = Counter()
    if views:
        for pk, category in photos.filter(pk__in=views).values_list("pk", "category"):
            by_category[category] += views[pk]
    return by_category
