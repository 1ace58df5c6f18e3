"""Writes of GCSE journal entries: slugs are made and JSON lists normalised here, nowhere else."""

import datetime

from django.db import transaction
from django.utils import timezone

from apps.core.http_cache import content_changed
from apps.core.slugs import unique_slug

from .models import GcseJournalEntry
from .validators import clean_links, clean_media_uploads


def _slug_text(*, week: str, subject: str, topic: str) -> str:
    return f"{week} {subject} {topic}"


@transaction.atomic
def entry_create(
    *,
    week: str,
    subject: str,
    topic: str,
    content: str,
    media_uploads: list[dict] | None = None,
    links: list[dict] | None = None,
    is_published: bool = False,
    progress: int = 0,
    study_date: datetime.date | None = None,
) -> GcseJournalEntry:
    entry = GcseJournalEntry(
        week=week,
        subject=subject,
        topic=topic,
        slug=unique_slug(
            GcseJournalEntry,
            _slug_text(week=week, subject=subject, topic=topic),
            fallback="entry",
        ),
        content=content,
        media_uploads=clean_media_uploads(media_uploads),
        links=clean_links(links),
        is_published=is_published,
        progress=progress,
        study_date=study_date or timezone.localdate(),
    )
    entry.full_clean()
    entry.save()
    content_changed(entry)
    return entry


@transaction.atomic
def entry_update(*, entry: GcseJournalEntry, data: dict) -> GcseJournalEntry:
    """Change the given fields. The slug never changes, so links already shared keep working."""
    for field, value in data.items():
        setattr(entry, field, value)
    if "media_uploads" in data:
        entry.media_uploads = clean_media_uploads(entry.media_uploads)
    if "links" in data:
        entry.links = clean_links(entry.links)
    entry.full_clean()
    entry.save()
    content_changed(entry)
    return entry


def entry_delete(*, entry: GcseJournalEntry) -> None:
    entry.delete()
    content_changed(entry)


def entry_prepare_for_admin(entry: GcseJournalEntry) -> None:
    """What Django admin's save must do too: normalise the JSON lists and give a new entry its
    slug."""
    entry.media_uploads = clean_media_uploads(entry.media_uploads)
    entry.links = clean_links(entry.links)
    if not entry.slug:
        entry.slug = unique_slug(
            GcseJournalEntry,
            _slug_text(week=entry.week, subject=entry.subject, topic=entry.topic),
            fallback="entry",
        )
