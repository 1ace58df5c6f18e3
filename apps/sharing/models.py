"""A private share link: one unpublished post or journal entry, shown to one named recipient.

The link's token is never stored: only its SHA-256 hash, so a copy of the database (or a backup)
opens nothing. The owner sees the whole link once, when it is made; a lost link is revoked and
made again. Nothing about whoever opens it is kept: a count and the time of the latest opening.
"""

import hashlib
import operator
from functools import reduce

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
    STATEMENT = "statement", "Personal statement"


# The field of ShareLink that holds each kind of target.
TARGET_FIELDS = {
    TargetType.POST: "post",
    TargetType.JOURNAL_ENTRY: "journal_entry",
    TargetType.STATEMENT: "statement",
}


def token_hash(token: str) -> str:
    """The stored form of a link's token: its SHA-256, in hex. A lookup by this hash compares
    hashes, never the token, so its timing tells nothing about a stored token."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def _exactly_one_target() -> Q:
    """One of the target fields is set and the others are not."""
    fields = TARGET_FIELDS.values()
    return reduce(
        operator.or_,
        (Q(**{f"{f}__isnull": f != field for f in fields}) for field in fields),
    )


class ShareLink(BaseModel):
    # Exactly one target is set (the check constraint); deleting the content deletes its links.
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
    # A personal statement draft (apps/statement), shown with a comment form under each answer.
    statement = models.ForeignKey(
        "statement.Statement", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
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
                condition=_exactly_one_target(),
                name="sharing_link_has_one_target",
            ),
        ]

    def __str__(self) -> str:
        return f"Share link for {self.recipient}"

    @property
    def target_type(self) -> str:
        return next(kind for kind, field in TARGET_FIELDS.items() if getattr(self, f"{field}_id"))

    @property
    def target(self):
        return getattr(self, TARGET_FIELDS[self.target_type])
