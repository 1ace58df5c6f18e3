"""Writes of GCSE journal entries: slugs are made, the text rendered (apps/core/rich_text.py) and
JSON lists normalised here, nowhere else."""

import datetime

from django.db import transaction
from django.utils import timezone

from apps.core.rich_text import TextFormat, with_rendering
from apps.core.services import ContentWrites, editable_fields, model_create, model_update
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
    content_format: str = TextFormat.MARKDOWN,
    media_uploads: list[dict] | None = None,
    links: list[dict] | None = None,
    is_published: bool = False,
    progress: int = 0,
    study_date: datetime.date | None = None,
) -> GcseJournalEntry:
    return model_create(
        GcseJournalEntry,
        week=week,
        subject=subject,
        topic=topic,
        slug=unique_slug(
            GcseJournalEntry,
            _slug_text(week=week, subject=subject, topic=topic),
            fallback="entry",
        ),
        **with_rendering({"content": content, "content_format": content_format}, field="content"),
        media_uploads=clean_media_uploads(media_uploads),
        links=clean_links(links),
        is_published=is_published,
        progress=progress,
        study_date=study_date or timezone.localdate(),
    )


@transaction.atomic
def entry_update(*, instance: GcseJournalEntry, data: dict) -> GcseJournalEntry:
    """Change the given fields. The API never sends a slug, so links already shared keep
    working."""
    data = with_rendering(dict(data), field="content", instance=instance)
    if "media_uploads" in data:
        data["media_uploads"] = clean_media_uploads(data["media_uploads"])
    if "links" in data:
        data["links"] = clean_links(data["links"])
    fields = editable_fields(GcseJournalEntry) | {"content_html"}
    return model_update(instance=instance, data=data, fields=fields)[0]


def entry_delete(*, instance: GcseJournalEntry) -> None:
    instance.delete()


ENTRY_WRITES = ContentWrites(create=entry_create, update=entry_update, delete=entry_delete)
