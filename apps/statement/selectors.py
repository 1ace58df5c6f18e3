"""Reads of the personal statement drafts: the owner's alone (the views are owner-only; no
visitor read exists)."""

import uuid
from datetime import datetime

from django.db.models import Prefetch, QuerySet

from apps.core.content_types import content_type
from apps.record.models import LogEntry

from .models import EVIDENCE_FIELDS, EvidenceType, Statement, StatementComment, StatementEvidence


def statement_list() -> QuerySet[Statement]:
    """Every draft, the most recently changed first, with its comments and evidence (a query
    more each)."""
    comments = Prefetch("comments", queryset=StatementComment.objects.order_by("created_at"))
    evidence = Prefetch(
        "evidence",
        queryset=StatementEvidence.objects.select_related(*EVIDENCE_FIELDS.values()),
    )
    return Statement.objects.prefetch_related(comments, evidence).order_by("-updated_at")


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


# The owner's rows each kind of evidence is chosen from: its model (the showcase's through the
# registry of content types, as every app that reads another kind does), and its rows' order.
def _evidence_sources() -> dict:
    return {
        EvidenceType.LOG_ENTRY: (LogEntry, ("-start_date", "title")),
        EvidenceType.ACHIEVEMENT: (content_type("achievement").model, ("title",)),
        EvidenceType.PROJECT: (content_type("project").model, ("title",)),
    }


def evidence_options() -> list[dict]:
    """Every row the owner may link beside an answer (drafts too: the statement is private),
    by kind: [{"type", "id", "title"}]. Three queries."""
    return [
        {"type": kind, "id": row["pk"], "title": row["title"]}
        for kind, (model, order) in _evidence_sources().items()
        for row in model._default_manager.order_by(*order).values("pk", "title")
    ]


def evidence_row(kind: str, row_id):
    """The owner's row of `kind` with `row_id`, or None (an unknown kind or id, or not a UUID)."""
    sources = _evidence_sources()
    if kind not in sources:
        return None
    try:
        key = uuid.UUID(str(row_id))
    except ValueError:
        return None
    model, _ = sources[kind]
    return model._default_manager.filter(pk=key).first()
