import datetime

from django.db import models
from django.db.models import F, Value
from django.db.models.functions import Coalesce
from django.urls import reverse

from apps.core.models import BaseModel, PublishedQuerySet, list_field
from apps.core.rich_text import MARKDOWN_OR_PLAIN, format_field, rendered_field
from apps.core.validators import validate_image_url

from .validators import validate_coordinates, validate_gallery, validate_highlights

# The order of the travel list: the visit date, a story without one as the earliest (last).
VISIT_ORDER = Coalesce("visit_date", Value(datetime.date(1, 1, 1)))


class Continent(models.TextChoices):
    """The travel page's continent filter (besides All)."""

    AMERICA = "America"
    EUROPE = "Europe"
    ASIA = "Asia"
    UNITED_KINGDOM = "United Kingdom"
    AUSTRALIA = "Australia"
    CANADA = "Canada"


class TravelStory(BaseModel):
    """A place the student visited: the destination card on /travel and its story page.
    Unpublished stories are seen by the owner only."""

    # The texts visitors may read, which the personal-data check reads at every owner save
    # (apps/safety: the API answers warnings and asks before a first publication; Django admin
    # shows them).
    personal_data_fields = ("title", "city", "country", "content", "duration", "highlights")

    # Any text: the admin panel offers 30 countries, but stories may name others.
    country = models.CharField(max_length=100)
    city = models.CharField(max_length=100, blank=True)
    continent = models.CharField(max_length=20, choices=Continent.choices, blank=True)
    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    # The story, as the owner wrote it, in content_format: Markdown, or plain text (stories
    # written before Markdown, shown exactly as they always were); content_html is what
    # visitors get (the card shows its first words).
    content = models.TextField(max_length=20_000)
    content_format = format_field(MARKDOWN_OR_PLAIN)
    content_html = rendered_field()
    image_url = models.CharField(max_length=500, blank=True, validators=[validate_image_url])
    coordinates = models.JSONField(
        null=True,
        blank=True,
        validators=[validate_coordinates],
        help_text='{"lat": 51.5, "lng": -0.12}, or empty.',
    )
    visit_date = models.DateField(null=True, blank=True)
    duration = models.CharField(max_length=50, blank=True, help_text='For example "5 days".')
    highlights = list_field(validate_highlights, help_text="A list of at most 12 short texts.")
    gallery = list_field(
        validate_gallery,
        help_text="A list of at most 24 image addresses on this site (/media/...).",
    )
    is_published = models.BooleanField(default=False)  # a draft until the owner publishes

    # Besides image_url (found by its validator): the gallery lists picture addresses and the
    # text may show pictures, so a file they show is never deleted with a gallery item
    # (apps/core/media_references.py).
    media_reference_fields = ("gallery", "content")

    objects = PublishedQuerySet.as_manager()

    class Meta:
        verbose_name = "travel story"
        verbose_name_plural = "travel stories"
        ordering = [F("visit_date").desc(nulls_last=True), "-created_at"]
        indexes = [
            # The owner's list and the visitors' in the cursor's whole ordering: the visit date
            # with no date as the earliest (apps/travel/selectors.py: visit_order), the id
            # breaking ties.
            models.Index(
                VISIT_ORDER.desc(),
                F("created_at").desc(),
                F("id").desc(),
                name="travel_all_page_idx",
            ),
            models.Index(
                F("is_published"),
                VISIT_ORDER.desc(),
                F("created_at").desc(),
                F("id").desc(),
                name="travel_public_page_idx",
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        """Its page on the public site (a draft's answers 404 to visitors)."""
        return reverse("page-travel-story", kwargs={"slug": self.slug})
