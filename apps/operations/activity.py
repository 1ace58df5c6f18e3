"""The dashboard's Recent Activity: the owner's newest changes across every content type, and
the newest submissions visitors sent (contact messages and testimonials). The newest few rows of
each table, one query each, never whole tables."""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from itertools import chain

from django.db.models import Model

from apps.contact.selectors import message_list
from apps.core.content_types import ContentType, content_types, shown
from apps.testimonials.selectors import testimonials_approved, testimonials_received

# How many changes, and how many submissions, the dashboard lists.
CHANGES_SHOWN = 6
SUBMISSIONS_SHOWN = 4


@dataclass(frozen=True)
class Activity:
    id: str
    kind: str
    label: str
    title: str
    detail: str
    at: datetime


@dataclass(frozen=True)
class _Source:
    """One table's newest rows as activity: its kind, and how a row is described."""

    kind: str
    rows: Callable[[], Iterable[Model]]
    describe: Callable[[Model], tuple[str, str, str]]  # (label, title, detail)
    at: str = "updated_at"

    def newest(self, n: int) -> list[Activity]:
        return [
            Activity(f"{self.kind}-{row.pk}", self.kind, *self.describe(row), getattr(row, self.at))
            for row in self.rows().order_by(f"-{self.at}")[:n]
        ]


def _newest(sources: tuple[_Source, ...], n: int) -> list[Activity]:
    rows = chain.from_iterable(source.newest(n) for source in sources)
    return sorted(rows, key=lambda row: row.at, reverse=True)[:n]


def _described(kind: ContentType) -> Callable[[Model], tuple[str, str, str]]:
    def describe(row: Model) -> tuple[str, str, str]:
        label, detail = kind.activity(row)
        return label, kind.title(row), detail

    return describe


def _changes() -> tuple[_Source, ...]:
    """Every kind of content with recent activity (apps/core/content_types.py), and the
    testimonials the owner approved (a change of theirs; one received is a submission)."""
    kinds = tuple(
        _Source(kind.tab, kind.model._default_manager.all, _described(kind))
        for kind in content_types()
        if kind.activity
    )
    approved = _Source(
        "testimonials",
        testimonials_approved,
        lambda t: ("Testimonial", f"From {t.name}", "Published"),
    )
    return (*kinds, approved)


SUBMISSIONS = (
    _Source(
        "messages",
        message_list,
        lambda m: (
            "Message" if m.is_read else "Unread message",
            f"Message from {m.name}",
            m.subject,
        ),
        at="created_at",
    ),
    _Source(
        "testimonials",
        testimonials_received,
        lambda t: (
            "Testimonial received",
            f"From {t.name}",
            shown(t.is_approved, hidden_word="Waiting for approval"),
        ),
        at="created_at",
    ),
)


def recent_changes() -> list[Activity]:
    """The owner's newest changes, newest first (one query per content type)."""
    return _newest(_changes(), CHANGES_SHOWN)


def recent_submissions() -> list[Activity]:
    """The newest messages and testimonials visitors sent, newest first (two queries); those
    waiting for the guardian's approval are left out."""
    return _newest(SUBMISSIONS, SUBMISSIONS_SHOWN)
