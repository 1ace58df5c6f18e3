from rest_framework import serializers
from rest_framework.fields import empty
from rest_framework.utils import html

from apps.core.serializers import (
    CamelCaseModelSerializer,
    ForgivingChoiceField,
    required_messages,
)

from .models import Category, GalleryItem
from .selectors import item_image_url, item_srcset

CATEGORY_REQUIRED = "Category is required"
CATEGORY_CHOICE = f"Category must be one of {', '.join(Category.values)}"


class GalleryItemReadSerializer(CamelCaseModelSerializer):
    """A photo as the API answers it. For an upload, imageUrl is its largest WebP variant,
    srcset lists every variant ("url 480w, url 960w, ...") and width/height are the largest
    variant's; for a photo given by address, srcset is empty and width/height are null."""

    image_url = serializers.SerializerMethodField(method_name="get_image_url")
    srcset = serializers.SerializerMethodField()

    class Meta:
        model = GalleryItem
        fields = (
            "id",
            "title",
            "caption",
            "image_url",
            "category",
            "uploaded_at",
            "is_published",
            "width",
            "height",
            "srcset",
        )
        read_only_fields = fields

    def get_image_url(self, item: GalleryItem) -> str:
        return item_image_url(item)

    def get_srcset(self, item: GalleryItem) -> str:
        return item_srcset(item)


class CategoryField(ForgivingChoiceField):
    """One of the five categories, case and surrounding spaces forgiven; an empty value is
    'Category is required', an unknown one lists the choices."""

    def __init__(self, **kwargs):
        kwargs.setdefault("choices", Category.choices)
        kwargs.setdefault(
            "error_messages",
            {**required_messages("Category"), "invalid_choice": CATEGORY_CHOICE},
        )
        super().__init__(**kwargs)

    def get_value(self, dictionary):
        # In a multipart form an empty value would silently become the default: it is a
        # missing category instead, as in JSON.
        if html.is_html_input(dictionary) and dictionary.get(self.field_name) == "":
            return ""
        return super().get_value(dictionary)


class FormBooleanField(serializers.BooleanField):
    """A boolean sent as multipart text ("true"/"false"). Unlike DRF's own, a missing value
    takes the default instead of meaning false."""

    default_empty_html = empty


class _GalleryInputSerializer(CamelCaseModelSerializer):
    """The text fields both forms share (the Image URL form and the upload form)."""

    category = CategoryField(required=False, default=Category.GENERAL)
    caption = serializers.CharField(
        max_length=1000,
        required=False,
        allow_blank=True,
        allow_null=True,
        error_messages={"max_length": "Caption must be at most 1000 characters"},
    )

    class Meta:
        model = GalleryItem
        fields = ("title", "caption", "category", "is_published")
        extra_kwargs = {
            "title": {
                "error_messages": {
                    **required_messages("Title"),
                    "max_length": "Title must be at most 200 characters",
                }
            },
            "is_published": {"error_messages": {"invalid": "isPublished must be true or false"}},
        }

    def validate_caption(self, value):
        return value or ""


class GalleryItemWriteSerializer(_GalleryInputSerializer):
    """What the owner may send to /api/gallery-items: id, uploadedAt, width, height and the
    stored files are server-set, and a client that sends them is ignored. PUT may carry only
    isPublished (the eye toggle)."""

    class Meta(_GalleryInputSerializer.Meta):
        fields = ("title", "caption", "image_url", "category", "is_published")
        extra_kwargs = {
            **_GalleryInputSerializer.Meta.extra_kwargs,
            "image_url": {
                "required": True,
                "allow_blank": False,
                "error_messages": required_messages("Image"),
            },
        }


class GalleryUploadSerializer(_GalleryInputSerializer):
    """The text fields of POST /api/gallery/upload (multipart); the file is checked by the
    image pipeline, not here."""

    is_published = FormBooleanField(
        required=False,
        default=True,
        error_messages={"invalid": "isPublished must be true or false"},
    )
