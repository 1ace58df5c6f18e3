"""Bulk actions shared by the Django admin of every publishable content type."""

from django.contrib import admin, messages


@admin.action(description="Publish selected")
def publish_selected(modeladmin, request, queryset):
    count = queryset.update(is_published=True)
    modeladmin.message_user(request, f"Published {count}.", messages.SUCCESS)


@admin.action(description="Unpublish selected")
def unpublish_selected(modeladmin, request, queryset):
    count = queryset.update(is_published=False)
    modeladmin.message_user(request, f"Unpublished {count}.", messages.SUCCESS)
