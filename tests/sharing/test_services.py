"""Share links' writes and reads: forgetting old links, and what the guardian digest reads."""

import io
from datetime import timedelta
from unittest import mock

import pytest
from django.core.management import call_command
from django.http import Http404
from django.utils import timezone

from apps.sharing.models import ShareLink
from apps.sharing.selectors import share_links_created, share_target_get
from apps.sharing.services import share_link_opened, share_link_revoke
from tests.blog.factories import BlogPostFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.sharing.factories import share

pytestmark = pytest.mark.django_db


def test_purge_expired_deletes_links_30_days_after_they_stopped_working():
    _expired_long_ago, _ = share(GcseJournalEntryFactory(), days=1)
    expired_lately, _ = share(GcseJournalEntryFactory(), days=20)
    revoked_long_ago, _ = share(GcseJournalEntryFactory(), days=90)
    share_link_revoke(link=revoked_long_ago)
    working, _ = share(GcseJournalEntryFactory(), days=90)
    later = timezone.now() + timedelta(days=32)

    with mock.patch("django.utils.timezone.now", return_value=later):
        out = io.StringIO()
        call_command("purge_expired", stdout=out)

    assert set(ShareLink.objects.values_list("pk", flat=True)) == {
        expired_lately.pk,
        working.pk,
    }
    assert "Deleted 2 share links 30 days after they stopped working." in out.getvalue()


def test_openings_at_the_same_moment_all_add_up():
    link, _ = share(GcseJournalEntryFactory())
    stale = ShareLink.objects.get(pk=link.pk)

    share_link_opened(link=link)
    share_link_opened(link=stale)  # a copy read before the first opening was counted

    link.refresh_from_db()
    assert link.open_count == 2


def test_the_guardian_digest_reads_the_links_made_since_a_time():
    old, _ = share(GcseJournalEntryFactory(week="Week 1", topic="Old"), recipient="Old one")
    ShareLink.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(days=8))
    share(BlogPostFactory(is_published=False, title="Tides"), recipient="Mrs Patel")
    revoked, _ = share(GcseJournalEntryFactory(week="Week 2", topic="Cells"), recipient="Dad")
    share_link_revoke(link=revoked)

    records = share_links_created(since=timezone.now() - timedelta(days=7))

    assert [(r.recipient, r.target_type, r.target_title) for r in records] == [
        ("Mrs Patel", "post", "Tides"),
        ("Dad", "journal-entry", "Week 2: Cells"),
    ]
    assert records[1].revoked_at is not None
    assert all(r.expires_at > r.created_at for r in records)


def test_a_share_target_is_read_through_its_apps_selector_in_any_state():
    draft_post = BlogPostFactory(is_published=False)
    draft_entry = GcseJournalEntryFactory(is_published=False)

    assert share_target_get(target_type="post", target_id=draft_post.id) == draft_post
    assert share_target_get(target_type="journal-entry", target_id=draft_entry.id) == draft_entry
    with pytest.raises(Http404):
        share_target_get(target_type="journal-entry", target_id=draft_post.id)
    with pytest.raises(Http404):
        share_target_get(target_type="page", target_id=draft_post.id)
