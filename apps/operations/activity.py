"""The dashboard's Recent Activity: the owner's newest changes across every content type, and
the newest submissions visitors sent (contact messages and testimonials). The newest few rows of
each table, one query each, never whole tables."""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from itertools import chain

from django.db.models import Model

from apps.blog.models import BlogPost
from apps.contact.models import ContactMessage
from apps.gallery.models import GalleryItem
from apps.guardian.holds import without_held
from apps.journal.models import GcseJournalEntry
from apps.media.models import MediaItem
from apps.showcase.models import Achievement, Meme, Project
from apps.testimonials.models import Testimonial
from apps.travel.models import TravelStory

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


def _shown(flag: bool, *, hidden_word: str = "Hidden") -> str:
    return "Published" if flag else hidden_word


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


CHANGES = (
    _Source(
        "blog",
        BlogPost.objects.all,
        lambda p: ("Blog post", p.title, _shown(p.is_published, hidden_word="Draft")),
    ),
    _Source(
        "gcse",
        GcseJournalEntry.objects.all,
        lambda e: ("GCSE journal", e.topic, f"{e.week} · {e.progress}% progress"),
    ),
    _Source("travel", TravelStory.objects.all, lambda s: ("Travel story", s.title, s.country)),
    _Source(
        "gallery", GalleryItem.objects.all, lambda g: ("Photo", g.title, _shown(g.is_published))
    ),
    _Source(
        "media",
        MediaItem.objects.all,
        lambda m: (m.get_type_display(), m.title, _shown(m.is_published)),
    ),
    _Source(
        "achievements",
        Achievement.objects.all,
        lambda a: ("Achievement", a.title, _shown(a.is_published)),
    ),
    _Source(
        "projects", Project.objects.all, lambda p: ("Project", p.title, _shown(p.is_published))
    ),
    _Source("memes", Meme.objects.all, lambda m: ("Meme", m.caption, _shown(m.is_published))),
    # A testimonial the owner approved (a change of theirs); one received is a submission.
    _Source(
        "testimonials",
        lambda: Testimonial.objects.filter(is_approved=True),
        lambda t: ("Testimonial", f"From {t.name}", "Published"),
    ),
)

SUBMISSIONS = (
    _Source(
        "messages",
        lambda: without_held(ContactMessage.objects.all()),
        lambda m: (
            "Message" if m.is_read else "Unread message",
            f"Message from {m.name}",
            m.subject,
        ),
        at="created_at",
    ),
    _Source(
        "testimonials",
        lambda: without_held(Testimonial.objects.all()),
        lambda t: (
            "Testimonial received",
            f"From {t.name}",
            _shown(t.is_approved, hidden_word="Waiting for approval"),
        ),
        at="created_at",
    ),
)


def recent_changes() -> list[Activity]:
    """The owner's newest changes, newest first (one query per content type)."""
    return _newest(CHANGES, CHANGES_SHOWN)


def recent_submissions() -> list[Activity]:
    """The newest messages and testimonials visitors sent, newest first (two queries); those
    waiting for the guardian's approval are left out."""
    return _newest(SUBMISSIONS, SUBMISSIONS_SHOWN)
