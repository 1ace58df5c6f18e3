from django.contrib import admin

from .models import GuardianDigest, GuardianHold


@admin.register(GuardianHold)
class GuardianHoldAdmin(admin.ModelAdmin):
    """Read-only: only the guardian decides a hold, through the e-mailed link."""

    # 'Emailed at' is empty while the mail server has not taken the guardian's e-mail.
    list_display = ("kind", "decision", "created_at", "emailed_at", "decided_at")
    list_filter = ("decision",)
    fields = ("kind", "decision", "created_at", "emailed_at", "decided_at")
    readonly_fields = fields

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False  # deleting a hold would hand its item to the owner unapproved


@admin.register(GuardianDigest)
class GuardianDigestAdmin(admin.ModelAdmin):
    list_display = ("week", "sent_at")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
