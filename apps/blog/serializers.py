from rest_framework import serializers

from apps.core.serializers import (
    CamelCaseModelSerializer,
    ForgivingChoiceField,
    drawn_text,
    required_texts,
    text_source,
)
from apps.core.validators import date_range_messages

from .models import BlogPost, BlogPostRevision
from .selectors import TEASER_FIELDS

FORMAT_MESSAGE = "Content format must be markdown or html"
VERSION_MESSAGE = "Version must be a whole number of at least 1"
PUBLISH_AT_MESSAGE = "Publish at must be a date and time"
READ_TIME_NEEDED = "Read time is required unless it is worked out from the text"


# A post as every read answers it; `content` is the rendered, sanitised HTML.
POST_READ_FIELDS = (
    "id",
    "slug",
    "title",
    "excerpt",
    "content",
    "content_format",
    "categories",
    "published_at",
    "read_time",
    "read_time_auto",
    "is_published",
    "image_url",
    "image_alt",
    "updated_at",
    "version",
)


class BlogPostPublicSerializer(CamelCaseModelSerializer):
    """A post as a visitor reads it: `content` is the drawn HTML only (the specification's
    field, "rendered as HTML"), never the Markdown it was written in; `contentFormat` says how
    it is laid out (the formats written before Markdown keep their newlines as line breaks)."""

    content = drawn_text("content")

    class Meta:
        model = BlogPost
        fields = POST_READ_FIELDS
        read_only_fields = fields


class BlogPostReadSerializer(BlogPostPublicSerializer):
    """The owner's read (the panel, and every answer to the owner's writes): a visitor's, plus
    `contentSource`, the text as written, which the editor loads."""

    content_source = text_source("content")

    class Meta(BlogPostPublicSerializer.Meta):
        fields = (*POST_READ_FIELDS, "content_source")
        read_only_fields = fields


class BlogPostSummarySerializer(BlogPostPublicSerializer):
    """A post without its body: the blog list page's first data (the list shows titles and
    excerpts; the bodies would be most of the page's bytes)."""

    class Meta(BlogPostPublicSerializer.Meta):
        fields = tuple(f for f in POST_READ_FIELDS if f != "content")
        read_only_fields = fields


class BlogPostWriteSerializer(CamelCaseModelSerializer):
    """What the owner may send. id, slug and timestamps are server-set: a client that sends
    them is ignored. publishedAt is when the post appears (later: scheduled). contentFormat
    is "markdown" (a new post's default) or "html" (the posts written before Markdown);
    what the API answers in `content` is always the server's rendering of it."""

    content_format = ForgivingChoiceField(
        choices=BlogPost.Format.choices,
        required=False,
        error_messages=dict.fromkeys(("invalid_choice", "null", "blank"), FORMAT_MESSAGE),
    )

    categories = serializers.ListField(
        child=serializers.CharField(max_length=40, allow_blank=True),
        max_length=12,
        required=False,
        error_messages={"max_length": "Use at most 12 categories."},
    )

    # The version this save was based on (from the post as it was read): a save based on an
    # older one is refused with 409 and stores nothing. Optional (Django admin, scripts).
    version = serializers.IntegerField(
        min_value=1,
        required=False,
        write_only=True,
        error_messages={"invalid": VERSION_MESSAGE, "min_value": VERSION_MESSAGE},
    )

    class Meta:
        model = BlogPost
        fields = (
            "title",
            "excerpt",
            "content",
            "content_format",
            "categories",
            "read_time",
            "read_time_auto",
            "published_at",
            "is_published",
            "image_url",
            "image_alt",
            "version",
        )
        extra_kwargs = {
            **required_texts("title", "excerpt", "content"),
            # When the post appears: a time still to come schedules it; null means "now, when
            # published".
            "published_at": {
                "required": False,
                "allow_null": True,
                "error_messages": {
                    "invalid": PUBLISH_AT_MESSAGE,
                    **date_range_messages("Publish at"),
                },
            },
            "read_time": {
                "error_messages": {
                    "invalid": "Read time must be a whole number of minutes",
                    "min_value": "Read time must be at least 1 minute",
                    "max_value": "Read time must be at most 600 minutes",
                }
            },
        }

    def validate(self, attrs):
        # A new post's read time is the owner's number or worked out from its text; an update
        # that turns the automatic one off keeps the number the post has.
        new = self.instance is None
        if new and attrs.get("read_time_auto") is False and attrs.get("read_time") is None:
            raise serializers.ValidationError({"readTime": [READ_TIME_NEEDED]})
        return attrs


