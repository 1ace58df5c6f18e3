from django.contrib import admin

from apps.core.admin_actions import ServiceAdminMixin, publish_selected, unpublish_selected

from .models import GcseJournalEntry
from .services import entry_create, entry_delete, entry_update


@admin.register(GcseJournalEntry)
class GcseJournalEntryAdmin(ServiceAdminMixin, admin.ModelAdmin):
    create_service = staticmethod(entry_create)
    update_service = staticmethod(entry_update)
    delete_service = staticmethod(entry_delete)
    list_display = ("topic", "subject", "week", "study_date", "progress", "is_published")
    list_filter = ("is_published", "subject", "study_date")
    search_fields = ("topic", "week", "content", "slug")
    readonly_fields = ("id", "created_at", "updated_at")
    prepopulated_fields = {"slug": ("week", "subject", "topic")}
    date_hierarchy = "study_date"
    actions = [publish_selected, unpublish_selected]
