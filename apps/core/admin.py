from django.contrib import admin

from .admin_actions import ServiceAdminMixin
from .models import SiteProfile
from .services import ContentWrites, site_profile_ensure, site_profile_update


def _profile_create() -> SiteProfile:
    # The singleton is made as everywhere else; the form's values then go through the update.
    return site_profile_ensure()[0]


@admin.register(SiteProfile)
class SiteProfileAdmin(ServiceAdminMixin, admin.ModelAdmin):
    writes = ContentWrites(create=_profile_create, update=site_profile_update)
    list_display = ("name", "tagline", "email", "location", "updated_at")
    fieldsets = (
        (None, {"fields": ("name", "display_name", "tagline", "headline", "bio", "avatar_url")}),
        ("Contact", {"fields": ("email", "location")}),
        (
            "Social links",
            {
                "fields": (
                    "microblog_url",
                    "photos_url",
                    "professional_url",
                    "video_url",
                    "other_links",
                )
            },
        ),
        (
            "Home page figures (blank: counted from the content)",
            {
                "fields": (
                    "figure_articles",
                    "figure_progress",
                    "figure_certificates",
                    "figure_countries",
                )
            },
        ),
        (
            "Protections (never shown publicly)",
            {
                "fields": (
                    "pseudonym_mode",
                    "pseudonym",
                    "sensitive_words",
                    "guardian_email",
                    "guardian_approval",
                )
            },
        ),
    )

    def has_add_permission(self, request) -> bool:
        # A singleton: add only while there is none.
        return not SiteProfile.objects.exists()

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
