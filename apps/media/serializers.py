from rest_framework import serializers

from apps.core.serializers import (
    CamelCaseModelSerializer,
    WebAddressField,
    read_meta,
    required_texts,
)
from apps.core.validators import date_range_messages

from .models import MediaItem

TYPE_MESSAGE = "Type must be article, video or podcast"
TYPE_REQUIRED = "Type is required"


# What the owner writes of an item; the API answers with these and the server-set fields.
ITEM_FIELDS = (
    "title",
    "description",
    "type",
    "url",
    "published_at",
    "platform",
    "featured",
    "category",
    "image_url",
    "read_time",
    "publication",
    "duration",
    "is_published",
)


class MediaItemReadSerializer(CamelCaseModelSerializer):
    Meta = read_meta(MediaItem, ITEM_FIELDS)


class TypeField(serializers.ChoiceField):
    """article, video or podcast; an empty value is 'required', not 'an unknown type'."""

    def to_internal_value(self, data):
        if isinstance(data, str) and not data.strip():
            self.fail("blank")
        return super().to_internal_value(data)


class OptionalIntegerField(serializers.IntegerField):
    """A whole number that may be left out: null and "" (an empty form input) both mean none."""

    def validate_empty_values(self, data):
        return super().validate_empty_values(None if data == "" else data)


class MediaItemWriteSerializer(CamelCaseModelSerializer):
    """What the owner may send. Unlike a blog post, publishedAt is the owner's to set (an
    article has its own publication date); id, slug and timestamps are server-set and ignored."""

    type = TypeField(
        choices=MediaItem.Type.choices,
        error_messages={
            "required": TYPE_REQUIRED,
            "null": TYPE_REQUIRED,
            "blank": TYPE_REQUIRED,
            "invalid_choice": TYPE_MESSAGE,
        },
    )
    url = WebAddressField(max_length=500)
    read_time = OptionalIntegerField(
        allow_null=True,
        required=False,
        min_value=1,
        max_value=600,
        error_messages={
            "invalid": "Read time must be a whole number of minutes",
            "min_value": "Read time must be at least 1 minute",
            "max_value": "Read time must be at most 600 minutes",
            "max_string_length": "Read time must be a whole number of minutes",
        },
    )

    class Meta:
        model = MediaItem
        fields = ITEM_FIELDS
        extra_kwargs = {
            **required_texts("title"),
            "published_at": {
                "error_messages": {
                    "null": "Published date is required",
                    **date_range_messages("Published date"),
                },
            },
        }
