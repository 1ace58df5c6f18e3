from django.contrib import admin

from apps.core.admin_actions import ServiceAdminMixin, publish_selected, unpublish_selected

from .models import BlogPost
from .services import post_create, post_delete, post_update


@admin.register(BlogPost)
class BlogPostAdmin(ServiceAdminMixin, admin.ModelAdmin):
    create_service = staticmethod(post_create)
    update_service = staticmethod(post_update)
    delete_service = staticmethod(post_delete)
    list_display = ("title", "is_published", "published_at", "read_time", "updated_at")
    list_filter = ("is_published", "published_at")
    search_fields = ("title", "excerpt", "content", "slug")
    readonly_fields = ("id", "created_at", "updated_at")
    prepopulated_fields = {"slug": ("title",)}
    date_hierarchy = "published_at"
    actions = [publish_selected, unpublish_selected]
