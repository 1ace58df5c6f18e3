import posixpath

from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from drf_spectacular.utils import OpenApiTypes, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.core.parsers import CleanMultiPartParser
from apps.core.permissions import IsOwner
from apps.core.text import strip_control_characters

from . import pdfs
from .serializers import DocumentReadSerializer, DocumentUploadSerializer
from .services import document_upload


def _file_error(rejection: dict) -> dict:
    return {"file": [rejection["message"]], "errorTitle": rejection["title"]}


def _title_from_file_name(upload) -> str:
    """The uploaded file's name without its extension, as a title the owner can change."""
    stem = posixpath.splitext(posixpath.basename(getattr(upload, "name", "") or ""))[0]
    return strip_control_characters(stem.replace("\x00", "")).strip()[:200]


class DocumentUploadView(APIView):
    """POST /api/documents/upload (owner only, multipart): file and an optional title. Answers
    201 with {id, title, url, type: "pdf", size}, or 400 with
    {"file": [message], "errorTitle": title} and any other field's messages."""

    permission_classes = [IsOwner]
    parser_classes = [CleanMultiPartParser]  # control characters stripped

    @extend_schema(
        request={
            "multipart/form-data": inline_serializer(
                "DocumentUploadForm",
                fields={
                    "file": serializers.FileField(),
                    "title": serializers.CharField(max_length=200, required=False),
                },
            )
        },
        responses={201: DocumentReadSerializer, 400: OpenApiTypes.OBJECT},
    )
    def post(self, request, *args, **kwargs):
        # Refuse an oversized request from its header alone: the body is never read.
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > pdfs.MAX_REQUEST_BYTES:
            return Response(_file_error(pdfs.TOO_LARGE), status=status.HTTP_400_BAD_REQUEST)
        try:
            data, files = request.data, request.FILES
        except RequestDataTooBig:
            return Response(_file_error(pdfs.TOO_LARGE), status=status.HTTP_400_BAD_REQUEST)
        except (TooManyFieldsSent, TooManyFilesSent):
            return Response(_file_error(pdfs.INVALID_FILE), status=status.HTTP_400_BAD_REQUEST)

        form = DocumentUploadSerializer(data=data)
        errors = {} if form.is_valid() else dict(form.errors)
        upload = files.get("file")
        pdf = None
        try:
            pdf = pdfs.read_upload(upload=upload)
        except pdfs.DocumentRejected as rejection:
            errors.update(_file_error({"title": rejection.title, "message": rejection.message}))
        if errors:
            return Response(errors, status=status.HTTP_400_BAD_REQUEST)

        title = form.validated_data.get("title") or _title_from_file_name(upload)
        document = document_upload(pdf=pdf, title=title)
        return Response(DocumentReadSerializer(document).data, status=status.HTTP_201_CREATED)
