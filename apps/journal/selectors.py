"""Reads of GCSE journal entries. The one place that decides who sees drafts."""

from django.db.models import Q, QuerySet

from apps.core.lookups import get_by_id_or_slug

from .models import GcseJournalEntry


def entry_list(
    *, viewer, subject: str | None = None, search: str | None = None
) -> QuerySet[GcseJournalEntry]:
    """Every entry for the owner; published entries only for everyone else. Newest study date
    first. `subject`: only that subject's; `search`: only those whose topic or content contains
    it, ignoring case (the journal page's tabs and search box)."""
    entries = GcseJournalEntry.objects.visible_to(viewer)
    if subject:
        entries = entries.filter(subject=subject)
    if search:
        entries = entries.filter(Q(topic__icontains=search) | Q(content__icontains=search))
    return entries.order_by("-study_date", "-created_at")


def entry_by_id(pk) -> GcseJournalEntry | None:
    """The entry with this id, published or not, or None: what the owner's share links may
    show (apps/sharing)."""
    return GcseJournalEntry.objects.filter(pk=pk).first()


def entry_get(*, viewer, id_or_slug: str) -> GcseJournalEntry:
    """One entry by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(entry_list(viewer=viewer), id_or_slug)
