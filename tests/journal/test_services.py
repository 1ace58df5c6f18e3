"""The GCSE journal's write rules, where they live (apps/journal/services.py): slugs that fit
however long the topic, JSON lists normalised, the study date. Slugs, renames, refused updates
and deletes: tests/test_service_contract.py."""

import datetime

import pytest
from django.core.exceptions import ValidationError
from django.utils import timezone

from apps.journal.models import GcseJournalEntry
from apps.journal.services import entry_create, entry_update
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db


def _create(**fields) -> GcseJournalEntry:
    return entry_create(
        **{
            "week": "Week 12",
            "subject": "maths",
            "topic": "Quadratic equations",
            "content": "Completing the square.",
            **fields,
        }
    )


def test_a_long_topic_still_gets_a_unique_slug_that_fits_the_field():
    topic = "Simultaneous equations " * 8

    first, second = _create(topic=topic), _create(topic=topic)

    max_length = GcseJournalEntry._meta.get_field("slug").max_length
    assert len(first.slug) <= max_length
    assert len(second.slug) <= max_length
    assert first.slug != second.slug
    assert second.slug == f"{first.slug}-2"


def test_create_defaults_to_an_unpublished_entry_studied_today():
    entry = _create()

    entry.refresh_from_db()
    assert entry.is_published is False
    assert entry.progress == 0
    assert entry.study_date == timezone.localdate()
    assert (entry.media_uploads, entry.links) == ([], [])


def test_create_stores_the_normalised_lists():
    entry = _create(
        media_uploads=[{"type": "pdf", "title": "  Past paper  ", "extra": "dropped"}],
        links=[{"title": " Notes ", "url": " https://example.com/notes "}],
    )

    entry.refresh_from_db()
    assert entry.media_uploads == [{"type": "pdf", "title": "Past paper"}]
    assert entry.links == [{"type": "other", "title": "Notes", "url": "https://example.com/notes"}]


def test_create_refuses_a_future_study_date_and_stores_nothing():
    tomorrow = timezone.localdate() + datetime.timedelta(days=1)

    with pytest.raises(ValidationError) as refused:
        _create(study_date=tomorrow)

    assert "study_date" in refused.value.message_dict
    assert not GcseJournalEntry.objects.exists()


def test_update_normalises_the_lists_it_is_given_and_null_means_empty():
    entry = GcseJournalEntryFactory(media_uploads=[{"type": "image", "title": "Mind map"}])

    entry_update(
        instance=entry,
        data={"media_uploads": None, "links": [{"title": "Video", "url": "https://v.example"}]},
    )

    entry.refresh_from_db()
    assert entry.media_uploads == []
    assert entry.links == [{"type": "other", "title": "Video", "url": "https://v.example"}]


def test_update_leaves_lists_it_is_not_given_alone():
    uploads = [{"type": "image", "title": "Mind map"}]
    entry = GcseJournalEntryFactory(media_uploads=uploads)

    returned = entry_update(instance=entry, data={"progress": 90})

    assert returned is entry
    entry.refresh_from_db()
    assert entry.progress == 90
    assert entry.media_uploads == uploads
