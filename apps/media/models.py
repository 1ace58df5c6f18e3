from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils import timezone

from apps.core.models import BaseModel, PublishedQuerySet
from apps.core.validators import validate_image_url, validate_web_url


class MediaType(models.TextChoices):
    ARTICLE = "article", "Article"
    VIDEO = "video", "Video"
    PODCAST = "podcast", "Podcast"


class MediaItem(BaseModel):
    """An article the student wrote, or an appearance (video, podcast) they took part in.

    The Media page's 'Featured Articles' are the articles; its 'Media Appearances' are the
    videos and podcasts. Hidden items (is_published false) are seen by the owner only.
    """

    # The texts visitors may read, which the personal-data check reads at every owner save
    # (apps/safety: the API answers warnings and asks before a first publication; Django admin
    # shows them).
    personal_data_fields = ("title", "description", "publication", "platform")

    Type = MediaType

    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    # The article's excerpt, or what the appearance was about.
    description = models.TextField(max_length=5000, blank=True)
    type = models.CharField(max_length=10, choices=MediaType.choices)
    # Appearances have no link, so it may be blank; when given it is http or https.
    url = models.URLField(max_length=500, blank=True, validators=[validate_web_url])
    # The date shown: when the article was published or the appearance aired.
    published_at = models.DateTimeField(default=timezone.now)
    platform = models.CharField(max_length=100, blank=True)
    featured = models.BooleanField(default=False)
    category = models.CharField(max_length=50, blank=True)
    image_url = models.CharField(max_length=500, blank=True, validators=[validate_image_url])
    read_time = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(600)]
    )
    publication = models.CharField(max_length=100, blank=True)
    duration = models.CharField(max_length=30, blank=True)
    is_published = models.BooleanField(default=True)

    objects = PublishedQuerySet.as_manager()

    class Meta:
        ordering = ["-published_at", "-created_at"]
        indexes = [
            # Each list in the cursor's whole ordering (the id breaking ties): the owner's,
            # the visitors' (published), and each narrowed by ?type=article|video|podcast.
            models.Index(
                fields=["-published_at", "-created_at", "-id"], name="media_item_all_page_idx"
            ),
            models.Index(
                fields=["is_published", "-published_at", "-created_at", "-id"],
                name="media_item_public_page_idx",
            ),
            models.Index(
                fields=["is_published", "type", "-published_at", "-created_at", "-id"],
                name="media_public_type_page_idx",
            ),
            models.Index(
                fields=["type", "-published_at", "-created_at", "-id"],
                name="media_item_type_page_idx",
            ),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(type__in=MediaType.values),
                name="media_item_type_valid",
            ),
        ]

    def __str__(self) -> str:
        return self.title
