"""Who sees which GCSE journal entries, and in what order (apps/journal/selectors.py)."""

from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.utils import timezone

from apps.journal.models import GcseJournalEntry
from apps.journal.selectors import entry_list
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db

TODAY = timezone.localdate()


def _created(entry: GcseJournalEntry, minutes_ago: int) -> GcseJournalEntry:
    GcseJournalEntry.objects.filter(pk=entry.pk).update(
        created_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    return entry


def test_entries_are_newest_study_date_first_then_newest_created(owner):
    day = TODAY - timedelta(days=3)
    # Created most recently, but studied longest ago: the study date decides.
    oldest = GcseJournalEntryFactory(study_date=TODAY - timedelta(days=30))
    same_day_older = _created(GcseJournalEntryFactory(study_date=day), minutes_ago=10)
    same_day_newer = _created(GcseJournalEntryFactory(study_date=day), minutes_ago=1)
    latest_draft = _created(
        GcseJournalEntryFactory(study_date=TODAY, is_published=False), minutes_ago=60
    )

    assert list(entry_list(viewer=owner)) == [latest_draft, same_day_newer, same_day_older, oldest]
    assert list(entry_list(viewer=AnonymousUser())) == [same_day_newer, same_day_older, oldest]
