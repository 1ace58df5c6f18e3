"""Testimonials: submit, approve, delete, request by e-mail, purge."""

import logging
import re
from datetime import timedelta
from urllib.parse import urlencode

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import timezone

from apps.core.public_profile import site_from_email
from apps.core.services import model_update
from apps.guardian.holds import hold_create, hold_needed

from .links import (
    INVITE_REFUSED,
    USED,
    LinkRefused,
    invite_read,
    invite_token,
    withdraw_read,
    withdraw_token,
)
from .models import CONSENT_NEEDED, Testimonial, TestimonialRequest
from .selectors import request_recent_for

logger = logging.getLogger(__name__)

GREETING = re.compile(r"\s*(hi|hello|hey|hiya|dear|good (morning|afternoon|evening))\b", re.I)


@transaction.atomic
def testimonial_submit(
    *, name: str, role: str, content: str, rating: int, age_verification: str
) -> Testimonial:
    """Store a visitor's testimonial, always pending: nothing a client sends can approve it.
    From a visitor under 13 while guardian approval is on, it also waits for the guardian
    (apps/guardian): the owner's lists leave it out until the guardian approves it."""
    testimonial = Testimonial.objects.create(
        name=name, role=role, content=content, rating=rating, age_verification=age_verification
    )
    if hold_needed(age_verification=age_verification):
        hold_create(testimonial=testimonial)
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


def request_form_link(*, request: TestimonialRequest) -> str:
    """The request's signed, single-use link to the form (links.invite_token), which the page
    prefills with the request's name and relationship from GET /api/testimonials/invite."""
    query = urlencode({"invite": invite_token(request=request)})
    return f"{settings.SITE_URL}/testimonials?{query}"


@transaction.atomic
def testimonial_request_send(
    *, name: str, email: str, relationship: str, message: str, owner_name: str
) -> TestimonialRequest:
    """E-mail someone a signed link to the testimonial form, prefilled with their name and role,
    and record it. At most one request per address within TESTIMONIAL_REQUEST_INTERVAL_DAYS.

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
        "link": request_form_link(request=request),
        "link_days": settings.TESTIMONIAL_REQUEST_INTERVAL_DAYS,
    }
    email_message = EmailMultiAlternatives(
        subject=f"{owner_name} would love a testimonial from you",
        body=render_to_string("email/testimonial_request.txt", context),
        from_email=site_from_email(),
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
    requests older than the repeat interval (their links have expired by then), except those a
    testimonial answers: these lose the address and the message, and keep only what the owner
    needs to see which request a verified testimonial answers (name, relationship, dates) for
    as long as it exists. Returns how many rows were deleted or had their address erased."""
    now = now or timezone.now()
    stale, _ = Testimonial.objects.filter(
        is_approved=False,
        updated_at__lt=now - timedelta(days=settings.TESTIMONIAL_RETENTION_DAYS),
    ).delete()
    old = TestimonialRequest.objects.filter(
        created_at__lt=now - timedelta(days=settings.TESTIMONIAL_REQUEST_INTERVAL_DAYS)
    )
    old_requests, _ = old.filter(testimonial__isnull=True).delete()
    erased = (
        old.filter(testimonial__isnull=False)
        .exclude(email="", message="")
        .update(email="", message="", updated_at=now)
    )
    return stale + old_requests + erased


# --- trusted testimonials: the request's signed link, the confirmation, the withdrawal ---------


def testimonial_submit_invited(
    *, invite: str, name: str, content: str, rating: int, age_verification: str, owner_name: str
) -> Testimonial:
    """Store a testimonial sent through a request's signed link: pending like any other, but
    verified, linked to its request and in the role the owner asked for. The link works once:
    the request is marked used by one conditional UPDATE in the same transaction, so of two
    submissions at once exactly one gets through (the other is refused as USED and stores
    nothing). LinkRefused for a link that is altered, forged, expired or used.

    Afterwards the referee is e-mailed a confirmation with a link to withdraw it; a failure to
    send is logged (its kind only) and never undoes the testimonial, as the link is spent."""
    with transaction.atomic():
        request = invite_read(token=invite)
        claimed = TestimonialRequest.objects.filter(pk=request.pk, used_at__isnull=True).update(
            used_at=timezone.now()
        )
        if not claimed:
            raise LinkRefused(USED, INVITE_REFUSED[USED])
        testimonial = testimonial_submit(
            name=name,
            role=request.relationship,
            content=content,
            rating=rating,
            age_verification=age_verification,
        )
        testimonial.request = request
        testimonial.is_verified = True
        testimonial.save(update_fields=["request", "is_verified", "updated_at"])
    try:
        _confirmation_send(testimonial=testimonial, request=request, owner_name=owner_name)
    except Exception as exc:  # the mail server refused or could not be reached
        # Only the error's kind: an SMTP error's text can quote the addresses involved.
        logger.error("Could not send a testimonial confirmation (%s)", type(exc).__name__)
    return testimonial


def testimonial_withdraw_link(*, testimonial: Testimonial) -> str:
    query = urlencode({"withdraw": withdraw_token(testimonial=testimonial)})
    return f"{settings.SITE_URL}/testimonials?{query}"


def _confirmation_send(
    *, testimonial: Testimonial, request: TestimonialRequest, owner_name: str
) -> None:
    context = {
        "name": testimonial.name,
        "owner_name": owner_name,
        "content": testimonial.content,
        "withdraw_link": testimonial_withdraw_link(testimonial=testimonial),
    }
    message = EmailMultiAlternatives(
        subject=f"Your testimonial for {owner_name}",
        body=render_to_string("email/testimonial_confirmation.txt", context),
        from_email=site_from_email(),
        to=[request.email],
    )
    message.attach_alternative(
        render_to_string("email/testimonial_confirmation.html", context), "text/html"
    )
    message.send()


def testimonial_withdraw(*, token: str) -> None:
    """The referee takes their testimonial back: it is deleted at once (its delete signal moves
    the content version on, so no cached list or page shows it again). Its request stays marked
    used (the link keeps saying so) until the purge. LinkRefused for an altered or forged link,
    or a testimonial already gone."""
    with transaction.atomic():
        testimonial = withdraw_read(token=token)
        testimonial_delete(testimonial=testimonial)
