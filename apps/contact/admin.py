from django.contrib import admin

from apps.guardian.holds import without_held

from .models import ContactMessage


@admin.register(ContactMessage)
class ContactMessageAdmin(admin.ModelAdmin):
    list_display = ("subject", "name", "age_verification", "is_read", "created_at")
    list_filter = ("is_read", "age_verification", "created_at")
    search_fields = ("name", "email", "subject", "message")
    readonly_fields = [f.name for f in ContactMessage._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False  # messages come from visitors only

    def get_queryset(self, request):
        # What waits for the guardian's approval is not the owner's to see yet (apps/guardian).
        return without_held(super().get_queryset(request))
