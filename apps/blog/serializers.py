from rest_framework import serializers

from apps.core.serializers import (
    CamelCaseModelSerializer,
    ForgivingChoiceField,
    required_texts,
)

from .models import BlogPost

FORMAT_MESSAGE = "Content format must be markdown or html"


class BlogPostReadSerializer(CamelCaseModelSerializer):
    class Meta:
        model = BlogPost
        fields = (
            "id",
            "slug",
            "title",
            "excerpt",
            "content",
            "content_format",
            "content_html",
            "categories",
            "published_at",
            "read_time",
            "is_published",
            "image_url",
            "image_alt",
            "updated_at",
        )
        read_only_fields = fields


class BlogPostSummarySerializer(BlogPostReadSerializer):
    """A post without its body: the blog list page's first data (the list shows titles and
    excerpts; the bodies would be most of the page's bytes)."""

    class Meta(BlogPostReadSerializer.Meta):
        fields = tuple(
            f for f in BlogPostReadSerializer.Meta.fields if f not in {"content", "content_html"}
        )
        read_only_fields = fields


class BlogPostWriteSerializer(CamelCaseModelSerializer):
    """What the owner may send. id, slug, publishedAt and timestamps are server-set: a client
    that sends them is ignored. contentFormat is "markdown" (a new post's default) or "html"
    (the posts written before Markdown); contentHtml is always the server's rendering."""

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

    class Meta:
        model = BlogPost
        fields = (
            "title",
            "excerpt",
            "content",
            "content_format",
            "categories",
            "read_time",
            "is_published",
            "image_url",
            "image_alt",
        )
        extra_kwargs = {
            **required_texts("title", "excerpt", "content"),
            "read_time": {
                "error_messages": {
                    "invalid": "Read time must be a whole number of minutes",
                    "min_value": "Read time must be at least 1 minute",
                    "max_value": "Read time must be at most 600 minutes",
                }
            },
        }


class BlogPostTeaserSerializer(CamelCaseModelSerializer):
    """A post as a "read next" link shows it (related posts, previous and next): no body."""

    class Meta:
        model = BlogPost
        fields = (
            "id",
            "slug",
            "title",
            "excerpt",
            "categories",
            "published_at",
            "read_time",
            "image_url",
            "image_alt",
        )
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
