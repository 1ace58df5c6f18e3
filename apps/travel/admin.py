from django.contrib import admin

from apps.core.admin_actions import ServiceAdminMixin, publish_selected, unpublish_selected

from .models import TravelStory
from .services import story_create, story_delete, story_update


@admin.register(TravelStory)
class TravelStoryAdmin(ServiceAdminMixin, admin.ModelAdmin):
    create_service = staticmethod(story_create)
    update_service = staticmethod(story_update)
    delete_service = staticmethod(story_delete)
    list_display = ("title", "country", "city", "continent", "visit_date", "is_published")
    list_filter = ("is_published", "continent", "country")
    search_fields = ("title", "country", "city", "content", "slug")
    readonly_fields = ("id", "created_at", "updated_at")
    prepopulated_fields = {"slug": ("title",)}
    date_hierarchy = "visit_date"
    actions = [publish_selected, unpublish_selected]
