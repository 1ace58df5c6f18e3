"""The GCSE journal's kind of content (apps/core/content_types.py)."""

import math

from django.db.models import Avg, Count

from apps.core import content_types as kinds

from .models import GcseJournalEntry
from .selectors import entry_list


def _summary() -> kinds.Summary:
    entries = kinds.published_split(
        GcseJournalEntry.objects.all(),
        subjects=Count("subject", distinct=True),
        average=Avg("progress"),
    )
    figures = {
        "averageProgress": round(entries["average"] or 0),
        "subjects": entries["subjects"],
        "entries": entries["total"],
    }
    return kinds.Summary(figures, entries["total"], entries["published"])


def _progress(entries) -> str | None:
    average = entries.aggregate(average=Avg("progress"))["average"]
    return None if average is None else f"{math.floor(average + 0.5)}% Progress"


kinds.register(
    kinds.ContentType(
        names=kinds.Names("journal", "GCSE journal", "GCSE journal entries", tab="gcse", order=20),
        model=GcseJournalEntry,
        visible=entry_list,
        pages=kinds.RowPages("gcse-journey-entry", view_kind="journal-entry", sitemap="journal"),
        search=kinds.Searched(
            title="topic", keywords=("subject", "week"), body=("content",), date="study_date"
        ),
        title=lambda entry: entry.topic,
        digest_since="updated_at",
        digest_title=lambda entry: f"{entry.week}: {entry.topic}",
        activity=lambda entry: ("GCSE journal", f"{entry.week} · {entry.progress}% progress"),
        dashboard=kinds.Dashboard(
            _summary,
            kinds.figures_serializer("_GcseFigures", "averageProgress", "subjects", "entries"),
        ),
        figures={"progress": _progress},
    )
)
