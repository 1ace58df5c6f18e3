from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError

from apps.core.admin_actions import ContentAdmin

from .models import Achievement, Meme, Project
from .services import ACHIEVEMENT_WRITES, MEME_WRITES, PROJECT_WRITES


@admin.register(Achievement)
class AchievementAdmin(ContentAdmin):
    writes = ACHIEVEMENT_WRITES
    list_display = ("title", "category", "issuer", "date", "is_published", "updated_at")
    list_filter = ("is_published", "category", "date")
    search_fields = ("title", "description", "category", "issuer")
    date_hierarchy = "date"


class ProjectAdminForm(forms.ModelForm):
    """Ticking Featured un-features the previous project (services.project_update), as in the
    panel: the one-featured constraint is the service's to keep, not an error of this form."""

    def validate_constraints(self):
        try:
            self.instance.validate_constraints(
                exclude={*self._get_validation_exclusions(), "featured"}
            )
        except ValidationError as e:
            self._update_errors(e)


@admin.register(Project)
class ProjectAdmin(ContentAdmin):
    writes = PROJECT_WRITES
    form = ProjectAdminForm
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
    prepopulated_fields = {"slug": ("title",)}


@admin.register(Meme)
class MemeAdmin(ContentAdmin):
    writes = MEME_WRITES
    list_display = ("caption", "author_handle", "likes", "comments", "shares", "is_published")
    list_filter = ("is_published", "created_at")
    search_fields = ("caption", "text", "author_handle")
    date_hierarchy = "created_at"
