from django.contrib import admin

from apps.core.admin_actions import ContentChangedAdminMixin, publish_selected, unpublish_selected

from .models import MediaItem
from .services import media_item_prepare_for_admin


@admin.register(MediaItem)
class MediaItemAdmin(ContentChangedAdminMixin, admin.ModelAdmin):
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

    def save_model(self, request, obj, form, change):
        media_item_prepare_for_admin(obj)
        super().save_model(request, obj, form, change)
