"""What the Django admin of every content type shares: bulk publish actions (publishing drafts
that hold personal data asks first, on a page of what the check found, as the delete action's
page does) and text cleaned of control characters (apps/core/text.py). The response cache
hears of every save and delete made here from the models themselves
(http_cache.announce_changes_of).

Every save, delete and bulk action goes through the app's services (ServiceAdminMixin), the
same the API calls: one write path per rule."""

import inspect

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.template.response import TemplateResponse

from .safety.checks import check_fields
from .services import ContentWrites
from .text import clean_text_values


class _CleanTextForm:
    def clean(self):
        cleaned = super().clean()
        if cleaned is None:  # a form's clean() may change cleaned_data in place instead
            cleaned = self.cleaned_data
        for name, value in cleaned.items():
            cleaned[name] = clean_text_values(value)
        return cleaned


def _cleaning(form_class: type[forms.BaseForm]) -> type[forms.BaseForm]:
    return type(form_class.__name__, (_CleanTextForm, form_class), {})


class CleanTextAdminMixin:
    """Strip control characters from every text value an admin form saves (its change form and
    the change list's editable columns), as the API's parsers do for the API."""

    def get_form(self, request, *args, **kwargs):
        return _cleaning(super().get_form(request, *args, **kwargs))

    def get_changelist_form(self, request, **kwargs):
        return _cleaning(super().get_changelist_form(request, **kwargs))


class ServiceAdminMixin(CleanTextAdminMixin):
    """Django admin as a client of the app's services, as the API is: a form save and a bulk
    action call the same create, update and delete services, so every rule they keep (a draft
    published today is dated today, HTML sanitised, lists cleaned, slugs made, files removed)
    holds whichever way the owner writes. The admin names its model's services, as the API's
    viewset does: `writes = POST_WRITES` (a services.ContentWrites).
    """

    writes: ContentWrites

    def save_model(self, request, obj, form, change):
        fields = {f.name for f in self.model._meta.concrete_fields}
        if change:
            # The row as the database has it (the form has already changed `obj`), and what the
            # form changed: the service compares the two (publishing a draft, say).
            row = self.model._base_manager.get(pk=obj.pk)
            data = {name: form.cleaned_data[name] for name in form.changed_data if name in fields}
            saved = self.writes.update(instance=row, data=data)
        else:
            data = {k: v for k, v in form.cleaned_data.items() if k in fields}
            accepted = inspect.signature(self.writes.create).parameters
            saved = self.writes.create(**{k: v for k, v in data.items() if k in accepted})
            extra = {k: v for k, v in data.items() if k not in accepted}
            if extra:  # fields only Django admin edits (a slug, a date), through the update
                saved = self.writes.update(instance=saved, data=extra)
        # The admin goes on with the saved row (its id for the redirect and the log entry).
        obj.pk = saved.pk
        obj._state.adding = False
        obj.refresh_from_db()

    def save_related(self, request, form, formsets, change):
        # After every form save, however save_model was written (the blog's names a version).
        super().save_related(request, form, formsets, change)
        self._warn_of_personal_data(request, form.instance)

    def _personal_data_of(self, row) -> list:
        """The personal-data check the API runs (apps/core/safety) on the row's public fields."""
        fields = getattr(self.model, "personal_data_fields", ())
        return check_fields({name: getattr(row, name) for name in fields}) if fields else []

    def _warn_of_personal_data(self, request, row) -> None:
        """The check's findings as a warning on the page after a form save: Django admin is the
        owner's fallback tool, so a save says what it found and blocks nothing."""
        found = self._personal_data_of(row)
        if found:
            listed = "; ".join(f"{w['field']}: “{w['text']}” {w['reason']}" for w in found)
            self.message_user(request, f"Personal data check ({row}): {listed}.", messages.WARNING)

    def delete_model(self, request, obj):
        self.writes.delete(instance=obj)

    def delete_queryset(self, request, queryset):
        for row in queryset:
            self.writes.delete(instance=row)


def _set_published(modeladmin, request, queryset, *, published: bool) -> None:
    for row in queryset:
        modeladmin.writes.update(instance=row, data={"is_published": published})
    count = len(queryset)
    verb = "Published" if published else "Unpublished"
    modeladmin.message_user(request, f"{verb} {count}.", messages.SUCCESS)


@admin.action(description="Publish selected")
def publish_selected(modeladmin, request, queryset):
    """Publish the selected rows. When a draft among them holds personal data, the owner sees
    what the check found first and confirms (`post=yes`, the delete action's convention), as the
    panel's 'Publish anyway?' asks: nothing is published until then. A row already public is
    not asked about again."""
    if request.POST.get("post") != "yes":
        findings = [
            (row, found)
            for row in queryset
            if not row.is_published and (found := modeladmin._personal_data_of(row))
        ]
        if findings:
            return _publish_confirmation(modeladmin, request, queryset, findings)
    _set_published(modeladmin, request, queryset, published=True)
    return None


def _publish_confirmation(modeladmin, request, queryset, findings) -> TemplateResponse:
    opts = modeladmin.model._meta
    context = {
        **modeladmin.admin_site.each_context(request),
        "title": "Publish anyway?",
        "subtitle": None,
        "opts": opts,
        "app_label": opts.app_label,
        "queryset": queryset,
        "findings": findings,
        "objects_name": opts.verbose_name_plural,
        "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
        "media": modeladmin.media,
    }
    request.current_app = modeladmin.admin_site.name
    return TemplateResponse(request, "admin/publish_selected_confirmation.html", context)


@admin.action(description="Unpublish selected")
def unpublish_selected(modeladmin, request, queryset):
    _set_published(modeladmin, request, queryset, published=False)


class ContentAdmin(ServiceAdminMixin, admin.ModelAdmin):
    """Django admin of a content model the owner edits (a blog post, a travel story...): writes
    through its services, the publish and unpublish bulk actions, its id and timestamps shown
    but not edited."""

    readonly_fields = ("id", "created_at", "updated_at")
    actions = [publish_selected, unpublish_selected]
