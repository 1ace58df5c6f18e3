"""Reads of the personal statement drafts: the owner's alone (the views are owner-only; no
visitor read exists)."""

from django.db.models import QuerySet

from .models import Statement


def statement_list() -> QuerySet[Statement]:
    """Every draft, the most recently changed first."""
    return Statement.objects.order_by("-updated_at")
