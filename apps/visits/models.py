"""One row per day and page (or gallery photo): how many times visitors opened it that day.

Nothing else is kept: no cookie, no address, no browser details, no referrer, no time of day.
A row names what it counts by its kind and, for a content page or a photo, the row's id (so a
post's views stay together when its slug changes); the dashboard reads titles and categories
from the content at query time.
"""

from django.db import models
from django.db.models import Q


class ViewKind(models.TextChoices):
    """The kinds of view this app counts itself; a view of a row's page is counted as its kind
    of content's `view_kind` ("blog-post", apps/core/content_types.py)."""

    PAGE = "page", "Page"
    PHOTO = "photo", "Gallery photo"


class DailyViewCount(models.Model):
    day = models.DateField()
    # A ViewKind, or the view_kind of the content a detail page shows.
    kind = models.CharField(max_length=20)
    # The page's address as the site writes it ("/blog/tides"); empty for a photo (opened in
    # the home page's viewer, it has no address of its own).
    path = models.CharField(max_length=300, blank=True)
    # The content row a detail page or a photo is (its UUID); empty for a list or static page.
    object_id = models.UUIDField(null=True, blank=True)
    count = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = "daily view count"
        constraints = [
            models.UniqueConstraint(
                fields=["day", "path"],
                condition=~Q(kind=ViewKind.PHOTO),
                name="views_one_row_per_page_a_day",
            ),
            models.UniqueConstraint(
                fields=["day", "object_id"],
                condition=Q(kind=ViewKind.PHOTO),
                name="views_one_row_per_photo_a_day",
            ),
        ]
        indexes = [
            # The dashboard's reads: one kind over the last days, by row.
            models.Index(fields=["kind", "day", "object_id"], name="views_kind_day_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.day}: {self.path or self.object_id} ({self.count})"