class BlogPostTeaserSerializer(CamelCaseModelSerializer):
    """A post as a "read next" link shows it (related posts, previous and next): no body."""

    class Meta:
        model = BlogPost
        fields = TEASER_FIELDS
        read_only_fields = fields


class BlogPostNeighboursSerializer(serializers.Serializer):
    """GET /api/blog-posts/{idOrSlug}/related: up to three related posts, and the published
    posts just older (previous) and just newer (next), or null."""

    related = BlogPostTeaserSerializer(many=True, read_only=True)
    previous = BlogPostTeaserSerializer(read_only=True, allow_null=True)
    next = BlogPostTeaserSerializer(read_only=True, allow_null=True)


class BlogCategorySerializer(serializers.Serializer):
    """GET /api/blog-categories/{slug}: a category's name (as its newest post spells it) and
    its published posts, newest first, as the blog list shows them."""

    slug = serializers.CharField(read_only=True)
    name = serializers.CharField(read_only=True)
    posts = BlogPostSummarySerializer(many=True, read_only=True)


# --- writing: autosave and revisions (apps/blog/writing_views.py) -------------------------


class BlogPostAutosaveSerializer(CamelCaseModelSerializer):
    """What an autosave sends: the texts as typed so far (each may still be blank, each
    optional) and the version they are based on (an existing post's)."""

    content_format = serializers.ChoiceField(
        choices=BlogPost.Format.choices,
        required=False,
        error_messages={"invalid_choice": FORMAT_MESSAGE},
    )
    version = serializers.IntegerField(
        min_value=1,
        required=False,
        error_messages={"invalid": VERSION_MESSAGE, "min_value": VERSION_MESSAGE},
    )

    class Meta:
        model = BlogPost
        fields = ("title", "excerpt", "content", "content_format", "version")
        extra_kwargs = {
            name: {"required": False, "allow_blank": True, "trim_whitespace": False}
            for name in ("title", "excerpt", "content")
        }


class RevisionAuthorField(serializers.CharField):
    def to_representation(self, value):
        return value.get_full_name() or value.get_username()


class BlogPostRevisionSummarySerializer(CamelCaseModelSerializer):
    """A revision in the list: its kind (autosave, save, publish), the post's version it holds,
    who made it, when, and its size in characters (title, excerpt and content)."""

    author = RevisionAuthorField(read_only=True, allow_null=True)

    class Meta:
        model = BlogPostRevision
        fields = ("id", "kind", "version", "author", "created_at", "size")
        read_only_fields = fields


class BlogPostRevisionSerializer(BlogPostRevisionSummarySerializer):
    """One revision with its texts."""

    class Meta(BlogPostRevisionSummarySerializer.Meta):
        fields = (
            *BlogPostRevisionSummarySerializer.Meta.fields,
            "title",
            "excerpt",
            "content",
            "content_format",
        )
        read_only_fields = fields


class RevisionRestoreSerializer(serializers.Serializer):
    """The version of the post the owner restores over (409 when it has moved on since)."""

    version = serializers.IntegerField(
        min_value=1,
        error_messages={
            "required": "Version is required",
            "null": "Version is required",
            "invalid": VERSION_MESSAGE,
            "min_value": VERSION_MESSAGE,
        },
    )


class VersionConflictSerializer(serializers.Serializer):
    """409: the post changed since the version the save was based on."""

    detail = serializers.CharField()
    version = serializers.IntegerField()
