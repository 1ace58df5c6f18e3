from django.contrib import admin

from apps.core.admin_actions import ServiceAdminMixin, publish_selected, unpublish_selected

from .models import Achievement, Meme, Project
from .services import (
    achievement_create,
    achievement_delete,
    achievement_update,
    meme_create,
    meme_delete,
    meme_update,
    project_create,
    project_delete,
    project_update,
)


@admin.register(Achievement)
class AchievementAdmin(ServiceAdminMixin, admin.ModelAdmin):
    create_service = staticmethod(achievement_create)
    update_service = staticmethod(achievement_update)
    delete_service = staticmethod(achievement_delete)
    list_display = ("title", "category", "issuer", "date", "is_published", "updated_at")
    list_filter = ("is_published", "category", "date")
    search_fields = ("title", "description", "category", "issuer")
    readonly_fields = ("id", "created_at", "updated_at")
    date_hierarchy = "date"
    actions = [publish_selected, unpublish_selected]


@admin.register(Project)
class ProjectAdmin(ServiceAdminMixin, admin.ModelAdmin):
    create_service = staticmethod(project_create)
    update_service = staticmethod(project_update)
    delete_service = staticmethod(project_delete)
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


@admin.register(Meme)
class MemeAdmin(ServiceAdminMixin, admin.ModelAdmin):
    create_service = staticmethod(meme_create)
    update_service = staticmethod(meme_update)
    delete_service = staticmethod(meme_delete)
    list_display = ("caption", "author_handle", "likes", "comments", "shares", "is_published")
    list_filter = ("is_published", "created_at")
    search_fields = ("caption", "text", "author_handle")
    readonly_fields = ("id", "created_at", "updated_at")
    date_hierarchy = "created_at"
    actions = [publish_selected, unpublish_selected]
