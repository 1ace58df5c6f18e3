import pytest
from django.utils import timezone

from apps.demo.seeds.journal import seed
from apps.journal.models import GcseJournalEntry, Subject

pytestmark = pytest.mark.django_db


def test_seeded_entries_cover_every_subject_in_the_past():
    seed()

    entries = GcseJournalEntry.objects.all()

    assert {e.subject for e in entries} == set(Subject.values)
    assert all(e.study_date < timezone.localdate() for e in entries)
    assert any(e.links for e in entries)
    for link in (link for e in entries for link in e.links):
        # Example addresses (example.com is reserved for examples), and the title says so.
        assert link["url"].startswith("https://example.com/demo-student/"), link
        assert "example" in link["title"]
    assert any(e.media_uploads for e in entries)
