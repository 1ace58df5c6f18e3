from django.contrib import admin

from apps.core.admin_actions import ContentAdmin

from .models import TravelStory
from .services import STORY_WRITES


@admin.register(TravelStory)
class TravelStoryAdmin(ContentAdmin):
    writes = STORY_WRITES
    list_display = ("title", "country", "city", "continent", "visit_date", "is_published")
    list_filter = ("is_published", "continent", "country")
    search_fields = ("title", "country", "city", "content", "slug")
    prepopulated_fields = {"slug": ("title",)}
    date_hierarchy = "visit_date"
