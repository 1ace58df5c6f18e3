"""The site's user model, and the record of sign-in attempts behind the lockout."""

from django.contrib.auth.models import AbstractUser
from django.db import models


class User(AbstractUser):
    """A person who can sign in. Only the owner (an active superuser) manages the site."""

    # Every token carries the generation it was issued in; 'sign out everywhere' (and a password
    # change) starts a new one, and tokens of an older generation stop working. A counter, not
    # a time: a sign-in in the same second as the revocation must still work.
    session_generation = models.PositiveIntegerField(default=0, editable=False)

    @property
    def is_owner(self) -> bool:
        return self.is_active and self.is_superuser

    @property
    def role(self) -> str:
        return "admin" if self.is_owner else "user"


class SignInAttempt(models.Model):
    """One sign-in attempt that is under way (PENDING) or failed (FAILED); a success deletes the
    attempts it proves were the owner's. Kept in the database so every worker and host sees the
    same counts, and written *before* the password is checked, so parallel attempts see each
    other (check and record are one step). `purge_expired` removes old rows."""

    class Outcome(models.TextChoices):
        PENDING = "pending"
        FAILED = "failed"

    # A day's record at most, of no use on another server: not in backups.
    backup_exclude = True

    username = models.CharField(max_length=150)
    ip_address = models.GenericIPAddressField()
    attempted_at = models.DateTimeField(auto_now_add=True)
    outcome = models.CharField(max_length=8, choices=Outcome, default=Outcome.PENDING)

    class Meta:
        indexes = [
            models.Index(fields=["username", "attempted_at"]),
            models.Index(fields=["ip_address", "attempted_at"]),
        ]

    def __str__(self) -> str:
        return f"{self.username} from {self.ip_address} at {self.attempted_at:%Y-%m-%d %H:%M}"


class TrustedDevice(models.Model):
    """A browser the owner has signed in from. It carries a random token (only its hash is
    stored); sign-ins that present it skip the account-wide slow-down that guesses from
    everywhere else meet, so an attacker can slow sign-ins down but never keep the owner out."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="trusted_devices")
    token_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"device of {self.user} since {self.created_at:%Y-%m-%d}"
