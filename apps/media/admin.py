from django.contrib import admin

from apps.core.admin_actions import ServiceAdminMixin, publish_selected, unpublish_selected

from .models import MediaItem
from .services import media_item_create, media_item_delete, media_item_update


@admin.register(MediaItem)
class MediaItemAdmin(ServiceAdminMixin, admin.ModelAdmin):
    create_service = staticmethod(media_item_create)
    update_service = staticmethod(media_item_update)
    delete_service = staticmethod(media_item_delete)
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
    readonly_fields = ("id", "created_at", "updated_at")
    prepopulated_fields = {"slug": ("title",)}
    date_hierarchy = "published_at"
    actions = [publish_selected, unpublish_selected]
