"""Counting a view, and forgetting old totals."""

from datetime import date, timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from .counting import Counted
from .models import DailyViewCount, ViewKind


def _row(counted: Counted, day: date):
    """The day's row for what is counted (as a queryset: zero or one row)."""
    if counted.kind == ViewKind.PHOTO:
        return DailyViewCount.objects.filter(
            day=day, kind=ViewKind.PHOTO, object_id=counted.object_id
        )
    return DailyViewCount.objects.filter(day=day, path=counted.path).exclude(kind=ViewKind.PHOTO)


def _add_one(counted: Counted, day: date) -> int:
    """One more view in the day's row, unless it is at the cap: how many rows changed (0/1)."""
    below_the_cap = _row(counted, day).filter(count__lt=settings.VIEWS_DAILY_CAP)
    return below_the_cap.update(count=F("count") + 1)


@transaction.atomic
def view_count(*, counted: Counted, day: date | None = None) -> None:
    """Add one to today's total of what `counted` names, atomically in the database (an
    UPDATE ... SET count = count + 1), so simultaneous views all add up, on SQLite and
    PostgreSQL alike, until the day's total reaches VIEWS_DAILY_CAP: from every address
    together, a page (or photo) gains no more in a day, so no crowd of addresses can make its
    figure what it likes. The day's first view inserts the row; two first views at once meet
    the unique constraint, and the one that loses adds its view to the row the other made (its
    insert is a savepoint of its own). A constant few queries."""
    day = day or timezone.localdate()
    if _add_one(counted, day):
        return
    if _row(counted, day).filter(count__gte=settings.VIEWS_DAILY_CAP).exists():
        return  # the day's cap is reached
    try:
        with transaction.atomic():
            DailyViewCount.objects.create(
                day=day,
                kind=counted.kind,
                path=counted.path,
                object_id=counted.object_id,
                count=1,
            )
    except IntegrityError:
        _add_one(counted, day)


def views_purge_expired(*, today: date | None = None) -> int:
    """Delete the daily totals older than VIEWS_RETENTION_DAYS; how many rows went."""
    today = today or timezone.localdate()
    oldest_kept = today - timedelta(days=settings.VIEWS_RETENTION_DAYS - 1)
    deleted, _ = DailyViewCount.objects.filter(day__lt=oldest_kept).delete()
    return deleted
