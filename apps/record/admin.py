from django.contrib import admin

from apps.core.admin_actions import ContentAdmin, ServiceAdminMixin

from .models import Grade, LogEntry, Qualification
from .services import GRADE_WRITES, LOG_ENTRY_WRITES, QUALIFICATION_WRITES


@admin.register(Qualification)
class QualificationAdmin(ServiceAdminMixin, admin.ModelAdmin):
    writes = QUALIFICATION_WRITES
    list_display = ("subject", "type", "board", "tier", "series", "position")
    list_filter = ("type", "board")
    search_fields = ("subject", "other_board", "series")
    readonly_fields = ("id", "created_at", "updated_at")


@admin.register(Grade)
class GradeAdmin(ServiceAdminMixin, admin.ModelAdmin):
    writes = GRADE_WRITES
    list_display = ("qualification", "kind", "value", "date", "is_public")
    list_filter = ("kind", "is_public")
    readonly_fields = ("id", "created_at", "updated_at")


@admin.register(LogEntry)
class LogEntryAdmin(ContentAdmin):
    writes = LOG_ENTRY_WRITES
    list_display = ("title", "kind", "start_date", "hours", "is_published")
    list_filter = ("is_published", "kind")
    search_fields = ("title", "organisation", "reflection", "slug")
    prepopulated_fields = {"slug": ("title",)}
    exclude = ("reflection_html",)
