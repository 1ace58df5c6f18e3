from django.contrib import admin

from .models import ContactMessage


@admin.register(ContactMessage)
class ContactMessageAdmin(admin.ModelAdmin):
    list_display = ("subject", "name", "age_verification", "is_read", "created_at")
    list_filter = ("is_read", "age_verification", "created_at")
    search_fields = ("name", "email", "subject", "message")
    readonly_fields = [f.name for f in ContactMessage._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False  # messages come from visitors only
