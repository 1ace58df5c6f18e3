"""Daily view totals for tests, written as the beacon writes them."""

from datetime import date

from django.utils import timezone

from apps.visits.counting import Counted
from apps.visits.models import ViewKind
from apps.visits.services import view_count


def views_of(
    path: str,
    count: int = 1,
    *,
    kind: str = ViewKind.PAGE,
    row=None,
    day: date | None = None,
) -> None:
    """`count` views of the page at `path` (or, with `row`, of that content row or photo) on
    `day` (today by default)."""
    counted = Counted(kind=kind, path=path, object_id=row.id if row is not None else None)
    for _ in range(count):
        view_count(counted=counted, day=day or timezone.localdate())
