"""Reads of GCSE journal entries. The one place that decides who sees drafts."""

from django.db.models import QuerySet

from apps.core.lookups import get_by_id_or_slug

from .models import GcseJournalEntry


def entry_list(*, viewer) -> QuerySet[GcseJournalEntry]:
    """Every entry for the owner; published entries only for everyone else. Newest study date
    first."""
    entries = GcseJournalEntry.objects.visible_to(viewer)
    return entries.order_by("-study_date", "-created_at")


def entry_get(*, viewer, id_or_slug: str) -> GcseJournalEntry:
    """One entry by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(entry_list(viewer=viewer), id_or_slug)
