from django.contrib import admin

from .models import ShareLink


@admin.register(ShareLink)
class ShareLinkAdmin(admin.ModelAdmin):
    """Read-only here: links are made in the owner's panel (the token is shown only there,
    once). Django admin can look and delete."""

    list_display = ("recipient", "post", "journal_entry", "expires_at", "revoked_at", "open_count")
    list_filter = ("revoked_at",)
    search_fields = ("recipient",)
    readonly_fields = [f.name for f in ShareLink._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False
