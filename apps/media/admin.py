from django.contrib import admin

from apps.core.admin_actions import ContentAdmin

from .models import MediaItem
from .services import MEDIA_ITEM_WRITES


@admin.register(MediaItem)
class MediaItemAdmin(ContentAdmin):
    writes = MEDIA_ITEM_WRITES
    list_display = (
        "title",
        "type",
        "platform",
        "publication",
        "category",
        "featured",
        "is_published",
        "published_at",
    )
    list_filter = ("type", "is_published", "featured", "category", "platform", "published_at")
    search_fields = ("title", "description", "platform", "publication", "category", "slug")
    prepopulated_fields = {"slug": ("title",)}
    date_hierarchy = "published_at"
