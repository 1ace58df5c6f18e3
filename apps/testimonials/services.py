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

from apps.core.mail import send_in_order, send_or_release
from apps.core.public_profile import site_from_email
from apps.core.services import model_update
from apps.guardian.blocks import sender_drop
from apps.guardian.holds import hold_create, hold_needed
from apps.guardian.inert import inert_links

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


def testimonial_request_send(
    *, name: str, email: str, relationship: str, message: str, owner_name: str
) -> TestimonialRequest:
    """Record a request, then e-mail its recipient a signed link to the testimonial form,
    prefilled with their name and role. At most one request per address within
    TESTIMONIAL_REQUEST_INTERVAL_DAYS.

    The request is committed before the e-mail goes out, so a mail server that refuses it or
    cannot be reached loses nothing: the request stays with `email_sent_at` empty (the returned
    row says which), the owner's panel lists it as not sent yet, and `manage.py
    send_pending_mail` (cron) sends it once the server takes mail again.
    """
    with transaction.atomic():
        previous = request_recent_for(email=email)
        if previous is not None:
            raise RequestTooSoon(previous)
        request = TestimonialRequest.objects.create(
            name=name, email=email, relationship=relationship, message=message
        )
    _request_email(request_id=request.id, owner_name=owner_name)
    request.refresh_from_db(fields=["email_sent_at"])
    return request


def _request_email(*, request_id, owner_name: str) -> bool:
    """E-mail one request not sent yet, re-rendered from its row (no e-mail body is stored).
    The row is claimed by one conditional UPDATE first, so two senders (the owner's request and
    cron, or two hosts) never send it twice; a refusal releases it for the next try. True when
    the mail server took it."""
    claimed = (
        TestimonialRequest.objects.filter(
            id=request_id, email_sent_at__isnull=True, used_at__isnull=True
        )
        .exclude(email="")
        .update(email_sent_at=timezone.now())
    )
    request = TestimonialRequest.objects.filter(id=request_id).first() if claimed else None
    if request is None:
        return False
    context = {
        "name": request.name,
        # The owner's message often greets the reader already: then the e-mail does not too.
        "greet": not GREETING.match(request.message),
        "relationship": request.relationship,
        "message": request.message,
        "owner_name": owner_name,
        "link": request_form_link(request=request),
        "link_days": settings.TESTIMONIAL_REQUEST_INTERVAL_DAYS,
    }
    email_message = EmailMultiAlternatives(
        subject=f"{owner_name} would love a testimonial from you",
        body=render_to_string("email/testimonial_request.txt", context),
        from_email=site_from_email(),
        to=[request.email],
    )
    email_message.attach_alternative(
        render_to_string("email/testimonial_request.html", context), "text/html"
    )
    return send_or_release(
        email_message,
        release=lambda: TestimonialRequest.objects.filter(id=request_id).update(email_sent_at=None),
        failure="Could not send a testimonial request %s",
        args=(request_id,),
    )


def requests_send_pending(*, owner_name: str) -> tuple[int, int]:
    """Send the requests whose e-mail has not gone yet (oldest first), until the mail server
    refuses one: the rest wait for the next run. Returns (sent, still waiting)."""
    waiting = list(
        TestimonialRequest.objects.filter(email_sent_at__isnull=True, used_at__isnull=True)
        .exclude(email="")
        .order_by("created_at")
        .values_list("id", flat=True)
    )
    return send_in_order(
        waiting, lambda request_id: _request_email(request_id=request_id, owner_name=owner_name)
    )


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
) -> Testimonial | None:
    """Store a testimonial sent through a request's signed link: pending like any other, but
    verified, linked to its request and in the role the owner asked for. The link works once:
    the request is marked used by one conditional UPDATE in the same transaction, so of two
    submissions at once exactly one gets through (the other is refused as USED and stores
    nothing). LinkRefused for a link that is altered, forged, expired or used.

    Afterwards the referee is e-mailed a confirmation with a link to withdraw it; a failure to
    send is logged (its kind only) and never undoes the testimonial, as the link is spent.

    When the request's address is one the owner blocked (apps/guardian/blocks.py), the link is
    spent just the same but nothing is stored and no confirmation is sent: the drop is counted
    and None returned, and the view answers exactly as for a delivered testimonial. (The public
    form asks for no address, so a testimonial through it cannot be matched to a sender.)"""
    with transaction.atomic():
        request = invite_read(token=invite)
        claimed = TestimonialRequest.objects.filter(pk=request.pk, used_at__isnull=True).update(
            used_at=timezone.now()
        )
        if not claimed:
            raise LinkRefused(USED, INVITE_REFUSED[USED])
        if sender_drop(email=request.email):
            return None
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
    _confirmation_email(testimonial_id=testimonial.id, owner_name=owner_name)
    return testimonial


