"""The site's user model, and the record of failed sign-ins behind the lockout."""

from django.contrib.auth.models import AbstractUser
from django.db import models


class User(AbstractUser):
    """A person who can sign in. Only the owner (an active superuser) manages the site."""

    @property
    def is_owner(self) -> bool:
        return self.is_active and self.is_superuser

    @property
    def role(self) -> str:
        return "admin" if self.is_owner else "user"


class LoginFailure(models.Model):
    """One failed sign-in. Kept in the database so every worker and host sees the same count;
    `purge_expired` removes rows older than the lockout window."""

    username = models.CharField(max_length=150)
    ip_address = models.GenericIPAddressField()
    failed_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["username", "ip_address", "failed_at"])]

    def __str__(self) -> str:
        return f"{self.username} from {self.ip_address} at {self.failed_at:%Y-%m-%d %H:%M}"
