import posixpath

from drf_spectacular.utils import (
    OpenApiTypes,
    extend_schema,
    extend_schema_view,
    inline_serializer,
)
from rest_framework import serializers, status
from rest_framework.response import Response

from apps.core.safety import saves as personal_data
from apps.core.text import strip_control_characters
from apps.core.uploads import OwnerUploadView

from . import pdfs
from .serializers import DocumentReadSerializer, DocumentUploadSerializer
from .services import document_upload


def _title_from_file_name(upload) -> str:
    """The uploaded file's name without its extension, as a title the owner can change."""
    stem = posixpath.splitext(posixpath.basename(getattr(upload, "name", "") or ""))[0]
    return strip_control_characters(stem.replace("\x00", "")).strip()[:200]


# What an upload answers: the document and the personal-data check's warnings (issue 16).
DocumentSavedSerializer = personal_data.with_warnings(DocumentReadSerializer)


@extend_schema_view(
    post=extend_schema(
        request={
            "multipart/form-data": inline_serializer(
                "DocumentUploadForm",
                fields={
                    "file": serializers.FileField(),
                    "title": serializers.CharField(max_length=200, required=False),
                },
            )
        },
        responses={201: DocumentSavedSerializer, 400: OpenApiTypes.OBJECT},
    )
)
class DocumentUploadView(OwnerUploadView):
    """POST /api/documents/upload (owner only, multipart): file and an optional title. Answers
    201 with {id, title, url, type: "pdf", size}, or 400 with
    {"file": [message], "errorTitle": title} and any other field's messages. The answer's
    `warnings` name personal data in the title and the file's name (issue 16): a PDF is linked
    from what the owner publishes, which asks again before it goes public."""

    file_field = "file"
    form_class = DocumentUploadSerializer
    max_request_bytes = pdfs.MAX_REQUEST_BYTES
    too_large = pdfs.TOO_LARGE
    invalid_file = pdfs.INVALID_FILE

    def check(self, upload):
        return pdfs.read_upload(upload=upload)

    def store(self, *, checked, form, upload) -> Response:
        title = form.validated_data.get("title") or _title_from_file_name(upload)
        document = document_upload(pdf=checked, title=title)
        texts = {"title": title}
        if form.validated_data.get("title"):
            texts["fileName"] = personal_data.uploaded_name(upload)
        body = DocumentReadSerializer(document).data
        warnings = personal_data.check_fields(texts)
        return Response(personal_data.saved(body, warnings), status=status.HTTP_201_CREATED)
