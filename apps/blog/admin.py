from django.contrib import admin

from apps.core.admin_actions import ContentChangedAdminMixin, publish_selected, unpublish_selected

from .models import BlogPost
from .services import post_prepare_for_admin


@admin.register(BlogPost)
class BlogPostAdmin(ContentChangedAdminMixin, admin.ModelAdmin):
    list_display = ("title", "is_published", "published_at", "read_time", "updated_at")
    list_filter = ("is_published", "published_at")
    search_fields = ("title", "excerpt", "content", "slug")
    readonly_fields = ("id", "created_at", "updated_at")
    prepopulated_fields = {"slug": ("title",)}
    date_hierarchy = "published_at"
    actions = [publish_selected, unpublish_selected]

    def save_model(self, request, obj, form, change):
        post_prepare_for_admin(obj)
        super().save_model(request, obj, form, change)
