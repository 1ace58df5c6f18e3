from django.contrib import admin

from apps.core.admin_actions import ContentAdmin

from .models import BlogPost
from .services import POST_WRITES
from .writing_admin import PostWritingAdminMixin


@admin.register(BlogPost)
class BlogPostAdmin(PostWritingAdminMixin, ContentAdmin):
    writes = POST_WRITES
    list_display = ("title", "is_published", "published_at", "read_time", "updated_at")
    list_filter = ("is_published", "published_at")
    search_fields = ("title", "excerpt", "content", "slug")
    prepopulated_fields = {"slug": ("title",)}
    date_hierarchy = "published_at"
