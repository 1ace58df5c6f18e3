"""A private share link: one unpublished post or journal entry, shown to one named recipient.

The link's token is never stored: only its SHA-256 hash, so a copy of the database (or a backup)
opens nothing. The owner sees the whole link once, when it is made; a lost link is revoked and
made again. Nothing about whoever opens it is kept: a count and the time of the latest opening.
"""

import hashlib

from django.db import models
from django.db.models import Q

from apps.core.models import BaseModel

RECIPIENT_MAX_LENGTH = 100
DEFAULT_DAYS = 14
MIN_DAYS = 1
MAX_DAYS = 90


class TargetType(models.TextChoices):
    POST = "post", "Blog post"
    JOURNAL_ENTRY = "journal-entry", "GCSE journal entry"


def token_hash(token: str) -> str:
    """The stored form of a link's token: its SHA-256, in hex. A lookup by this hash compares
    hashes, never the token, so its timing tells nothing about a stored token."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


class ShareLink(BaseModel):
    # Exactly one of the two is set (the check constraint); deleting the content deletes its
    # links.
    post = models.ForeignKey(
        "blog.BlogPost", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    journal_entry = models.ForeignKey(
        "journal.GcseJournalEntry",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="+",
    )
    recipient = models.CharField(
        max_length=RECIPIENT_MAX_LENGTH,
        help_text='Who the link is for, as the owner names them ("Mrs Patel, maths").',
    )
    token_hash = models.CharField(max_length=64, unique=True, editable=False)
    expires_at = models.DateTimeField(db_index=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    open_count = models.PositiveIntegerField(default=0)
    last_opened_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "share link"
        ordering = ["-created_at"]
        constraints = [
            models.CheckConstraint(
                condition=(Q(post__isnull=False) & Q(journal_entry__isnull=True))
                | (Q(post__isnull=True) & Q(journal_entry__isnull=False)),
                name="sharing_link_has_one_target",
            ),
        ]

    def __str__(self) -> str:
        return f"Share link for {self.recipient}"

    @property
    def target_type(self) -> str:
        return TargetType.POST if self.post_id else TargetType.JOURNAL_ENTRY

    @property
    def target(self):
        return self.post if self.post_id else self.journal_entry
