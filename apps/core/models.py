"""The shared kernel's models: the base model every content row builds on, and the site profile."""

import uuid

from django.core.exceptions import ValidationError
from django.db import models

from .permissions import is_owner
from .validators import validate_image_url, validate_other_links, validate_sensitive_words


class PublishedQuerySet(models.QuerySet):
    """Rows of a model with an `is_published` flag (or another, named by the model's
    `visibility_field`)."""

    def visible_to(self, viewer) -> "PublishedQuerySet":
        """Everything for the owner; published rows only for everyone else. The one visibility
        rule every list, detail, page, sitemap and feed goes through (via the selectors)."""
        if is_owner(viewer):
            return self
        return self.filter(**{getattr(self.model, "visibility_field", "is_published"): True})


def list_field(validator, *, help_text: str = "") -> models.JSONField:
    """A JSON list column, empty by default, that may be left empty and whose items `validator`
    checks (the one shape of every list a content row keeps)."""
    return models.JSONField(default=list, blank=True, validators=[validator], help_text=help_text)


class BaseModel(models.Model):
    """UUID primary key plus creation and modification timestamps."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True


PSEUDONYM_NEEDED = "Choose the name to show in pseudonym mode"
GUARDIAN_EMAIL_NEEDED = "Guardian approval needs the guardian's e-mail address"


class SiteProfile(models.Model):
    """The one row that says who the site is about (edited in Django admin, never in React code).

    Every page's head tags, the JSON-LD Person and the home page's about section read it.
    """

    name = models.CharField(max_length=100)
    display_name = models.CharField(
        max_length=40, blank=True, help_text="A short name for the header and greetings."
    )
    tagline = models.CharField(max_length=200)
    headline = models.CharField(
        max_length=120,
        blank=True,
        help_text="The home page's large heading (default: the tagline).",
    )
    bio = models.TextField(max_length=2000, blank=True)
    email = models.EmailField(blank=True)
    location = models.CharField(max_length=100, blank=True)
    avatar_url = models.CharField(
        "avatar photo", max_length=500, blank=True, validators=[validate_image_url]
    )
    microblog_url = models.URLField("microblog (X / Twitter) URL", blank=True)
    photos_url = models.URLField("photo-sharing (Instagram) URL", blank=True)
    professional_url = models.URLField("professional network (LinkedIn) URL", blank=True)
    video_url = models.URLField("video platform (YouTube) URL", blank=True)
    # Any further links the footer shows after the four: [{"label": ..., "url": ...}], at most 4.
    other_links = models.JSONField(default=list, blank=True, validators=[validate_other_links])
    # The home page's figures: blank is automatic (counted from the content, apps/pages/figures.py);
    # anything else is the label the owner typed, shown as it is.
    figure_articles = models.CharField(max_length=40, blank=True)
    figure_progress = models.CharField(max_length=40, blank=True)
    figure_certificates = models.CharField(max_length=40, blank=True)
    figure_countries = models.CharField(max_length=40, blank=True)
    # --- the protections for a young owner (issue 16); none of these is ever shown publicly ---
    # Pseudonym mode: every place the name leaves the site shows `pseudonym` instead of `name`.
    pseudonym_mode = models.BooleanField(default=False)
    pseudonym = models.CharField(
        max_length=60,
        blank=True,
        help_text="The name the site shows instead of the full name in pseudonym mode.",
    )
    # Words the personal-data check looks for in public texts (surname, school, home town ...).
    sensitive_words = models.JSONField(
        default=list, blank=True, validators=[validate_sensitive_words]
    )
    # A guardian's address for the weekly digest and, with guardian_approval, the approval of
    # testimonials and messages from visitors who said they are under 13.
    guardian_email = models.EmailField(blank=True)
    guardian_approval = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "site profile"
        verbose_name_plural = "site profile"
        constraints = [
            models.CheckConstraint(condition=models.Q(id=1), name="site_profile_singleton"),
        ]

    def __str__(self) -> str:
        return self.name

    def save(self, *args, **kwargs):
        self.pk = 1
        super().save(*args, **kwargs)

    def clean(self) -> None:
        if self.pseudonym_mode and not self.pseudonym.strip():
            raise ValidationError({"pseudonym": [PSEUDONYM_NEEDED]})
        if self.guardian_approval and not self.guardian_email:
            raise ValidationError({"guardian_email": [GUARDIAN_EMAIL_NEEDED]})

    @property
    def social_links(self) -> dict[str, str]:
        links = {
            "microblog": self.microblog_url,
            "photos": self.photos_url,
            "professional": self.professional_url,
            "video": self.video_url,
        }
        return {key: url for key, url in links.items() if url}
