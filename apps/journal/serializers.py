from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.core.rich_text import MARKDOWN_OR_PLAIN
from apps.core.serializers import (
    CamelCaseModelSerializer,
    CleanedJSONField,
    ForgivingChoiceField,
    drawn_text,
    read_meta,
    required_messages,
    required_texts,
    text_format_field,
    text_source,
)

from .models import GcseJournalEntry, Subject
from .subjects import subject_allowed, subject_label, subject_message, subject_names
from .validators import (
    MAX_LINK_TYPE_LENGTH,
    MAX_LINKS,
    MAX_MEDIA_UPLOADS,
    MAX_TITLE_LENGTH,
    MAX_URL_LENGTH,
    MEDIA_TYPES,
    PROGRESS_MESSAGE,
    STUDY_DATE_FUTURE_MESSAGE,
    clean_links,
    clean_media_uploads,
)

SUBJECT_MESSAGE = f"Subject must be one of {', '.join(Subject.values)}"


# A string, not the specification's six: the record's subjects are the journal's once it has
# any (GET /api/gcse-journal/subjects lists the current ones).
SUBJECT_SCHEMA = {
    "type": "string",
    "description": "A subject's key: one of GET /api/gcse-journal/subjects, or the entry's own.",
}


@extend_schema_field(SUBJECT_SCHEMA)
class SubjectField(ForgivingChoiceField):
    """One of the journal's current subjects (apps/journal/subjects.py: the record's, else the
    specification's six), or the one the entry already has; case and surrounding spaces do not
    matter, and an empty value counts as a missing one."""

    empty_error = "required"

    def __init__(self, **kwargs):
        super().__init__(
            choices=Subject.choices,
            error_messages={**required_messages("Subject"), "invalid_choice": SUBJECT_MESSAGE},
            **kwargs,
        )

    def to_internal_value(self, data):
        if not isinstance(data, str):
            return super().to_internal_value(data)
        value = data.strip().lower()
        if not value:
            self.fail(self.empty_error)
        if not subject_allowed(value, getattr(self.parent, "instance", None)):
            raise serializers.ValidationError(subject_message(), code="invalid_choice")
        return value


_TEXT = {"type": "string"}


@extend_schema_field(
    {
        "type": "array",
        "maxItems": MAX_MEDIA_UPLOADS,
        "items": {
            "type": "object",
            "properties": {
                "type": {**_TEXT, "enum": list(MEDIA_TYPES)},
                "title": {**_TEXT, "maxLength": MAX_TITLE_LENGTH},
                "url": {
                    **_TEXT,
                    "maxLength": MAX_URL_LENGTH,
                    "description": "The file on this site (a picture or a PDF), when there is "
                    "one: /media/...",
                },
            },
            "required": ["type", "title"],
        },
    }
)
class MediaUploadsField(CleanedJSONField):
    cleaner = staticmethod(clean_media_uploads)


@extend_schema_field(
    {
        "type": "array",
        "maxItems": MAX_LINKS,
        "items": {
            "type": "object",
            "properties": {
                "type": {**_TEXT, "maxLength": MAX_LINK_TYPE_LENGTH, "default": "other"},
                "title": {**_TEXT, "maxLength": MAX_TITLE_LENGTH},
                "url": {**_TEXT, "format": "uri", "maxLength": MAX_URL_LENGTH},
            },
            "required": ["title", "url"],
        },
    }
)
class LinksField(CleanedJSONField):
    cleaner = staticmethod(clean_links)


# What the owner writes of an entry; the API answers with these and the server-set fields.
ENTRY_FIELDS = (
    "week",
    "subject",
    "topic",
    "content",
    "content_format",
    "media_uploads",
    "links",
    "is_published",
    "progress",
    "study_date",
)


class GcseJournalEntryPublicSerializer(CamelCaseModelSerializer):
    """An entry as a visitor reads it: `content` is the rendered, sanitised HTML only, and
    `subjectName` the subject as a visitor reads it (the record's name for a subject the
    specification does not name), so no client keeps its own table of subjects."""

    subject = extend_schema_field(SUBJECT_SCHEMA)(serializers.CharField(read_only=True))
    subject_name = serializers.SerializerMethodField(method_name="get_subject_name")
    media_uploads = MediaUploadsField(read_only=True)
    links = LinksField(read_only=True)
    content = drawn_text("content")

    Meta = read_meta(GcseJournalEntry, (*ENTRY_FIELDS, "subject_name"))

    def get_subject_name(self, entry: GcseJournalEntry) -> str:
        # The specification's six need no read; any other subject is looked up in the record
        # once for a whole list (the context is the list's).
        if entry.subject in Subject.values:
            return Subject(entry.subject).label
        if "subject_names" not in self.context:
            self.context["subject_names"] = subject_names()
        return subject_label(entry.subject, self.context["subject_names"])


class GcseJournalEntryReadSerializer(GcseJournalEntryPublicSerializer):
    """The owner's read: a visitor's, plus `contentSource`, the text as written (the editor's)."""

    content_source = text_source("content")

    Meta = read_meta(GcseJournalEntry, (*ENTRY_FIELDS, "subject_name", "content_source"))


class GcseJournalEntryWriteSerializer(CamelCaseModelSerializer):
    """What the owner may send. id, slug and timestamps are server-set: a client that sends them
    is ignored, as is any field this serializer does not name."""

    subject = SubjectField()
    content_format = text_format_field(MARKDOWN_OR_PLAIN, "Content")
    media_uploads = MediaUploadsField(required=False)
    links = LinksField(required=False)

    class Meta:
        model = GcseJournalEntry
        fields = ENTRY_FIELDS
        extra_kwargs = {
            **required_texts("week", "topic", "content"),
            "progress": {
                "error_messages": {
                    "invalid": "Progress must be a whole number between 0 and 100",
                    "min_value": PROGRESS_MESSAGE,
                    "max_value": PROGRESS_MESSAGE,
                    "max_string_length": PROGRESS_MESSAGE,
                    "null": PROGRESS_MESSAGE,
                }
            },
            "study_date": {
                "error_messages": {
                    "invalid": "Study date must be a date in the form YYYY-MM-DD",
                    "datetime": "Study date must be a date in the form YYYY-MM-DD",
                    "null": "Study date must be a date in the form YYYY-MM-DD",
                    # A study date after 2100 is in the future, which is the message it gets.
                    "too_late": STUDY_DATE_FUTURE_MESSAGE,
                }
            },
        }
