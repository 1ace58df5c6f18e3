"""Who sees which GCSE journal entries, and in what order (apps/journal/selectors.py)."""

import uuid
from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from django.utils import timezone

from apps.journal.models import GcseJournalEntry
from apps.journal.selectors import entry_get, entry_list
from tests.accounts.factories import UserFactory
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db

TODAY = timezone.localdate()


@pytest.fixture(params=["anonymous", "signed-in non-owner", "no user"])
def visitor(request):
    return {
        "anonymous": AnonymousUser,
        "signed-in non-owner": UserFactory,
        "no user": lambda: None,
    }[request.param]()


def _created(entry: GcseJournalEntry, minutes_ago: int) -> GcseJournalEntry:
    GcseJournalEntry.objects.filter(pk=entry.pk).update(
        created_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    return entry


def test_visitor_cannot_see_unpublished_entries(visitor):
    published = GcseJournalEntryFactory(is_published=True)
    GcseJournalEntryFactory(is_published=False)

    assert list(entry_list(viewer=visitor)) == [published]


def test_owner_sees_unpublished_entries_too(owner):
    published = GcseJournalEntryFactory(is_published=True)
    draft = GcseJournalEntryFactory(is_published=False)

    assert set(entry_list(viewer=owner)) == {published, draft}


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


def test_get_finds_a_published_entry_by_id_and_by_slug(visitor):
    entry = GcseJournalEntryFactory(slug="week-1-maths-algebra")

    assert entry_get(viewer=visitor, id_or_slug=str(entry.id)) == entry
    assert entry_get(viewer=visitor, id_or_slug="week-1-maths-algebra") == entry


def test_visitor_cannot_get_an_unpublished_entry_by_id_or_slug(visitor):
    draft = GcseJournalEntryFactory(is_published=False, slug="week-2-maths-draft")

    for key in (str(draft.id), "week-2-maths-draft"):
        with pytest.raises(Http404):
            entry_get(viewer=visitor, id_or_slug=key)


def test_owner_gets_an_unpublished_entry(owner):
    draft = GcseJournalEntryFactory(is_published=False, slug="week-2-maths-draft")

    assert entry_get(viewer=owner, id_or_slug=str(draft.id)) == draft
    assert entry_get(viewer=owner, id_or_slug="week-2-maths-draft") == draft


@pytest.mark.parametrize("key", [str(uuid.uuid4()), "no-such-entry"])
def test_an_unknown_key_is_404_even_for_the_owner(owner, key):
    GcseJournalEntryFactory()

    with pytest.raises(Http404):
        entry_get(viewer=owner, id_or_slug=key)
