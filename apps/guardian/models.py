"""A guardian's hold on a contact message or testimonial, and the weekly digests sent."""

import hashlib

from django.db import models
from django.db.models import Q

from apps.core.models import BaseModel


def token_hash(token: str) -> str:
    """The only form of a hold's token that is stored: its SHA-256, in hex."""
    return hashlib.sha256(token.encode()).hexdigest()


class Decision(models.TextChoices):
    PENDING = "pending", "Waiting for the guardian"
    APPROVED = "approved", "Approved by the guardian"
    # A declined item is deleted, and its hold with it: no "declined" row is ever kept.


class GuardianHold(BaseModel):
    """One contact message or testimonial from a visitor who said they are under 13, sent while
    guardian approval was on. While pending, the owner's inbox, lists, counts and e-mails leave
    the item out (apps.guardian.holds.without_held); the guardian approves it (the hold is kept,
    marked approved) or declines it (the item is deleted, and this row with it) on the page the
    e-mailed link opens. A pending hold expires after HOLD_DAYS: `purge_expired` deletes the
    item. The link's token is stored only as its SHA-256."""

    message = models.OneToOneField(
        "contact.ContactMessage",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="guardian_hold",
    )
    testimonial = models.OneToOneField(
        "testimonials.Testimonial",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="guardian_hold",
    )
    token_hash = models.CharField(max_length=64, unique=True, editable=False)
    decision = models.CharField(max_length=10, choices=Decision.choices, default=Decision.PENDING)
    decided_at = models.DateTimeField(null=True, blank=True)
    # When the mail server took the guardian's e-mail; empty while it has not (refused, or down):
    # `manage.py send_pending_mail` sends it again with a new link (the old token is replaced:
    # only the e-mail ever holds one).
    emailed_at = models.DateTimeField(null=True, blank=True, editable=False)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            # Exactly one item per hold.
            models.CheckConstraint(
                condition=(
                    Q(message__isnull=False, testimonial__isnull=True)
                    | Q(message__isnull=True, testimonial__isnull=False)
                ),
                name="guardian_hold_one_item",
            ),
            models.CheckConstraint(
                condition=Q(decision=Decision.PENDING, decided_at__isnull=True)
                | Q(decision=Decision.APPROVED, decided_at__isnull=False),
                name="guardian_hold_decided_at",
            ),
        ]
        indexes = [
            models.Index(fields=["decision", "created_at"], name="guardian_hold_decision_idx")
        ]

    def __str__(self) -> str:
        return f"{self.kind} ({self.get_decision_display()}, {self.created_at:%Y-%m-%d})"

    @property
    def kind(self) -> str:
        return "Contact message" if self.message_id else "Testimonial"


class GuardianDigest(models.Model):
    """The weekly digest sent for one week (its Monday): written before the e-mail goes out, so
    a second run in the same week, from cron or another host, sends nothing."""

    week = models.DateField(unique=True)
    sent_at = models.DateTimeField()

    class Meta:
        ordering = ["-week"]

    def __str__(self) -> str:
        return f"Guardian digest for the week of {self.week:%-d %B %Y}"


class BlockedSender(BaseModel):
    """An address the owner blocked from her inbox ('Block' on a message): later contact
    messages, and testimonials sent through a request's link to it, are dropped without a word to
    the sender (apps.guardian.blocks). Only the address is kept, trimmed and lower-cased (the
    owner must see which address she blocked to unblock it; a keyed hash could not be shown),
    with how many were dropped and when the last was. Unblocking deletes the row."""

    email = models.CharField(max_length=254, unique=True)
    dropped_count = models.PositiveIntegerField(default=0)
    last_dropped_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["email"]

    def __str__(self) -> str:
        return f"Blocked sender ({self.dropped_count} dropped)"


class GuardianForward(BaseModel):
    """One 'Show my guardian': the owner forwarded a contact message or testimonial to her
    guardian's address with a note. Only that it was shown, and when, is kept: the note lives in
    the e-mail alone (apps.guardian.forwards). Written once the mail server took the e-mail."""

    message = models.ForeignKey(
        "contact.ContactMessage",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="guardian_forwards",
    )
    testimonial = models.ForeignKey(
        "testimonials.Testimonial",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="guardian_forwards",
    )

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.CheckConstraint(
                condition=(
                    Q(message__isnull=False, testimonial__isnull=True)
                    | Q(message__isnull=True, testimonial__isnull=False)
                ),
                name="guardian_forward_one_item",
            ),
        ]

    def __str__(self) -> str:
        kind = "Contact message" if self.message_id else "Testimonial"
        return f"{kind} shown to the guardian ({self.created_at:%Y-%m-%d})"
