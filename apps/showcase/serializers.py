from rest_framework import serializers

from apps.core.rich_text import MARKDOWN_OR_PLAIN
from apps.core.serializers import (
    CamelCaseModelSerializer,
    DateInRangeField,
    WebAddressField,
    drawn_text,
    read_meta,
    required_texts,
    text_format_field,
    text_source,
)

from .models import INTEGER_MAX, Achievement, Meme, Project

STATUS_MESSAGE = "Status must be one of Live, Live & Growing, In Development, Prototype, Planning"
PROGRESS_MESSAGE = "Progress must be between 0 and 100"


def _string_list(*, max_items: int, max_length: int, noun: str) -> serializers.ListField:
    """A list of short texts; blank entries are allowed here and dropped by the service."""
    return serializers.ListField(
        child=serializers.CharField(max_length=max_length, allow_blank=True),
        max_length=max_items,
        required=False,
        error_messages={"max_length": f"Use at most {max_items} {noun}."},
    )


class OptionalDateField(DateInRangeField):
    """A date that may be left out: null and "" (an empty date input) both mean none."""

    def validate_empty_values(self, data):
        return super().validate_empty_values(None if data == "" else data)


# --- achievements --------------------------------------------------------------------------


# What the owner writes of an achievement; the API answers with these and the server-set fields.
ACHIEVEMENT_FIELDS = (
    "title",
    "description",
    "image_url",
    "certificate_url",
    "date",
    "category",
    "issuer",
    "is_published",
)


class AchievementReadSerializer(CamelCaseModelSerializer):
    Meta = read_meta(Achievement, ACHIEVEMENT_FIELDS)


class AchievementWriteSerializer(CamelCaseModelSerializer):
    """What the owner may send; date defaults to today. id and timestamps are ignored."""

    class Meta:
        model = Achievement
        fields = ACHIEVEMENT_FIELDS
        extra_kwargs = {
            **required_texts("title", "description"),
            "date": {"error_messages": {"null": "Date is required"}},
        }


# --- projects ------------------------------------------------------------------------------


# What the owner writes of a project; the API answers with these and the server-set fields.
PROJECT_FIELDS = (
    "title",
    "description",
    "full_description",
    "full_description_format",
    "image_url",
    "website",
    "demo_url",
    "technologies",
    "status",
    "progress",
    "start_date",
    "features",
    "users",
    "impact",
    "type",
    "featured",
    "is_published",
    "sort_order",
)


class ProjectPublicSerializer(CamelCaseModelSerializer):
    """A project as a visitor reads it: `fullDescription` is the rendered, sanitised HTML only."""

    full_description = drawn_text("full_description")

    Meta = read_meta(Project, PROJECT_FIELDS)


class ProjectReadSerializer(ProjectPublicSerializer):
    """The owner's read: a visitor's, plus `fullDescriptionSource`, the text as written."""

    full_description_source = text_source("full_description")

    Meta = read_meta(Project, (*PROJECT_FIELDS, "full_description_source"))


class ProjectWriteSerializer(CamelCaseModelSerializer):
    """What the owner may send. id, slug and timestamps are server-set and ignored."""

    full_description_format = text_format_field(MARKDOWN_OR_PLAIN, "Full description")
    website = WebAddressField(max_length=500)
    demo_url = WebAddressField(max_length=500)
    # Making a project featured un-features the previous one (services.project_update): never a
    # uniqueness error here, whatever the database's constraint.
    featured = serializers.BooleanField(required=False)
    technologies = _string_list(max_items=20, max_length=40, noun="technologies")
    features = _string_list(max_items=20, max_length=200, noun="features")
    start_date = OptionalDateField(allow_null=True, required=False)

    class Meta:
        model = Project
        fields = PROJECT_FIELDS
        extra_kwargs = {
            **required_texts("title", "description"),
            "status": {
                "error_messages": {
                    "invalid_choice": STATUS_MESSAGE,
                    "null": STATUS_MESSAGE,
                    "blank": STATUS_MESSAGE,
                }
            },
            "progress": {
                "min_value": 0,
                "max_value": 100,
                "error_messages": {
                    "invalid": PROGRESS_MESSAGE,
                    "null": PROGRESS_MESSAGE,
                    "min_value": PROGRESS_MESSAGE,
                    "max_value": PROGRESS_MESSAGE,
                    "max_string_length": PROGRESS_MESSAGE,
                },
            },
        }


# --- memes ---------------------------------------------------------------------------------


def _count_kwargs(label: str) -> dict:
    """A meme's starting count: a whole number from 0 up to what the column holds."""
    message = f"{label} must be a whole number, 0 or more"
    return {
        "error_messages": {
            "invalid": message,
            "null": message,
            "min_value": message,
            "max_string_length": message,
            "max_value": f"{label} must be at most {INTEGER_MAX}",
        }
    }


# What the owner writes of a meme; the API answers with these and the server-set fields.
MEME_FIELDS = (
    "author_handle",
    "caption",
    "image_url",
    "text",
    "hashtags",
    "likes",
    "comments",
    "shares",
    "is_published",
)


class MemeReadSerializer(CamelCaseModelSerializer):
    Meta = read_meta(Meme, MEME_FIELDS)


class MemeWriteSerializer(CamelCaseModelSerializer):
    """What the owner may send, counts included (visitors' likes and shares stay in their own
    browser). id and timestamps are ignored; hashtags are stored without their '#'."""

    hashtags = _string_list(max_items=10, max_length=40, noun="hashtags")

    class Meta:
        model = Meme
        fields = MEME_FIELDS
        extra_kwargs = {
            **required_texts("author_handle", "caption"),
            **{name: _count_kwargs(name.capitalize()) for name in ("likes", "comments", "shares")},
        }


REORDER_IDS_REQUIRED = "Send the projects' ids in their new order"
REORDER_ID_INVALID = "Each id must be a project's id"


class _IdListField(serializers.ListField):
    """Project ids (UUIDs), one message for any that is not one (not one per place in the
    list, as ListField would answer)."""

    def run_child_validation(self, data):
        try:
            return super().run_child_validation(data)
        except serializers.ValidationError:
            raise serializers.ValidationError(REORDER_ID_INVALID) from None


class ProjectReorderSerializer(serializers.Serializer):
    """POST /api/projects/reorder: every project's id, in the order the page shows them."""

    ids = _IdListField(
        child=serializers.UUIDField(),
        allow_empty=False,
        max_length=1000,
        error_messages={
            "required": REORDER_IDS_REQUIRED,
            "null": REORDER_IDS_REQUIRED,
            "not_a_list": REORDER_IDS_REQUIRED,
            "empty": REORDER_IDS_REQUIRED,
            "max_length": "Send at most 1000 ids",
        },
    )
