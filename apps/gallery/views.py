from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiTypes,
    extend_schema,
    extend_schema_view,
    inline_serializer,
)
from rest_framework import serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response

from apps.core.safety import saves as personal_data
from apps.core.safety.image_metadata import metadata_warnings
from apps.core.uploads import OwnerUploadView
from apps.core.viewsets import ContentViewSet

from . import images
from .models import Category, GalleryItem
from .selectors import gallery_item_list
from .serializers import (
    CATEGORY_CHOICE,
    GalleryItemReadSerializer,
    GalleryItemWriteSerializer,
    GalleryUploadSerializer,
)
from .services import GALLERY_ITEM_WRITES, gallery_item_upload


@extend_schema_view(
    list=extend_schema(
        parameters=[
            OpenApiParameter(
                "category", str, enum=Category.values, description="Only photos of this category."
            )
        ]
    )
)
class GalleryItemViewSet(ContentViewSet):
    """/api/gallery-items: visitors read published photos; the owner reads all and writes.

    The list takes ?category= (the panel's category filter): the server filters, so each page
    of a filtered list is right, whatever has been loaded."""

    cache_query_params = {"list": ("category",)}  # what _category reads
    read_serializer_class = GalleryItemReadSerializer
    write_serializer_class = GalleryItemWriteSerializer
    selector = staticmethod(gallery_item_list)
    writes = GALLERY_ITEM_WRITES

    def get_queryset(self):
        category = self._category() if self.action == "list" else None
        return gallery_item_list(viewer=self.request.user, category=category)

    def _category(self) -> str | None:
        value = self.request.query_params.get("category", "")
        if value and value not in Category.values:
            raise ValidationError({"category": [CATEGORY_CHOICE]})
        return value or None


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
                    "confirmPersonalData": serializers.CharField(
                        required=False,
                        help_text='"true": publish even though the title or caption holds '
                        "personal data (the owner confirmed 'Publish anyway').",
                    ),
                },
            )
        },
        responses={
            201: GalleryItemViewSet.saved_serializer_class,
            400: OpenApiTypes.OBJECT,
            409: personal_data.SaveConflictSerializer,
        },
    )
)
class GalleryUploadView(OwnerUploadView):
    """POST /api/gallery/upload (owner only, multipart): image, title, caption, category and
    isPublished ("true"/"false"). Answers 201 with the new item, or 400 with
    {"image": [message], "errorTitle": title} and any other field's messages.

    The personal-data check (issue 16) reads the title, the caption, the file's name and, before
    the pipeline strips it, the photo's metadata (a GPS position, an author's name): the answer
    carries `warnings`. A published upload whose title or caption holds personal data is
    refused with 409 (nothing stored) unless confirmPersonalData is "true"; what the file's
    name and metadata carried is never public, so it only warns."""

    file_field = "image"
    form_class = personal_data.with_confirmation(GalleryUploadSerializer)
    max_request_bytes = images.MAX_REQUEST_BYTES
    too_large = images.TOO_LARGE
    invalid_file = images.INVALID_FILE

    def check(self, upload):
        picture = images.read_upload(upload=upload)
        # Read before anything is stored: the stored copy never has it.
        upload.seek(0)
        self.metadata_warnings = metadata_warnings(upload.read(images.MAX_UPLOAD_BYTES))
        return picture

    def store(self, *, checked, form, upload) -> Response:
        data = form.validated_data
        check = personal_data.check_save(fields=("title", "caption"), model=GalleryItem, data=data)
        if check.needs_confirmation:
            return check.refusal()
        name = personal_data.file_name_warnings(upload)
        item = gallery_item_upload(picture=checked, **data)
        body = GalleryItemReadSerializer(item).data
        warnings = [*check.warnings, *name, *self.metadata_warnings]
        return Response(personal_data.saved(body, warnings), status=status.HTTP_201_CREATED)