def testimonial_withdraw_link(*, testimonial: Testimonial) -> str:
    query = urlencode({"withdraw": withdraw_token(testimonial=testimonial)})
    return f"{settings.SITE_URL}/testimonials?{query}"


def _confirmation_email(*, testimonial_id, owner_name: str) -> bool:
    """E-mail the referee the confirmation of a verified testimonial, with its withdraw link,
    re-rendered from the rows. Claimed by one conditional UPDATE first (never sent twice); a
    refusal is logged (its kind only), never undoes the testimonial (the link is spent), and
    leaves it for `manage.py send_pending_mail`. True when the mail server took it."""
    claimed = (
        Testimonial.objects.filter(
            id=testimonial_id, is_verified=True, confirmation_sent_at__isnull=True
        )
        .exclude(request__isnull=True)
        .exclude(request__email="")
        .update(confirmation_sent_at=timezone.now())
    )
    testimonial = (
        Testimonial.objects.select_related("request").filter(id=testimonial_id).first()
        if claimed
        else None
    )
    if testimonial is None:
        return False
    context = {
        "name": inert_links(testimonial.name),
        "owner_name": owner_name,
        # The referee's own words, every link in them made inert (apps/guardian/inert.py).
        "content": inert_links(testimonial.content),
        "withdraw_link": testimonial_withdraw_link(testimonial=testimonial),
    }
    message = EmailMultiAlternatives(
        subject=f"Your testimonial for {owner_name}",
        body=render_to_string("email/testimonial_confirmation.txt", context),
        from_email=site_from_email(),
        to=[testimonial.request.email],
    )
    message.attach_alternative(
        render_to_string("email/testimonial_confirmation.html", context), "text/html"
    )
    return send_or_release(
        message,
        release=lambda: Testimonial.objects.filter(id=testimonial_id).update(
            confirmation_sent_at=None
        ),
        failure="Could not send a testimonial confirmation",
    )


def confirmations_send_pending(*, owner_name: str) -> tuple[int, int]:
    """Send the confirmations that have not gone yet (oldest first), until the mail server
    refuses one. Returns (sent, still waiting)."""
    waiting = list(
        Testimonial.objects.filter(is_verified=True, confirmation_sent_at__isnull=True)
        .exclude(request__isnull=True)
        .exclude(request__email="")
        .order_by("created_at")
        .values_list("id", flat=True)
    )
    return send_in_order(
        waiting, lambda row_id: _confirmation_email(testimonial_id=row_id, owner_name=owner_name)
    )


def testimonial_withdraw(*, token: str) -> None:
    """The referee takes their testimonial back: it is deleted at once (its delete signal moves
    the content version on, so no cached list or page shows it again). Its request stays marked
    used (the link keeps saying so) until the purge. LinkRefused for an altered or forged link,
    or a testimonial already gone."""
    with transaction.atomic():
        testimonial = withdraw_read(token=token)
        testimonial_delete(testimonial=testimonial)
