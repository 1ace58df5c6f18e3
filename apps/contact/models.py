from django.db import models

from apps.core.forms import AGE_CHOICES
from apps.core.models import BaseModel


class ContactMessage(BaseModel):
    """A visitor's message to the owner. Only what is needed to reply is kept, and only for
    CONTACT_RETENTION_DAYS (see `purge_expired`). The consent answers are required to send a
    message at all, so they are not stored."""

    name = models.CharField(max_length=100)
    email = models.EmailField(max_length=254)
    subject = models.CharField(max_length=200)
    message = models.TextField(max_length=5000)
    age_verification = models.CharField(max_length=30, choices=AGE_CHOICES)
    is_read = models.BooleanField(default=False)
    read_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["is_read", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.subject} ({self.created_at:%Y-%m-%d})"
