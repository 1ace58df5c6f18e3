from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from django.db import transaction
from drf_spectacular.utils import OpenApiTypes, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.core.permissions import IsOwner
from apps.core.viewsets import ContentViewSet

from . import images
from .models import Category, GalleryItem
from .selectors import gallery_item_get, gallery_item_list
from .serializers import (
    GalleryItemReadSerializer,
    GalleryItemWriteSerializer,
    GalleryUploadSerializer,
)
from .services import (
    gallery_item_create,
    gallery_item_delete,
    gallery_item_update,
    gallery_item_upload,
)


class GalleryItemViewSet(ContentViewSet):
    """/api/gallery-items: visitors read published photos; the owner reads all and writes."""

    queryset = GalleryItem.objects.none()  # for the schema; rows come from select()
    read_serializer_class = GalleryItemReadSerializer
    write_serializer_class = GalleryItemWriteSerializer

    def select(self, *, viewer):
        return gallery_item_list(viewer=viewer)

    def get_object(self) -> GalleryItem:
        item = gallery_item_get(viewer=self.request.user, item_id=self.kwargs[self.lookup_field])
        self.check_object_permissions(self.request, item)
        return item

    def create_row(self, *, data):
        return gallery_item_create(**data)

    def update_row(self, *, row, data):
        return gallery_item_update(item=row, data=data)

    def delete_row(self, *, row):
        gallery_item_delete(item=row)


def _file_error(rejection: dict) -> dict:
    return {"image": [rejection["message"]], "errorTitle": rejection["title"]}


class GalleryUploadView(APIView):
    """POST /api/gallery/upload (owner only, multipart): image, title, caption, category and
    isPublished ("true"/"false"). Answers 201 with the new item, or 400 with
    {"image": [message], "errorTitle": title} and any other field's messages."""

    permission_classes = [IsOwner]
    parser_classes = [MultiPartParser]

    @classmethod
    def as_view(cls, **initkwargs):
        # Decoding and encoding take a moment: do it outside any transaction. The service opens
        # its own around the row, and removes the files if that fails.
        return transaction.non_atomic_requests(super().as_view(**initkwargs))

    def get_exception_handler(self):
        """The project's handler, except that it must not mark a transaction this view does not
        own for rollback (DRF does so for 401/403/415 when ATOMIC_REQUESTS is on; this view
        opts out of the request transaction, so only a caller's, such as a test's, is open)."""
        handler = super().get_exception_handler()

        def handle(exc, context):
            if not transaction.get_connection().in_atomic_block:
                return handler(exc, context)
            was_marked = transaction.get_rollback()
            response = handler(exc, context)
            transaction.set_rollback(was_marked)
            return response

        return handle

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
