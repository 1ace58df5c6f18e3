from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator
from django.db import models
from django.urls import reverse
from django.utils import timezone

from apps.core.models import BaseModel, PublishedQuerySet, list_field
from apps.core.rich_text import MARKDOWN_OR_PLAIN, format_field, rendered_field
from apps.core.validators import validate_document_url, validate_image_url, validate_web_url

from .validators import StringListValidator

MEME_NEEDS_PICTURE_OR_TEXT = "Add an image or some text for the meme"
ONE_FEATURED_MESSAGE = "Another project is already featured"
# The column types' limits on PostgreSQL, stated so SQLite (which stores any 64-bit integer)
# refuses the same values instead of accepting what production could not store.
SMALLINT_MAX = 32_767
INTEGER_MAX = 2_147_483_647


class Achievement(BaseModel):
    """An award or certificate on the Achievements page. 'View Certificate' opens the certificate
    as a PDF in a new tab when it has one, else its picture in the viewer."""

    # The texts visitors may read, which the personal-data check reads at every owner save
    # (apps/safety: the API answers warnings and asks before a first publication; Django admin
    # shows them).
    personal_data_fields = ("title", "description", "issuer")

    title = models.CharField(max_length=200)
    description = models.TextField(max_length=2000)
    image_url = models.CharField(max_length=500, blank=True, validators=[validate_image_url])
    # The certificate itself as a PDF the documents pipeline stored (a clean copy).
    certificate_url = models.CharField(
        max_length=500, blank=True, validators=[validate_document_url]
    )
    # When it was awarded (the owner sets it; a certificate is often added long afterwards).
    date = models.DateField(default=timezone.localdate)
    category = models.CharField(max_length=50, blank=True)
    issuer = models.CharField(max_length=100, blank=True)
    is_published = models.BooleanField(default=False)  # a draft until the owner publishes

    # The PDF it shows is in use while it does (apps/core/media_references.py).
    media_reference_fields = ("certificate_url",)

    objects = PublishedQuerySet.as_manager()

    class Meta:
        ordering = ["-date", "-created_at"]
        indexes = [
            # The visitors' list and the owner's (every row), in the cursor's whole ordering.
            models.Index(
                fields=["is_published", "-date", "-created_at", "-id"],
                name="achievement_public_page_idx",
            ),
            models.Index(fields=["-date", "-created_at", "-id"], name="achievement_all_page_idx"),
        ]

    def __str__(self) -> str:
        return self.title


class ProjectStatus(models.TextChoices):
    """The status badge: Live and Live & Growing are green, In Development blue, Prototype
    yellow, Planning grey."""

    LIVE = "Live", "Live"
    LIVE_AND_GROWING = "Live & Growing", "Live & Growing"
    IN_DEVELOPMENT = "In Development", "In Development"
    PROTOTYPE = "Prototype", "Prototype"
    PLANNING = "Planning", "Planning"


