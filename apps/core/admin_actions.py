"""What the Django admin of every content type shares: bulk publish actions, and telling the
API's response cache (apps/core/http_cache.py) about every change made here."""

from django.contrib import admin, messages

from .http_cache import content_changed


class ContentChangedAdminMixin:
    """Bump the model's content version after every save and delete made in Django admin, so
    the API never answers with a body or a 304 from before the change. Put it first in the
    bases: `class PostAdmin(ContentChangedAdminMixin, admin.ModelAdmin)`."""

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        content_changed(self.model)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        content_changed(self.model)

    def delete_model(self, request, obj):
        super().delete_model(request, obj)
        content_changed(self.model)

    def delete_queryset(self, request, queryset):
        super().delete_queryset(request, queryset)
        content_changed(self.model)


@admin.action(description="Publish selected")
def publish_selected(modeladmin, request, queryset):
    count = queryset.update(is_published=True)
    content_changed(queryset.model)
    modeladmin.message_user(request, f"Published {count}.", messages.SUCCESS)


@admin.action(description="Unpublish selected")
def unpublish_selected(modeladmin, request, queryset):
    count = queryset.update(is_published=False)
    content_changed(queryset.model)
    modeladmin.message_user(request, f"Unpublished {count}.", messages.SUCCESS)
