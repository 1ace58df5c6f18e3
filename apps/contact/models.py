from django.db import models

from apps.core.forms import AGE_CHOICES
from apps.core.models import BaseModel

# Django admin's Privacy → Export (apps/operations/admin_views.py): the owner (a superuser) always
# may; any other staff account only when given this permission explicitly.
EXPORT_PERSONAL_DATA = "export_personal_data"


class ContactMessage(BaseModel):
    """A visitor's message to the owner. Only what is needed to reply is kept, and only for
    CONTACT_RETENTION_DAYS (see `purge_expired`). The consent answers are required to send a
    message at all, so they are not stored.

    `notified_at` says when the owner was told about it: by an e-mail of its own, or listed in a
    digest. It is empty while the message waits for the digest, because more messages arrived in
    its hour than the site e-mails one by one (CONTACT_EMAILS_PER_HOUR); `digest_id` names the
    digest that listed it."""

    name = models.CharField(max_length=100)
    email = models.EmailField(max_length=254)
    subject = models.CharField(max_length=200)
    message = models.TextField(max_length=5000)
    age_verification = models.CharField(max_length=30, choices=AGE_CHOICES)
    is_read = models.BooleanField(default=False)
    read_at = models.DateTimeField(null=True, blank=True)
    notified_at = models.DateTimeField(null=True, blank=True, editable=False)
    digest_id = models.UUIDField(null=True, blank=True, editable=False)

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["is_read", "-created_at"]),
            # The owner's inbox, newest first (the cursor's whole ordering).
            models.Index(fields=["-created_at", "-id"], name="contact_inbox_page_idx"),
            # The messages still waiting for a digest (few or none: a partial index).
            models.Index(
                fields=["created_at"],
                condition=models.Q(notified_at__isnull=True),
                name="contact_awaiting_digest_idx",
            ),
        ]
        permissions = [
            (
                EXPORT_PERSONAL_DATA,
                "Can export the personal data held about an e-mail address",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.subject} ({self.created_at:%Y-%m-%d})"
