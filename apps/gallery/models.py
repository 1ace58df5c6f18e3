from django.db import models
from django.utils import timezone

from apps.core.models import BaseModel, PublishedQuerySet
from apps.core.validators import validate_image_url


class Category(models.TextChoices):
    GENERAL = "general", "General"
    ACADEMIC = "academic", "Academic"
    TRAVEL = "travel", "Travel"
    ACHIEVEMENTS = "achievements", "Achievements"
    PERSONAL = "personal", "Personal"


class GalleryItem(BaseModel):
    """A photo in the gallery: hidden (is_published false) items are seen by the owner only.

    A photo is either uploaded, when it has `variants` (re-encoded WebP files in the default
    storage, smallest first, each {"name", "width", "height"}) and `width`/`height` of the
    largest, or given by address (the "Image URL" form), when it has `image_url` instead.
    """

    # The texts visitors may read, which the personal-data check reads at every owner save
    # (apps/safety: the API answers warnings and asks before a first publication; Django admin
    # shows them).
    personal_data_fields = ("title", "caption")

    title = models.CharField(max_length=200)
    caption = models.TextField(max_length=1000, blank=True)
    image_url = models.CharField(max_length=500, blank=True, validators=[validate_image_url])
    category = models.CharField(max_length=20, choices=Category.choices, default=Category.GENERAL)
    uploaded_at = models.DateTimeField(default=timezone.now, db_index=True)
    is_published = models.BooleanField(default=True)
    variants = models.JSONField(default=list, blank=True, editable=False)
    width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    height = models.PositiveIntegerField(null=True, blank=True, editable=False)

    # Besides image_url (found by its validator): the variants name the item's own files
    # (apps/core/media_references.py decides when a file is no longer used by any row).
    media_reference_fields = ("variants",)

    objects = PublishedQuerySet.as_manager()

    class Meta:
        ordering = ["-uploaded_at", "-created_at"]
        indexes = [
            # The visitors' list: published photos, newest first (the cursor's whole ordering),
            # and the owner's: every photo, the same order.
            models.Index(
                fields=["is_published", "-uploaded_at", "-created_at", "-id"],
                name="gallery_public_page_idx",
            ),
            models.Index(
                fields=["-uploaded_at", "-created_at", "-id"], name="gallery_all_page_idx"
            ),
            # The same, narrowed to one category (?category=: the panel's filter).
            models.Index(
                fields=["category", "-uploaded_at", "-created_at", "-id"],
                name="gallery_category_page_idx",
            ),
            models.Index(
                fields=["is_published", "category", "-uploaded_at", "-created_at", "-id"],
                name="gallery_public_category_idx",
            ),
            # The dashboard's Recent Activity: the few last changed photos.
            models.Index(fields=["-updated_at"], name="gallery_item_changed_idx"),
        ]

    def __str__(self) -> str:
        return self.title

    @property
    def file_names(self) -> list[str]:
        """The storage names of this item's own files (none for an item given by address)."""
        return [variant["name"] for variant in self.variants or []]
