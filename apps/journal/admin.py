from django.contrib import admin

from apps.core.admin_actions import ContentChangedAdminMixin, publish_selected, unpublish_selected

from .models import GcseJournalEntry
from .services import entry_prepare_for_admin


@admin.register(GcseJournalEntry)
class GcseJournalEntryAdmin(ContentChangedAdminMixin, admin.ModelAdmin):
    list_display = ("topic", "subject", "week", "study_date", "progress", "is_published")
    list_filter = ("is_published", "subject", "study_date")
    search_fields = ("topic", "week", "content", "slug")
    readonly_fields = ("id", "created_at", "updated_at")
    prepopulated_fields = {"slug": ("week", "subject", "topic")}
    date_hierarchy = "study_date"
    actions = [publish_selected, unpublish_selected]

    def save_model(self, request, obj, form, change):
        entry_prepare_for_admin(obj)
        super().save_model(request, obj, form, change)
