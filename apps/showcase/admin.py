from django.contrib import admin

from apps.core.admin_actions import ContentChangedAdminMixin, publish_selected, unpublish_selected

from .models import Achievement, Meme, Project
from .services import meme_prepare_for_admin, project_prepare_for_admin


@admin.register(Achievement)
class AchievementAdmin(ContentChangedAdminMixin, admin.ModelAdmin):
    list_display = ("title", "category", "issuer", "date", "is_published", "updated_at")
    list_filter = ("is_published", "category", "date")
    search_fields = ("title", "description", "category", "issuer")
    readonly_fields = ("id", "created_at", "updated_at")
    date_hierarchy = "date"
    actions = [publish_selected, unpublish_selected]


@admin.register(Project)
class ProjectAdmin(ContentChangedAdminMixin, admin.ModelAdmin):
    list_display = (
        "title",
        "status",
        "progress",
        "type",
        "featured",
        "sort_order",
        "is_published",
        "updated_at",
    )
    list_filter = ("status", "featured", "is_published", "type")
    list_editable = ("sort_order",)
    search_fields = ("title", "description", "full_description", "impact", "type", "slug")
    readonly_fields = ("id", "created_at", "updated_at")
    prepopulated_fields = {"slug": ("title",)}
    actions = [publish_selected, unpublish_selected]

    def save_model(self, request, obj, form, change):
        project_prepare_for_admin(obj)
        super().save_model(request, obj, form, change)


@admin.register(Meme)
class MemeAdmin(ContentChangedAdminMixin, admin.ModelAdmin):
    list_display = ("caption", "author_handle", "likes", "comments", "shares", "is_published")
    list_filter = ("is_published", "created_at")
    search_fields = ("caption", "text", "author_handle")
    readonly_fields = ("id", "created_at", "updated_at")
    date_hierarchy = "created_at"
    actions = [publish_selected, unpublish_selected]

    def save_model(self, request, obj, form, change):
        meme_prepare_for_admin(obj)
        super().save_model(request, obj, form, change)
