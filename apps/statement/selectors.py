"""Reads of the personal statement drafts: the owner's alone (the views are owner-only; no
visitor read exists)."""

from datetime import datetime

from django.db.models import Prefetch, QuerySet

from .models import Statement, StatementComment


def statement_list() -> QuerySet[Statement]:
    """Every draft, the most recently changed first, with its comments (one more query)."""
    comments = Prefetch("comments", queryset=StatementComment.objects.order_by("created_at"))
    return Statement.objects.prefetch_related(comments).order_by("-updated_at")


def statement_by_id(statement_id) -> Statement | None:
    """One draft by its id, or None (a share link's target: apps/sharing)."""
    return Statement.objects.filter(pk=statement_id).first()


def statement_comments(*, statement: Statement, via_link=None) -> QuerySet[StatementComment]:
    """A draft's comments, oldest first; only those through one share link when `via_link`."""
    rows = StatementComment.objects.filter(statement=statement)
    return rows.filter(via_link=via_link) if via_link else rows


def comments_received_count(*, since: datetime) -> int:
    """How many comments arrived at or after `since` (the guardian's weekly digest)."""
    return StatementComment.objects.filter(created_at__gte=since).count()