class Project(BaseModel):
    """A project or venture. The featured one (at most one: making another featured un-features
    it, services.project_update) is drawn large at the top of the Projects page; the others
    follow `sort_order` (the owner's Move up / Move down, services.project_reorder)."""

    # The texts visitors may read, which the personal-data check reads at every owner save
    # (apps/safety: the API answers warnings and asks before a first publication; Django admin
    # shows them).
    personal_data_fields = (
        "title",
        "description",
        "full_description",
        "features",
        "users",
        "impact",
    )

    Status = ProjectStatus

    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    description = models.TextField(max_length=1000)
    # The project's page text, in full_description_format: Markdown, or plain text (projects
    # written before Markdown, shown exactly as they always were); full_description_html is
    # what visitors get.
    full_description = models.TextField(max_length=10_000, blank=True)
    full_description_format = format_field(MARKDOWN_OR_PLAIN)
    full_description_html = rendered_field()
    image_url = models.CharField(max_length=500, blank=True, validators=[validate_image_url])
    website = models.URLField(max_length=500, blank=True, validators=[validate_web_url])
    # Where visitors can try it (the card's 'Demo' button; no button without one).
    demo_url = models.URLField(max_length=500, blank=True, validators=[validate_web_url])
    technologies = list_field(StringListValidator(max_items=20, max_length=40, noun="technologies"))
    status = models.CharField(
        max_length=30, choices=ProjectStatus.choices, default=ProjectStatus.PLANNING
    )
    progress = models.PositiveSmallIntegerField(default=0, validators=[MaxValueValidator(100)])
    start_date = models.DateField(null=True, blank=True)
    features = list_field(StringListValidator(max_items=20, max_length=200, noun="features"))
    users = models.CharField(max_length=100, blank=True)  # free text such as "2,500+"
    impact = models.CharField(max_length=200, blank=True)
    type = models.CharField(max_length=50, blank=True)  # "Website", "App", "Social Enterprise"
    featured = models.BooleanField(default=False)
    is_published = models.BooleanField(default=False)  # a draft until the owner publishes
    sort_order = models.PositiveSmallIntegerField(
        default=0, validators=[MaxValueValidator(SMALLINT_MAX)]
    )

    # A picture in the full description keeps its file (apps/core/media_references.py).
    media_reference_fields = ("full_description",)

    objects = PublishedQuerySet.as_manager()

    class Meta:
        ordering = ["-featured", "sort_order", "-created_at"]
        indexes = [
            models.Index(
                fields=["is_published", "-featured", "sort_order", "-created_at"],
                name="project_display_order_idx",
            ),
            # The owner's list (every row, the same order).
            models.Index(
                fields=["-featured", "sort_order", "-created_at"],
                name="project_all_display_order_idx",
            ),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(progress__lte=100), name="project_progress_at_most_100"
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=ProjectStatus.values),
                name="project_status_valid",
            ),
            # Exactly one Featured card at most, whoever writes (the services un-feature the
            # previous one first; a direct write of a second one fails here).
            models.UniqueConstraint(
                fields=["featured"],
                condition=models.Q(featured=True),
                name="project_one_featured",
                violation_error_message=ONE_FEATURED_MESSAGE,
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        """Its page on the public site (a draft's answers 404 to visitors)."""
        return reverse("page-project", kwargs={"slug": self.slug})


class Meme(BaseModel):
    """A meme card: an image, or a text panel when there is no image, with a caption.

    likes, comments and shares are the counts the owner sets; visitors' like and share toggles
    change them in their own browser only, so no endpoint lets a visitor change them.
    """

    # The texts visitors may read, which the personal-data check reads at every owner save
    # (apps/safety: the API answers warnings and asks before a first publication; Django admin
    # shows them).
    personal_data_fields = ("author_handle", "caption", "text", "hashtags")

    author_handle = models.CharField(max_length=50)  # "@alex"
    caption = models.CharField(max_length=500)
    image_url = models.CharField(max_length=500, blank=True, validators=[validate_image_url])
    text = models.CharField(max_length=500, blank=True)
    # Stored without the leading '#': the page adds it.
    hashtags = list_field(StringListValidator(max_items=10, max_length=40, noun="hashtags"))
    likes = models.PositiveIntegerField(default=0, validators=[MaxValueValidator(INTEGER_MAX)])
    comments = models.PositiveIntegerField(default=0, validators=[MaxValueValidator(INTEGER_MAX)])
    shares = models.PositiveIntegerField(default=0, validators=[MaxValueValidator(INTEGER_MAX)])
    is_published = models.BooleanField(default=False)  # a draft until the owner publishes

    objects = PublishedQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            # The visitors' list and the owner's, in the cursor's whole ordering.
            models.Index(
                fields=["is_published", "-created_at", "-id"], name="meme_public_page_idx"
            ),
            models.Index(fields=["-created_at", "-id"], name="meme_all_page_idx"),
        ]

    def __str__(self) -> str:
        return self.caption[:60]

    def clean(self) -> None:
        if not self.image_url and not self.text.strip():
            raise ValidationError({"image_url": MEME_NEEDS_PICTURE_OR_TEXT})
