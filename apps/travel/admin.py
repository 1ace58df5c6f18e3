from django.contrib import admin

from apps.core.admin_actions import ContentChangedAdminMixin, publish_selected, unpublish_selected

from .models import TravelStory
from .services import story_prepare_for_admin


@admin.register(TravelStory)
class TravelStoryAdmin(ContentChangedAdminMixin, admin.ModelAdmin):
    list_display = ("title", "country", "city", "continent", "visit_date", "is_published")
    list_filter = ("is_published", "continent", "country")
    search_fields = ("title", "country", "city", "content", "slug")
    readonly_fields = ("id", "created_at", "updated_at")
    prepopulated_fields = {"slug": ("title",)}
    date_hierarchy = "visit_date"
    actions = [publish_selected, unpublish_selected]

    def save_model(self, request, obj, form, change):
        story_prepare_for_admin(obj)
        super().save_model(request, obj, form, change)
