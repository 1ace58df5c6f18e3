"""First data and heads for the GCSE journal (/gcse-journey, its /gcsejourney alias) and its
entry pages (/gcse-journey/{slug}). Read as a visitor: a draft is never embedded or found."""

from django.urls import reverse

from apps.core.rich_text import plain_text
from apps.journal.selectors import entry_get, entry_list
from apps.journal.serializers import GcseJournalEntryPublicSerializer
from apps.journal.subjects import subject_list

from . import VISITOR, PageContent, detail_loader, list_page


def _entry_head(entry, data: dict) -> dict:
    subject = entry.get_subject_display()
    description = plain_text(entry.content_html)  # the words, without Markdown's marks
    return {
        "title": f"{entry.topic}: GCSE {subject}",
        "description": description,
        "og_type": "article",
        "json_ld": (
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
    }


def journal_list(request) -> PageContent:
    """The first page of entries, and the subjects of the page's tabs (the record's), so the
    tabs are drawn with the list and never wait for a request of their own."""
    content = list_page(
        "gcse-journal", entry_list(viewer=VISITOR), GcseJournalEntryPublicSerializer
    )
    content.data[reverse("gcse-journal-subjects")] = subject_list()
    return content


journal_entry = detail_loader(
    "gcse-journal",
    get=entry_get,
    serializer=GcseJournalEntryPublicSerializer,
    missing="Entry Not Found",
    head=_entry_head,
)
