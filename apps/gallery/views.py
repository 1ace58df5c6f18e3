from drf_spectacular.utils import (
    OpenApiTypes,
    extend_schema,
    extend_schema_view,
    inline_serializer,
)
from rest_framework import serializers, status
from rest_framework.response import Response

from apps.core.uploads import OwnerUploadView
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
    checked_fields = ("title", "caption")


@extend_schema_view(
    post=extend_schema(
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
)
class GalleryUploadView(OwnerUploadView):
    """POST /api/gallery/upload (owner only, multipart): image, title, caption, category and
    isPublished ("true"/"false"). Answers 201 with the new item, or 400 with
    {"image": [message], "errorTitle": title} and any other field's messages."""

    file_field = "image"
    form_class = GalleryUploadSerializer
    max_request_bytes = images.MAX_REQUEST_BYTES
    too_large = images.TOO_LARGE
    invalid_file = images.INVALID_FILE

    def check(self, upload):
        return images.read_upload(upload=upload)

    def store(self, *, checked, form, upload) -> Response:
        item = gallery_item_upload(picture=checked, **form.validated_data)
        return Response(GalleryItemReadSerializer(item).data, status=status.HTTP_201_CREATED)
