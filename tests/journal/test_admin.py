"""The GCSE journal in Django admin (/django-admin/): the owner's fallback for bulk fixes."""

import pytest

from apps.journal.models import GcseJournalEntry
from tests.helpers import admin_add, assert_admin_add_refused

pytestmark = pytest.mark.django_db

CHANGELIST = "/django-admin/journal/gcsejournalentry/"

FORM = {
    "week": "Week 3",
    "subject": "physics",
    "topic": "Electromagnetism",
    "slug": "week-3-physics-electromagnetism",
    "content": "Fleming's left-hand rule.",
    "content_format": "markdown",
    "media_uploads": '[{"type": "pdf", "title": " Notes ", "extra": 1}]',
    "links": "[]",
    "progress": "40",
    "study_date": "2024-02-01",
}


def test_owner_adds_an_entry_whose_lists_are_normalised(owner_browser):
    entry = admin_add(owner_browser, CHANGELIST, GcseJournalEntry, FORM)

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
    assert_admin_add_refused(
        owner_browser, CHANGELIST, GcseJournalEntry, {**FORM, field: value}, message
    )
