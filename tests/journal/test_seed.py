import pytest
from django.utils import timezone

from apps.journal.models import GcseJournalEntry, Subject
from apps.journal.seed import seed

pytestmark = pytest.mark.django_db


def test_seed_creates_ten_entries_once():
    assert seed() == 10
    assert seed() == 0

    assert GcseJournalEntry.objects.count() == 10
    assert GcseJournalEntry.objects.filter(is_published=False).count() == 2


def test_seeded_entries_cover_every_subject_in_the_past():
    seed()

    entries = GcseJournalEntry.objects.all()

    assert {e.subject for e in entries} == set(Subject.values)
    assert all(e.study_date < timezone.localdate() for e in entries)
    assert any(e.links for e in entries)
    assert any(e.media_uploads for e in entries)


def test_seed_leaves_an_edited_entry_alone():
    seed()
    entry = GcseJournalEntry.objects.get(slug="week-3-chemistry-ionic-bonding")
    entry.topic = "Ionic and covalent bonding"
    entry.save()

    assert seed() == 0
    assert GcseJournalEntry.objects.count() == 10
