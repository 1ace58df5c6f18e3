"""Testimonials: submit, approve, delete, request by e-mail, purge."""

import re
from datetime import timedelta
from urllib.parse import urlencode

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import timezone

from apps.core.services import model_update

from .models import CONSENT_NEEDED, Testimonial, TestimonialRequest
from .selectors import request_recent_for

GREETING = re.compile(r"\s*(hi|hello|hey|hiya|dear|good (morning|afternoon|evening))\b", re.I)


def testimonial_submit(
    *, name: str, role: str, content: str, rating: int, age_verification: str
) -> Testimonial:
    """Store a visitor's testimonial, always pending: nothing a client sends can approve it."""
    testimonial = Testimonial.objects.create(
        name=name, role=role, content=content, rating=rating, age_verification=age_verification
    )
    return testimonial


@transaction.atomic
def testimonial_approve(*, testimonial: Testimonial) -> Testimonial:
    """Approve and publish. Approving an approved testimonial changes nothing."""
    if testimonial.is_approved:
        return testimonial
    if testimonial.needs_consent_record:
        raise ValidationError({"consent_verification": [CONSENT_NEEDED]})
    testimonial.is_approved = True
    testimonial.published_at = timezone.now()
    testimonial.save(update_fields=["is_approved", "published_at", "updated_at"])
    return testimonial


@transaction.atomic
def testimonial_unpublish(*, testimonial: Testimonial) -> Testimonial:
    """Take an approved testimonial off the site; it waits with the pending ones again (and is
    kept TESTIMONIAL_RETENTION_DAYS from now, as a pending one is). Unpublishing a pending
    testimonial changes nothing."""
    if not testimonial.is_approved:
        return testimonial
    testimonial.is_approved = False
    testimonial.published_at = None
    testimonial.save(update_fields=["is_approved", "published_at", "updated_at"])
    return testimonial


# What a correction may change (Django admin): never the approval, which has its own services.
EDITABLE_FIELDS = ("name", "role", "content", "rating", "age_verification", "consent_verification")


@transaction.atomic
def testimonial_update(*, instance: Testimonial, data: dict) -> Testimonial:
    """Correct a testimonial's text or records. A published one keeps meeting the rule its
    approval did (Testimonial.clean: under 13 needs the consent record), or nothing is saved."""
    testimonial, _ = model_update(instance=instance, fields=EDITABLE_FIELDS, data=data)
    return testimonial


def testimonial_delete(*, testimonial: Testimonial) -> None:
    testimonial.delete()


class RequestTooSoon(Exception):
    def __init__(self, previous: TestimonialRequest):
        super().__init__("a request was sent recently")
        self.previous = previous


def request_form_link(*, name: str, relationship: str) -> str:
    query = urlencode({"name": name, "role": relationship})
    return f"{settings.SITE_URL}/testimonials?{query}"


@transaction.atomic
def testimonial_request_send(
    *, name: str, email: str, relationship: str, message: str, owner_name: str
) -> TestimonialRequest:
    """E-mail someone a link to the testimonial form, prefilled with their name and role, and
    record it. At most one request per address within TESTIMONIAL_REQUEST_INTERVAL_DAYS.

    The e-mail is sent before the record is committed: if sending fails, the error propagates,
    nothing is recorded and the owner can simply try again.
    """
    previous = request_recent_for(email=email)
    if previous is not None:
        raise RequestTooSoon(previous)
    request = TestimonialRequest.objects.create(
        name=name, email=email, relationship=relationship, message=message
    )
    context = {
        "name": name,
        # The owner's message often greets the reader already: then the e-mail does not too.
        "greet": not GREETING.match(message),
        "relationship": relationship,
        "message": message,
        "owner_name": owner_name,
        "link": request_form_link(name=name, relationship=relationship),
    }
    email_message = EmailMultiAlternatives(
        subject=f"{owner_name} would love a testimonial from you",
        body=render_to_string("email/testimonial_request.txt", context),
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[email],
    )
    email_message.attach_alternative(
        render_to_string("email/testimonial_request.html", context), "text/html"
    )
    email_message.send()
    return request


def testimonials_purge_expired(*, now=None) -> int:
    """Delete testimonials left unpublished for TESTIMONIAL_RETENTION_DAYS (since they were
    submitted, or last changed: an unpublished one counts from its unpublishing), and testimonial
    requests older than the repeat interval. Returns how many rows were deleted."""
    now = now or timezone.now()
    stale, _ = Testimonial.objects.filter(
        is_approved=False,
        updated_at__lt=now - timedelta(days=settings.TESTIMONIAL_RETENTION_DAYS),
    ).delete()
    old_requests, _ = TestimonialRequest.objects.filter(
        created_at__lt=now - timedelta(days=settings.TESTIMONIAL_REQUEST_INTERVAL_DAYS)
    ).delete()
    return stale + old_requests
