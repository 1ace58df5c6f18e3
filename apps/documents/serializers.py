from rest_framework import serializers

from apps.core.serializers import CamelCaseModelSerializer

from .models import Document
from .selectors import document_url

TITLE_TOO_LONG = "Title must be at most 200 characters"


class DocumentReadSerializer(CamelCaseModelSerializer):
    """A stored PDF as the API answers it: its address (on this site, or the media bucket's),
    its type and the size of the stored copy in bytes."""

    url = serializers.SerializerMethodField()
    type = serializers.SerializerMethodField()

    class Meta:
        model = Document
        fields = ("id", "title", "url", "type", "size")
        read_only_fields = fields

    def get_url(self, document: Document) -> str:
        return document_url(document)

    def get_type(self, document: Document) -> str:
        return "pdf"


class DocumentUploadSerializer(serializers.Serializer):
    """The text field of POST /api/documents/upload (multipart); the file is checked by the PDF
    pipeline, not here. Without a title, the file's own name is the title."""

    title = serializers.CharField(
        max_length=200,
        required=False,
        allow_blank=True,
        error_messages={"max_length": TITLE_TOO_LONG},
    )
