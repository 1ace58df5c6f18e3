from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import QuerySet
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
