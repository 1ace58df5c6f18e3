from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.core.rich_text import MARKDOWN_OR_PLAIN
from apps.core.serializers import (
    CamelCaseModelSerializer,
    CleanedJSONField,
    ImageAddressField,
    drawn_text,
    read_meta,
    required_texts,
    text_format_field,
    text_source,
)
from apps.core.validators import validate_image_url

from .models import Continent, TravelStory
from .validators import (
    COORDINATES_MESSAGE,
    MAX_GALLERY_IMAGES,
    MAX_HIGHLIGHT_LENGTH,
    MAX_HIGHLIGHTS,
    MAX_IMAGE_URL_LENGTH,
    clean_coordinates,
    clean_gallery,
    clean_highlights,
)

CONTINENT_MESSAGE = f"Continent must be one of {', '.join(Continent.values)}"


class OptionalTextField(serializers.CharField):
    """Optional text where null means the same as empty (as a form's cleared input sends it)."""

    def __init__(self, **kwargs):
        super().__init__(required=False, allow_blank=True, allow_null=True, **kwargs)

    def validate_empty_values(self, data):
        if data is None:
            return (True, "")
        return super().validate_empty_values(data)


class OptionalImageAddressField(OptionalTextField, ImageAddressField):
    """An optional image address; a copied full address of this site's picture becomes its
    path."""


class ContinentField(serializers.ChoiceField):
    """One of the continent filter values, or empty; case does not matter."""

    def __init__(self, **kwargs):
        super().__init__(
            choices=Continent.choices,
            required=False,
            allow_blank=True,
            error_messages={"invalid_choice": CONTINENT_MESSAGE},
            **kwargs,
        )
        self._by_lower = {value.lower(): value for value in Continent.values}

    def validate_empty_values(self, data):
        if data is None:
            return (True, "")
        return super().validate_empty_values(data)

    def to_internal_value(self, data):
        if isinstance(data, str):
            data = data.strip()
            data = self._by_lower.get(data.lower(), data)
        return super().to_internal_value(data)


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {
            "lat": {"type": "number", "minimum": -90, "maximum": 90},
            "lng": {"type": "number", "minimum": -180, "maximum": 180},
        },
        "required": ["lat", "lng"],
        "additionalProperties": False,
    }
)
class CoordinatesField(CleanedJSONField):
    cleaner = staticmethod(clean_coordinates)
    message = COORDINATES_MESSAGE


def _texts_schema(max_items: int, max_length: int) -> dict:
    """The OpenAPI schema of a list of at most `max_items` texts of `max_length` characters."""
    return {
        "type": "array",
        "maxItems": max_items,
        "items": {"type": "string", "maxLength": max_length},
    }


@extend_schema_field(_texts_schema(MAX_HIGHLIGHTS, MAX_HIGHLIGHT_LENGTH))
class HighlightsField(CleanedJSONField):
    cleaner = staticmethod(clean_highlights)


@extend_schema_field(_texts_schema(MAX_GALLERY_IMAGES, MAX_IMAGE_URL_LENGTH))
class GalleryField(CleanedJSONField):
    cleaner = staticmethod(clean_gallery)


# What the owner writes of a story; the API answers with these and the server-set fields.
STORY_FIELDS = (
    "country",
    "city",
    "continent",
    "title",
    "content",
    "content_format",
    "image_url",
    "coordinates",
    "visit_date",
    "duration",
    "highlights",
    "gallery",
    "is_published",
)


class TravelStoryPublicSerializer(CamelCaseModelSerializer):
    """A story as a visitor reads it: `content` is the rendered, sanitised HTML only."""

    coordinates = CoordinatesField(read_only=True)
    highlights = HighlightsField(read_only=True)
    gallery = GalleryField(read_only=True)
    content = drawn_text("content")

    Meta = read_meta(TravelStory, STORY_FIELDS)


class TravelStoryReadSerializer(TravelStoryPublicSerializer):
    """The owner's read: a visitor's, plus `contentSource`, the text as written (the editor's)."""

    content_source = text_source("content")

    Meta = read_meta(TravelStory, (*STORY_FIELDS, "content_source"))


class TravelStoryWriteSerializer(CamelCaseModelSerializer):
    """What the owner may send. id, slug and timestamps are server-set: a client that sends them
    is ignored, as is any field this serializer does not name."""

    city = OptionalTextField(max_length=100)
    content_format = text_format_field(MARKDOWN_OR_PLAIN, "Content")
    continent = ContinentField()
    image_url = OptionalImageAddressField(max_length=500, validators=[validate_image_url])
    duration = OptionalTextField(max_length=50)
    coordinates = CoordinatesField(required=False)
    highlights = HighlightsField(required=False)
    gallery = GalleryField(required=False)

    class Meta:
        model = TravelStory
        fields = STORY_FIELDS
        extra_kwargs = {
            **required_texts("country", "title", "content"),
            "visit_date": {
                "error_messages": {
                    "invalid": "Visit date must be a date in the form YYYY-MM-DD",
                    "datetime": "Visit date must be a date in the form YYYY-MM-DD",
                }
            },
        }
