"""First data and heads for the GCSE journal (/gcse-journey, its /gcsejourney alias) and its
entry pages (/gcse-journey/{slug}). Read as a visitor: a draft is never embedded or found."""

from django.conf import settings
from django.http import Http404

from apps.journal.selectors import entry_get, entry_list
from apps.journal.serializers import GcseJournalEntryReadSerializer

from . import VISITOR, PageContent, api_path, not_found


def journal_list(request) -> PageContent:
    # The same rows, in the same order and under the same cap, as GET /api/gcse-journal.
    entries = entry_list(viewer=VISITOR)[: settings.API_LIST_CAP]
    return PageContent(
        data={api_path("gcse-journal"): GcseJournalEntryReadSerializer(entries, many=True).data}
    )


def journal_entry(request, *, slug: str) -> PageContent:
    try:
        entry = entry_get(viewer=VISITOR, id_or_slug=slug)
    except Http404:
        return not_found("Entry Not Found")
    data = GcseJournalEntryReadSerializer(entry).data
    subject = entry.get_subject_display()
    description = " ".join(entry.content.split())
    return PageContent(
        data={api_path("gcse-journal", slug): data},
        canonical_path=entry.get_absolute_url(),
        title=f"{entry.topic}: GCSE {subject}",
        description=description,
        og_type="article",
        json_ld=(
            {
                "@context": "https://schema.org",
                "@type": "Article",
                "headline": entry.topic,
                "description": description[:300],
                "about": f"GCSE {subject}",
                "datePublished": data["studyDate"],
                "dateModified": data["updatedAt"],
                "articleSection": subject,
            },
        ),
    )
