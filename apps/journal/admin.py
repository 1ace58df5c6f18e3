from django.contrib import admin

from apps.core.admin_actions import ContentAdmin

from .models import GcseJournalEntry
from .services import ENTRY_WRITES


@admin.register(GcseJournalEntry)
class GcseJournalEntryAdmin(ContentAdmin):
    writes = ENTRY_WRITES
    list_display = ("topic", "subject", "week", "study_date", "progress", "is_published")
    list_filter = ("is_published", "subject", "study_date")
    search_fields = ("topic", "week", "content", "slug")
    prepopulated_fields = {"slug": ("week", "subject", "topic")}
    date_hierarchy = "study_date"
