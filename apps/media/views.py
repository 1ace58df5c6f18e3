from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework.exceptions import ValidationError

from apps.core.viewsets import ContentViewSet

from .models import MediaItem
from .selectors import media_item_list
from .serializers import TYPE_MESSAGE, MediaItemReadSerializer, MediaItemWriteSerializer
from .services import MEDIA_ITEM_WRITES


@extend_schema_view(
    list=extend_schema(
        parameters=[
            OpenApiParameter(
                "type", str, enum=MediaItem.Type.values, description="Only items of this type."
            )
        ]
    )
)
class MediaItemViewSet(ContentViewSet):
    """/api/media-items: visitors read published items; the owner reads all and writes.

    The list takes ?type=article|video|podcast; any other value is a 400."""

    cache_query_params = {"list": ("type",)}  # what _requested_type reads
    read_serializer_class = MediaItemReadSerializer
    write_serializer_class = MediaItemWriteSerializer
    writes = MEDIA_ITEM_WRITES

    def get_queryset(self):
        item_type = self._requested_type() if self.action == "list" else None
        return media_item_list(viewer=self.request.user, item_type=item_type)

    def _requested_type(self) -> str | None:
        value = self.request.query_params.get("type", "")
        if not value:
            return None
        if value not in MediaItem.Type.values:
            raise ValidationError({"type": [TYPE_MESSAGE]})
        return value
