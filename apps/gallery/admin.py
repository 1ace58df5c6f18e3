"""Django admin for gallery photos.

A new photo added here goes through the same pipeline as the API's upload (checked by decoding,
re-encoded, metadata stripped, variants made); the stored files are never edited by hand, and a
deleted photo's files are removed after commit, as through the API.
"""

from django import forms
from django.contrib import admin
from django.utils.html import format_html

from apps.core.admin_actions import ContentAdmin

from . import images
from .models import GalleryItem
from .selectors import item_image_url
from .services import GALLERY_ITEM_WRITES, gallery_item_upload


class GalleryItemAddForm(forms.ModelForm):
    upload = forms.FileField(
        required=False,
        label="Photo",
        help_text=f"JPEG, PNG, WebP or GIF, at most {images.MAX_UPLOAD_SIZE}. It is re-encoded "
        "and stripped of all metadata (location, camera) before it is stored.",
    )

    class Meta:
        model = GalleryItem
        fields = ("title", "caption", "category", "is_published", "upload", "image_url")
        help_texts = {"image_url": "Or the address of a picture already on this site."}

    def clean(self):
        cleaned = super().clean()
        upload = cleaned.get("upload")
        self.picture = None
        if upload:
            try:
                self.picture = images.read_upload(upload=upload)
            except images.ImageRejected as rejection:
                self.add_error("upload", f"{rejection.title}: {rejection.message}")
        elif not cleaned.get("image_url"):
            self.add_error("upload", images.NO_FILE["message"])
        return cleaned


def _picture(item: GalleryItem, img: str) -> str:
    """The item's picture as the `img` markup shows it (its address for {}); "-" for none."""
    url = item_image_url(item)
    return format_html(img, url) if url else "-"


@admin.register(GalleryItem)
class GalleryItemAdmin(ContentAdmin):
    writes = GALLERY_ITEM_WRITES
    list_display = ("title", "thumbnail", "category", "is_published", "uploaded_at", "size")
    list_filter = ("is_published", "category", "uploaded_at")
    search_fields = ("title", "caption")
    date_hierarchy = "uploaded_at"
    readonly_fields = ("id", "preview", "size", "variants", "created_at", "updated_at")
    fields = (
        "title",
        "caption",
        "category",
        "is_published",
        "uploaded_at",
        "image_url",
        "preview",
        "size",
        "variants",
        "id",
        "created_at",
        "updated_at",
    )

    def get_form(self, request, obj=None, change=False, **kwargs):
        if obj is None:
            kwargs["form"] = GalleryItemAddForm
            kwargs["fields"] = GalleryItemAddForm.Meta.fields
        return super().get_form(request, obj, change=change, **kwargs)

    def get_fields(self, request, obj=None):
        if obj is None:
            return GalleryItemAddForm.Meta.fields
        return super().get_fields(request, obj)

    def get_readonly_fields(self, request, obj=None):
        if obj is None:
            return ()
        if obj.variants:  # an uploaded picture is replaced through the API, not by hand
            return (*self.readonly_fields, "image_url")
        return self.readonly_fields

    def save_model(self, request, obj, form, change):
        picture = getattr(form, "picture", None)
        if change or picture is None:
            super().save_model(request, obj, form, change)
            return
        saved = gallery_item_upload(
            picture=picture,
            title=obj.title,
            caption=obj.caption,
            category=obj.category,
            is_published=obj.is_published,
        )
        # The admin goes on with the saved row (its id for the redirect and the log entry).
        obj.pk, obj.variants, obj.width, obj.height = (
            saved.pk,
            saved.variants,
            saved.width,
            saved.height,
        )
        obj._state.adding = False

    @admin.display(description="Picture")
    def thumbnail(self, obj):
        return _picture(obj, '<img src="{}" alt="" width="80" loading="lazy">')

    @admin.display(description="Preview")
    def preview(self, obj):
        return _picture(obj, '<img src="{}" alt="" width="320">')

    @admin.display(description="Size")
    def size(self, obj):
        return f"{obj.width} x {obj.height}" if obj.width else "-"
