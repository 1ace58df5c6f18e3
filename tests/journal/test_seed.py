import pytest
from django.utils import timezone

from apps.journal.models import GcseJournalEntry, Subject
from apps.journal.seed import seed

pytestmark = pytest.mark.django_db


def test_seeded_entries_cover_every_subject_in_the_past():
    seed()

    entries = GcseJournalEntry.objects.all()

    assert {e.subject for e in entries} == set(Subject.values)
    assert all(e.study_date < timezone.localdate() for e in entries)
    assert any(e.links for e in entries)
    assert any(e.media_uploads for e in entries)
