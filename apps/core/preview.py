"""POST /api/preview: the owner's editor asks how a long text will look, and gets it drawn by the
renderer the pages use (apps/core/rich_text.py), so the preview can never disagree with the
page. Nothing is stored."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from .networks import NetworkScopedRateThrottle
from .permissions import IsOwner
from .rich_text import MAX_SOURCE_LENGTH, TextFormat, render
from .serializers import ForgivingChoiceField

FORMAT_MESSAGE = "Content format must be markdown, html or plain"
TOO_LONG_MESSAGE = f"Content must be at most {MAX_SOURCE_LENGTH:,} characters"


class PreviewRequestSerializer(serializers.Serializer):
    content = serializers.CharField(
        allow_blank=True,
        trim_whitespace=False,
        max_length=MAX_SOURCE_LENGTH,
        error_messages={
            "required": "Content is required",
            "null": "Content is required",
            "invalid": "Content must be text",
            "max_length": TOO_LONG_MESSAGE,
        },
    )
    contentFormat = ForgivingChoiceField(  # the API's camelCase name
        source="content_format",
        choices=TextFormat.choices,
        default=TextFormat.MARKDOWN,
        error_messages=dict.fromkeys(("invalid_choice", "null", "blank"), FORMAT_MESSAGE),
    )


class PreviewSerializer(serializers.Serializer):
    html = serializers.CharField(read_only=True, help_text="The text as a page shows it.")


class PreviewView(APIView):
    """The owner's text rendered and sanitised exactly as a page will show it (Markdown, the
    HTML of posts written before Markdown, or plain text). 400 for text over 100,000 characters
    or an unknown format."""

    permission_classes = [IsOwner]
    throttle_classes = [NetworkScopedRateThrottle]
    throttle_scope = "preview"

    @extend_schema(request=PreviewRequestSerializer, responses={200: PreviewSerializer})
    def post(self, request, *args, **kwargs):
        form = PreviewRequestSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        data = form.validated_data
        return Response({"html": render(data["content"], data["content_format"])})
