import secrets

from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from apps.core.forms import AGE_CHOICES, UNDER_13
from apps.core.models import BaseModel, PublishedQuerySet

CONSENT_NEEDED = (
    "Record how parental consent was verified before approving a testimonial from someone under 13."
)


class Testimonial(BaseModel):
    """A visitor's testimonial: pending until the owner approves it, then public.

    No e-mail address is collected. An author under 13 (with parental consent) can only be
    approved once the owner has recorded how that consent was verified.
    """

    name = models.CharField(max_length=100)
    role = models.CharField("relationship", max_length=100)
    content = models.TextField(max_length=2000)
    rating = models.PositiveSmallIntegerField(
        default=5, validators=[MinValueValidator(1), MaxValueValidator(5)]
    )
    age_verification = models.CharField(max_length=30, choices=AGE_CHOICES)
    is_approved = models.BooleanField(default=False)
    published_at = models.DateTimeField(null=True, blank=True)
    consent_verification = models.TextField(
        "how parental consent was verified",
        max_length=1000,
        blank=True,
        help_text="Required before approving a testimonial from an author under 13.",
    )
    # Sent through the signed, single-use link of a request the owner e-mailed: the public card
    # says 'Verified · <role>'. Set by the service only; the public form's are never verified.
    is_verified = models.BooleanField("verified", default=False, editable=False)
    request = models.OneToOneField(
        "TestimonialRequest",
        null=True,
        blank=True,
        editable=False,
        on_delete=models.SET_NULL,
        related_name="testimonial",
        help_text="The request whose link this testimonial was sent through.",
    )
    # When the referee's confirmation (with the withdraw link) went out; empty while the mail
    # server has not taken it: `manage.py send_pending_mail` tries again.
    confirmation_sent_at = models.DateTimeField(null=True, blank=True, editable=False)

    # Visitors see approved testimonials only (PublishedQuerySet.visible_to).
    visibility_field = "is_approved"
    objects = PublishedQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            # The visitors' list: approved, newest published first (the cursor's whole
            # ordering, the id breaking ties); the owner's pending ones and all of them.
            models.Index(
                fields=["is_approved", "-published_at", "-created_at", "-id"],
                name="testimonial_public_page_idx",
            ),
            models.Index(
                fields=["is_approved", "-created_at", "-id"], name="testimonial_status_page_idx"
            ),
            models.Index(fields=["-created_at", "-id"], name="testimonial_all_page_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.role})"

    @property
    def needs_consent_record(self) -> bool:
        return self.age_verification == UNDER_13 and not self.consent_verification.strip()

    def clean(self) -> None:
        # The rule approving keeps (services.testimonial_approve) holds for every later edit.
        if self.is_approved and self.needs_consent_record:
            raise ValidationError({"consent_verification": [CONSENT_NEEDED]})


def new_nonce() -> str:
    return secrets.token_urlsafe(16)


class TestimonialRequest(BaseModel):
    """An e-mail the owner sent asking someone for a testimonial, with a signed link that works
    once, for TESTIMONIAL_REQUEST_INTERVAL_DAYS (links.invite_token).

    Kept whole while it blocks a repeat request to the same address (the same interval). After
    that, an unanswered request is deleted; an answered one loses its address and message and
    keeps only the name, relationship and dates, so the owner can see which request a verified
    testimonial answers, for as long as that testimonial exists
    (services.testimonials_purge_expired).
    """

    name = models.CharField(max_length=100)
    email = models.EmailField(max_length=254, db_index=True, blank=True)
    relationship = models.CharField(max_length=100)
    message = models.TextField(max_length=2000, blank=True)
    # Part of the signed link: a link names this row and its nonce, so a link cannot be made
    # from the row's id alone.
    nonce = models.CharField(max_length=32, default=new_nonce, editable=False)
    # When a testimonial was sent through the link: it works once.
    used_at = models.DateTimeField(null=True, blank=True, editable=False)
    # When the mail server took the request's e-mail; empty while it has not (refused, or
    # down): the owner's panel says 'not sent yet' and `manage.py send_pending_mail` tries again.
    email_sent_at = models.DateTimeField(null=True, blank=True, editable=False)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.name} ({self.created_at:%Y-%m-%d})"
