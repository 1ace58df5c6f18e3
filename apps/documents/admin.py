"""Django admin for documents.

A new document added here goes through the same pipeline as the API's upload (a clean copy of
the PDF is stored, never the upload); the stored file is never edited by hand, and a deleted
document's file is removed after commit, unless a journal entry still shows it."""

from django import forms
from django.contrib import admin
from django.utils.html import format_html

from apps.core.admin_actions import CleanTextAdminMixin

from . import pdfs
from .models import Document
from .selectors import document_url
from .services import document_delete, document_upload


class DocumentAddForm(forms.ModelForm):
    upload = forms.FileField(
        label="PDF",
        help_text=f"At most {pdfs.MAX_UPLOAD_SIZE}. A clean copy is stored: no author or other "
        "document information, no scripts, forms or attached files.",
    )

    class Meta:
        model = Document
        fields = ("title", "upload")

    def clean(self):
        cleaned = super().clean()
        self.pdf = None
        upload = cleaned.get("upload")
        if upload:
            try:
                self.pdf = pdfs.read_upload(upload=upload)
            except pdfs.DocumentRejected as rejection:
                self.add_error("upload", f"{rejection.title}: {rejection.message}")
        return cleaned


@admin.register(Document)
class DocumentAdmin(CleanTextAdminMixin, admin.ModelAdmin):
    list_display = ("title", "link", "size_kb", "pages", "created_at")
    search_fields = ("title", "file")
    date_hierarchy = "created_at"
    readonly_fields = ("id", "link", "size", "pages", "created_at", "updated_at")
    fields = ("title", "link", "size", "pages", "id", "created_at", "updated_at")

    def get_form(self, request, obj=None, change=False, **kwargs):
        if obj is None:
            kwargs["form"] = DocumentAddForm
            kwargs["fields"] = DocumentAddForm.Meta.fields
        return super().get_form(request, obj, change=change, **kwargs)

    def get_fields(self, request, obj=None):
        if obj is None:
            return DocumentAddForm.Meta.fields
        return super().get_fields(request, obj)

    def get_readonly_fields(self, request, obj=None):
        return () if obj is None else self.readonly_fields

    def save_model(self, request, obj, form, change):
        pdf = getattr(form, "pdf", None)
        if change or pdf is None:
            super().save_model(request, obj, form, change)
            return
        saved = document_upload(pdf=pdf, title=obj.title)
        # The admin goes on with the saved row (its id for the redirect and the log entry).
        obj.pk, obj.file, obj.size, obj.pages = saved.pk, saved.file, saved.size, saved.pages
        obj._state.adding = False

    def delete_model(self, request, obj):
        document_delete(instance=obj)

    def delete_queryset(self, request, queryset):
        for document in queryset:
            document_delete(instance=document)

    @admin.display(description="File")
    def link(self, obj):
        if not obj.file:
            return "-"
        url = document_url(obj)
        return format_html('<a href="{}" target="_blank" rel="noopener">{}</a>', url, url)

    @admin.display(description="Size", ordering="size")
    def size_kb(self, obj):
        return f"{obj.size / 1024:.0f} KB" if obj.size else "-"
