"""The GCSE journal in Django admin (/django-admin/): the owner's fallback for bulk fixes."""

import pytest

from apps.journal.models import GcseJournalEntry

pytestmark = pytest.mark.django_db

CHANGELIST = "/django-admin/journal/gcsejournalentry/"

FORM = {
    "week": "Week 3",
    "subject": "physics",
    "topic": "Electromagnetism",
    "slug": "week-3-physics-electromagnetism",
    "content": "Fleming's left-hand rule.",
    "media_uploads": '[{"type": "pdf", "title": " Notes ", "extra": 1}]',
    "links": "[]",
    "progress": "40",
    "study_date": "2024-02-01",
}


def test_owner_adds_an_entry_whose_lists_are_normalised(owner_browser):
    response = owner_browser.post(f"{CHANGELIST}add/", FORM)

    assert response.status_code == 302, response.content
    entry = GcseJournalEntry.objects.get()
    assert entry.slug == "week-3-physics-electromagnetism"
    assert entry.media_uploads == [{"type": "pdf", "title": "Notes"}]
    assert entry.is_published is False


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("links", '[{"title": "x", "url": "javascript:x"}]', "Link 1: url must be an http"),
        ("progress", "101", "Progress must be between 0 and 100"),
        ("study_date", "1899-12-31", "Study date cannot be before 1900-01-01"),
    ],
)
def test_admin_form_applies_the_same_rules(owner_browser, field, value, message):
    response = owner_browser.post(f"{CHANGELIST}add/", {**FORM, field: value})

    assert response.status_code == 200
    assert message in response.content.decode()
    assert not GcseJournalEntry.objects.exists()
