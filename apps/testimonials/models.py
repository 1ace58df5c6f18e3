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

    # Visitors see approved testimonials only (PublishedQuerySet.visible_to).
    visibility_field = "is_approved"
    objects = PublishedQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            # The visitors' list: approved, newest published first (the whole ordering).
            models.Index(
                fields=["is_approved", "-published_at", "-created_at"],
                name="testimonial_public_newest_idx",
            ),
            models.Index(fields=["is_approved", "-created_at"]),
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


class TestimonialRequest(BaseModel):
    """An e-mail the owner sent asking someone for a testimonial. Kept only while it blocks a
    repeat request to the same address (TESTIMONIAL_REQUEST_INTERVAL_DAYS)."""

    name = models.CharField(max_length=100)
    email = models.EmailField(max_length=254, db_index=True)
    relationship = models.CharField(max_length=100)
    message = models.TextField(max_length=2000)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.name} ({self.created_at:%Y-%m-%d})"
