"""The figures of the owner's dashboard, answered by the database: one aggregate query per
content type and the newest few rows of each, never whole lists downloaded to count them."""

from dataclasses import dataclass
from datetime import datetime
from itertools import chain

from django.db.models import Avg, Count, Q
from django.db.models.functions import Lower, Trim

from apps.blog.models import BlogPost
from apps.contact.selectors import message_unread_count
from apps.gallery.models import GalleryItem
from apps.journal.models import GcseJournalEntry
from apps.media.models import MediaItem
from apps.testimonials.models import Testimonial
from apps.travel.models import TravelStory

ACTIVITY_SIZE = 6


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


def _activity() -> list[Activity]:
    """The newest changes across every content type, newest first (the newest few of each)."""
    n = ACTIVITY_SIZE
    rows = chain(
        (
            Activity(
                f"blog-{p.id}",
                "blog",
                "Blog post",
                p.title,
                _shown(p.is_published, hidden_word="Draft"),
                p.updated_at,
            )
            for p in BlogPost.objects.order_by("-updated_at")[:n]
        ),
        (
            Activity(
                f"gcse-{e.id}",
                "gcse",
                "GCSE journal",
                e.topic,
                f"{e.week} · {e.progress}% progress",
                e.updated_at,
            )
            for e in GcseJournalEntry.objects.order_by("-updated_at")[:n]
        ),
        (
            Activity(f"travel-{s.id}", "travel", "Travel story", s.title, s.country, s.updated_at)
            for s in TravelStory.objects.order_by("-updated_at")[:n]
        ),
        (
            Activity(
                f"gallery-{g.id}", "gallery", "Photo", g.title, _shown(g.is_published), g.updated_at
            )
            for g in GalleryItem.objects.order_by("-updated_at")[:n]
        ),
        (
            Activity(
                f"media-{m.id}",
                "media",
                m.get_type_display(),
                m.title,
                _shown(m.is_published),
                m.updated_at,
            )
            for m in MediaItem.objects.order_by("-updated_at")[:n]
        ),
        (
            Activity(
                f"testimonial-{t.id}",
                "testimonials",
                "Testimonial",
                f"From {t.name}",
                _shown(t.is_approved, hidden_word="Waiting for approval"),
                t.updated_at,
            )
            for t in Testimonial.objects.order_by("-updated_at")[:n]
        ),
    )
    return sorted(rows, key=lambda row: row.at, reverse=True)[:n]


def _published_split(model, flag: str = "is_published") -> dict[str, int]:
    return model.objects.aggregate(
        total=Count("pk"), published=Count("pk", filter=Q(**{flag: True}))
    )


def dashboard_summary() -> dict:
    """Every figure the dashboard shows, with the API's camelCase names (the shape is
    DashboardSummarySerializer's)."""
    blog = _published_split(BlogPost)
    gcse = GcseJournalEntry.objects.aggregate(
        entries=Count("pk"), subjects=Count("subject", distinct=True), average=Avg("progress")
    )
    travel = TravelStory.objects.aggregate(
        stories=Count("pk"),
        published=Count("pk", filter=Q(is_published=True)),
        countries=Count(Lower(Trim("country")), distinct=True, filter=~Q(country__regex=r"^\s*$")),
    )
    gallery = _published_split(GalleryItem)
    top = (
        GalleryItem.objects.values("category")
        .annotate(count=Count("pk"))
        .order_by("-count", "category")
        .first()
    )
    media = MediaItem.objects.aggregate(
        total=Count("pk"),
        published=Count("pk", filter=Q(is_published=True)),
        podcasts=Count("pk", filter=Q(type=MediaItem.Type.PODCAST)),
        articles=Count("pk", filter=Q(type=MediaItem.Type.ARTICLE)),
        videos=Count("pk", filter=Q(type=MediaItem.Type.VIDEO)),
    )
    testimonials = Testimonial.objects.aggregate(
        total=Count("pk"),
        published=Count("pk", filter=Q(is_approved=True)),
        rating=Avg("rating", filter=Q(is_approved=True)),
    )
    journal_published = GcseJournalEntry.objects.filter(is_published=True).count()
    written = (
        blog["total"] + gcse["entries"] + travel["stories"] + gallery["total"] + media["total"]
    )
    published = (
        blog["published"]
        + journal_published
        + travel["published"]
        + gallery["published"]
        + media["published"]
    )
    return {
        "blog": {
            "total": blog["total"],
            "published": blog["published"],
            "drafts": blog["total"] - blog["published"],
        },
        "gcse": {
            "averageProgress": round(gcse["average"] or 0),
            "subjects": gcse["subjects"],
            "entries": gcse["entries"],
        },
        "travel": {"countries": travel["countries"], "stories": travel["stories"]},
        "gallery": {
            "total": gallery["total"],
            "published": gallery["published"],
            "hidden": gallery["total"] - gallery["published"],
            "topCategory": top and {"name": top["category"], "count": top["count"]},
        },
        "media": {k: media[k] for k in ("total", "podcasts", "articles", "videos")},
        "testimonials": {
            "total": testimonials["total"],
            "pending": testimonials["total"] - testimonials["published"],
            "published": testimonials["published"],
            "averageRating": (
                round(testimonials["rating"], 1) if testimonials["rating"] is not None else None
            ),
        },
        "unreadMessages": message_unread_count(),
        "completion": (
            {
                "percent": round(published / written * 100),
                "published": published,
                "total": written,
            }
            if written
            else None
        ),
        "recentActivity": _activity(),
    }
