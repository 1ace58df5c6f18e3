from django.contrib import admin

from .admin_actions import CleanTextAdminMixin
from .models import SiteProfile


@admin.register(SiteProfile)
class SiteProfileAdmin(CleanTextAdminMixin, admin.ModelAdmin):
    list_display = ("name", "tagline", "email", "location", "updated_at")
    fieldsets = (
        (None, {"fields": ("name", "tagline", "bio")}),
        ("Contact", {"fields": ("email", "location")}),
        (
            "Social links",
            {"fields": ("microblog_url", "photos_url", "professional_url", "video_url")},
        ),
    )

    def has_add_permission(self, request) -> bool:
        # A singleton: add only while there is none.
        return not SiteProfile.objects.exists()

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
