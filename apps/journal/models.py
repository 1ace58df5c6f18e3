from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.urls import reverse
from django.utils import timezone

from apps.core.models import BaseModel, PublishedQuerySet, list_field
from apps.core.rich_text import MARKDOWN_OR_PLAIN, format_field, rendered_field

from .subjects import (
    SUBJECT_MAX_LENGTH,
    Subject,
    subject_allowed,
    subject_choices,
    subject_label,
    subject_message,
)
from .validators import (
    PROGRESS_MESSAGE,
    validate_links,
    validate_media_uploads,
    validate_study_date,
)


class SubjectField(models.CharField):
    """An entry's subject: one of the journal's current subjects (apps/journal/subjects.py: the
    record's, else the specification's), or the one the entry already has. Its `choices` are
    the specification's, for the names of the entries written before the record."""

    def validate(self, value, model_instance):
        if value in self.empty_values:
            raise ValidationError(self.error_messages["blank"], code="blank")
        if not subject_allowed(value, model_instance):
            raise ValidationError(subject_message(), code="invalid_choice")

    def formfield(self, **kwargs):
        field = super().formfield(**kwargs)
        # Django admin offers the current subjects (and the specification's, which an entry
        # may still have); the model's validate above is the rule.
        field.choices = lambda: [("", "---------"), *_admin_choices()]
        return field


def _admin_choices() -> list[tuple[str, str]]:
    return list({**dict(subject_choices()), **dict(Subject.choices)}.items())


class GcseJournalEntry(BaseModel):
    """One week's study notes in one GCSE subject. Drafts (is_published false) are seen by the
    owner only."""

    # The texts visitors may read, which the personal-data check reads at every owner save
    # (apps/safety: the API answers warnings and asks before a first publication; Django admin
    # shows them).
    personal_data_fields = ("week", "topic", "content", "media_uploads", "links")

    week = models.CharField(max_length=50, help_text='A free-text label such as "Week 12".')
    subject = SubjectField(max_length=SUBJECT_MAX_LENGTH, choices=Subject.choices)
    topic = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    # As the owner wrote it, in content_format: Markdown, or plain text (entries written before
    # Markdown, shown exactly as they always were); content_html is what visitors get.
    content = models.TextField(max_length=20_000)
    content_format = format_field(MARKDOWN_OR_PLAIN)
    content_html = rendered_field()
    media_uploads = list_field(
        validate_media_uploads,
        help_text='A list of {"type": "image" | "pdf" | "video", "title": "...", "url": '
        '"/media/..." (optional: a picture or PDF stored on this site)}.',
    )
    links = list_field(
        validate_links,
        help_text='A list of {"type": "video" | "other" | ..., "title": "...", "url": "https://..."}.',
    )
    is_published = models.BooleanField(default=False)
    progress = models.PositiveSmallIntegerField(
        default=0,
        validators=[
            MinValueValidator(0, message=PROGRESS_MESSAGE),
            MaxValueValidator(100, message=PROGRESS_MESSAGE),
        ],
        help_text="How far through the topic, in percent.",
    )
    study_date = models.DateField(default=timezone.localdate, validators=[validate_study_date])

    # An attached picture or PDF is a stored file this entry shows: it is kept while the entry
    # refers to it, even once its gallery item or document is deleted (apps/core/media_references).
    # A picture in the text keeps its file too.
    media_reference_fields = ("media_uploads", "content")

    objects = PublishedQuerySet.as_manager()

    class Meta:
        verbose_name = "GCSE journal entry"
        verbose_name_plural = "GCSE journal entries"
        ordering = ["-study_date", "-created_at"]
        indexes = [
            # The owner's list and the visitors' (published), in the cursor's whole ordering.
            models.Index(fields=["-study_date", "-created_at", "-id"], name="journal_all_page_idx"),
            # The dashboard's Recent Activity: the few last changed entries.
            models.Index(fields=["-updated_at"], name="journal_changed_idx"),
            models.Index(
                fields=["is_published", "-study_date", "-created_at", "-id"],
                name="journal_public_page_idx",
            ),
            # The same, narrowed to one subject (?subject=: the journal page's tabs).
            models.Index(
                fields=["subject", "-study_date", "-created_at", "-id"],
                name="journal_subject_page_idx",
            ),
            models.Index(
                fields=["is_published", "subject", "-study_date", "-created_at", "-id"],
                name="journal_public_subject_idx",
            ),
            # The average progress of the published entries (the home page's and the site
            # map's figures) and the dashboard's counts of entries and subjects, read from the
            # index alone.
            models.Index(
                fields=["is_published", "subject", "progress"], name="journal_progress_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.week}: {self.get_subject_display()}, {self.topic}"

    def get_subject_display(self) -> str:
        """The subject's name (the record's for a subject the specification does not name)."""
        return subject_label(self.subject)

    def get_absolute_url(self) -> str:
        """Its page on the public site (a draft's answers 404 to visitors)."""
        return reverse("page-gcse-journey-entry", kwargs={"slug": self.slug})
