"""The GCSE journal's kind of content (apps/core/content_types.py)."""

import math

from django.db.models import Avg, Count

from apps.core.content_types import (
    ContentType,
    Dashboard,
    Searched,
    Summary,
    figures_serializer,
    published_split,
    register,
)

from .models import GcseJournalEntry
from .selectors import entry_list


def _summary() -> Summary:
    entries = published_split(
        GcseJournalEntry.objects.all(),
        subjects=Count("subject", distinct=True),
        average=Avg("progress"),
    )
    figures = {
        "averageProgress": round(entries["average"] or 0),
        "subjects": entries["subjects"],
        "entries": entries["total"],
    }
    return Summary(figures, entries["total"], entries["published"])


def _progress(entries) -> str | None:
    average = entries.aggregate(average=Avg("progress"))["average"]
    return None if average is None else f"{math.floor(average + 0.5)}% Progress"


register(
    ContentType(
        key="journal",
        label="GCSE journal",
        plural="GCSE journal entries",
        model=GcseJournalEntry,
        visible=entry_list,
        tab="gcse",
        order=20,
        page="gcse-journey-entry",
        view_kind="journal-entry",
        sitemap="journal",
        search=Searched(
            title="topic", keywords=("subject", "week"), body=("content",), date="study_date"
        ),
        title=lambda entry: entry.topic,
        digest_since="updated_at",
        digest_title=lambda entry: f"{entry.week}: {entry.topic}",
        activity=lambda entry: ("GCSE journal", f"{entry.week} · {entry.progress}% progress"),
        dashboard=Dashboard(
            _summary,
            figures_serializer("_GcseFigures", "averageProgress", "subjects", "entries"),
        ),
        figures={"progress": _progress},
    )
)
