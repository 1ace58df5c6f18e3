from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import Avg, Count, Q, QuerySet
from django.utils import timezone

from apps.core.permissions import is_owner
from apps.guardian.holds import without_held

from .models import Testimonial, TestimonialRequest

PENDING, APPROVED = "pending", "approved"


def testimonial_list(*, viewer, status: str | None = None) -> QuerySet[Testimonial]:
    """Approved testimonials for visitors (newest published first); the owner may also ask for
    pending ones, or for all (status None). One waiting for the guardian's approval (apps/guardian)
    is in none of them until approved."""
    rows = Testimonial.objects.all()
    if status == APPROVED or not is_owner(viewer):
        return rows.visible_to(None).order_by("-published_at", "-created_at")
    rows = without_held(rows)
    if status == PENDING:
        rows = rows.filter(is_approved=False)
    return rows.order_by("-created_at")


def testimonials_received() -> QuerySet[Testimonial]:
    """Every testimonial the owner may see, approved or not: none waiting for the guardian."""
    return without_held(Testimonial.objects.all())


def testimonials_approved() -> QuerySet[Testimonial]:
    """The testimonials the owner approved (the dashboard's recent changes)."""
    return Testimonial.objects.filter(is_approved=True)


def testimonial_figures() -> dict:
    """The dashboard's block: how many the owner may see, how many are published, and their
    average rating (one aggregate query; none waiting for the guardian counted)."""
    figures = testimonials_received().aggregate(
        total=Count("pk"),
        published=Count("pk", filter=Q(is_approved=True)),
        rating=Avg("rating", filter=Q(is_approved=True)),
    )
    return {
        "total": figures["total"],
        "pending": figures["total"] - figures["published"],
        "published": figures["published"],
        "averageRating": round(figures["rating"], 1) if figures["rating"] is not None else None,
    }


def requests_sent_since(*, since: datetime) -> tuple[int, int]:
    """The requests e-mailed since `since` (one the mail server has not taken yet is not counted
    until it goes) and how many of them were answered through their link (one query)."""
    counts = TestimonialRequest.objects.filter(email_sent_at__gte=since).aggregate(
        sent=Count("pk"), answered=Count("pk", filter=Q(used_at__isnull=False))
    )
    return counts["sent"], counts["answered"]


def testimonials_received_count(*, since: datetime) -> int:
    """How many testimonials arrived since `since`, held ones too (the guardian's digest)."""
    return Testimonial.objects.filter(created_at__gte=since).count()


def request_recent_for(*, email: str) -> TestimonialRequest | None:
    """The request sent to this address within the interval, if any."""
    since = timezone.now() - timedelta(days=settings.TESTIMONIAL_REQUEST_INTERVAL_DAYS)
    return (
        TestimonialRequest.objects.filter(email__iexact=email, created_at__gte=since)
        .order_by("-created_at")
        .first()
    )


def requests_for_email(*, email: str) -> QuerySet[TestimonialRequest]:
    """Every testimonial request sent to this address (for the owner's data export)."""
    return TestimonialRequest.objects.filter(email__iexact=email.strip()).order_by("created_at")


def requests_unsent() -> QuerySet[TestimonialRequest]:
    """The owner's requests whose e-mail has not gone yet (the mail server refused it or was
    down), oldest first: `manage.py send_pending_mail` tries them again."""
    return (
        TestimonialRequest.objects.filter(email_sent_at__isnull=True, used_at__isnull=True)
        .exclude(email="")
        .order_by("created_at")
    )
