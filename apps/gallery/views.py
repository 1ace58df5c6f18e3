from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from drf_spectacular.utils import OpenApiTypes, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.core.parsers import CleanMultiPartParser
from apps.core.permissions import IsOwner
from apps.core.viewsets import ContentViewSet

from . import images
from .models import Category
from .selectors import gallery_item_list
from .serializers import (
    GalleryItemReadSerializer,
    GalleryItemWriteSerializer,
    GalleryUploadSerializer,
)
from .services import GALLERY_ITEM_WRITES, gallery_item_upload


class GalleryItemViewSet(ContentViewSet):
    """/api/gallery-items: visitors read published photos; the owner reads all and writes."""

    read_serializer_class = GalleryItemReadSerializer
    write_serializer_class = GalleryItemWriteSerializer
    selector = staticmethod(gallery_item_list)
    writes = GALLERY_ITEM_WRITES


def _file_error(rejection: dict) -> dict:
    return {"image": [rejection["message"]], "errorTitle": rejection["title"]}


class GalleryUploadView(APIView):
    """POST /api/gallery/upload (owner only, multipart): image, title, caption, category and
    isPublished ("true"/"false"). Answers 201 with the new item, or 400 with
    {"image": [message], "errorTitle": title} and any other field's messages."""

    permission_classes = [IsOwner]
    parser_classes = [CleanMultiPartParser]  # control characters stripped

    @extend_schema(
        request={
            "multipart/form-data": inline_serializer(
                "GalleryUploadForm",
                fields={
                    "image": serializers.FileField(),
                    "title": serializers.CharField(max_length=200),
                    "caption": serializers.CharField(max_length=1000, required=False),
                    "category": serializers.ChoiceField(Category.choices, required=False),
                    "isPublished": serializers.CharField(
                        required=False, help_text='"true" or "false"'
                    ),
                },
            )
        },
        responses={201: GalleryItemReadSerializer, 400: OpenApiTypes.OBJECT},
    )
    def post(self, request, *args, **kwargs):
        # Refuse an oversized request from its header alone: the body is never read.
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > images.MAX_REQUEST_BYTES:
            return Response(_file_error(images.TOO_LARGE), status=status.HTTP_400_BAD_REQUEST)
        try:
            data, files = request.data, request.FILES
        except RequestDataTooBig:
            return Response(_file_error(images.TOO_LARGE), status=status.HTTP_400_BAD_REQUEST)
        except (TooManyFieldsSent, TooManyFilesSent):
            return Response(_file_error(images.INVALID_FILE), status=status.HTTP_400_BAD_REQUEST)

        form = GalleryUploadSerializer(data=data)
        errors = {} if form.is_valid() else dict(form.errors)
        picture = None
        try:
            picture = images.read_upload(upload=files.get("image"))
        except images.ImageRejected as rejection:
            errors.update(_file_error({"title": rejection.title, "message": rejection.message}))
        if errors:
            return Response(errors, status=status.HTTP_400_BAD_REQUEST)

        item = gallery_item_upload(picture=picture, **form.validated_data)
        return Response(GalleryItemReadSerializer(item).data, status=status.HTTP_201_CREATED)
