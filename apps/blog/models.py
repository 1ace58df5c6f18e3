from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.urls import reverse
from django.utils import timezone

from apps.core.models import BaseModel, PublishedQuerySet
from apps.core.validators import validate_image_url


class LivePostManager(models.Manager):
    """Posts that are not deleted. A deleted post stays (hidden from everyone, Django admin
    included) only for the few seconds its 'Undo' is offered, then goes for good."""

    def get_queryset(self):
        return super().get_queryset().filter(deleted_at__isnull=True)


class BlogPost(BaseModel):
    """A blog post. Drafts (is_published false) are seen by the owner only."""

    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    excerpt = models.TextField(max_length=1000)
    # Sanitised HTML (an allow-list of formatting tags, see services.sanitize_post_html).
    content = models.TextField(max_length=100_000)
    categories = models.JSONField(default=list, blank=True)
    published_at = models.DateTimeField(default=timezone.now, db_index=True)
    read_time = models.PositiveSmallIntegerField(
        default=5, validators=[MinValueValidator(1), MaxValueValidator(600)]
    )
    is_published = models.BooleanField(default=False)
    image_url = models.CharField(max_length=500, blank=True, validators=[validate_image_url])
    image_alt = models.CharField(max_length=200, blank=True)
    deleted_at = models.DateTimeField(null=True, blank=True, editable=False, db_index=True)

    # Besides image_url (found by its validator): the HTML may embed <img src="/media/...">, so
    # a file it shows is never deleted with a gallery item (apps/core/media_references.py).
    media_reference_fields = ("content",)

    objects = LivePostManager.from_queryset(PublishedQuerySet)()
    all_objects = models.Manager()

    class Meta:
        ordering = ["-published_at", "-created_at"]
        indexes = [
            # The visitors' list: published posts, newest first (the whole ordering).
            models.Index(
                fields=["is_published", "-published_at", "-created_at"],
                name="blog_post_public_newest_idx",
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        """Its page on the public site (a draft's answers 404 to visitors)."""
        return reverse("page-blog-post", kwargs={"slug": self.slug})

    @property
    def primary_category(self) -> str:
        return self.categories[0] if self.categories else "general"
