"""The owner's share links under /api/share-links: list, make, revoke, delete."""

from django.http import Http404
from drf_spectacular.utils import extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response

from apps.core.lookups import get_by_id_or_slug
from apps.core.pagination import CappedListPagination
from apps.core.permissions import IsOwner

from .models import ShareLink
from .selectors import share_link_list
from .serializers import (
    TARGET_ID,
    ShareLinkCreatedSerializer,
    ShareLinkCreateSerializer,
    ShareLinkSerializer,
)
from .services import share_link_create, share_link_delete, share_link_revoke


def shared_path(token: str) -> str:
    return f"/shared/{token}"


class ShareLinkViewSet(mixins.ListModelMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet):
    """Private share links (owner only). Answers are never kept by any cache."""

    permission_classes = [IsOwner]
    serializer_class = ShareLinkSerializer
    queryset = ShareLink.objects.none()  # for the schema; rows come from the selector
    # Whole but capped (API_LIST_CAP): the owner's few links, each one an active secret to
    # review or revoke on one screen.
    pagination_class = CappedListPagination
    lookup_value_regex = r"[^/]+"

    def get_queryset(self):
        return share_link_list()

    def get_object(self) -> ShareLink:
        # By id only; anything that is not a UUID is a 404, never a 400 or a 500.
        return get_by_id_or_slug(self.get_queryset(), self.kwargs["pk"])

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        response["Cache-Control"] = "private, no-store"
        return response

    @extend_schema(request=ShareLinkCreateSerializer, responses={201: ShareLinkCreatedSerializer})
    def create(self, request):
        payload = ShareLinkCreateSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        data = payload.validated_data
        try:
            link, token = share_link_create(
                target_type=data["targetType"],
                target_id=data["targetId"],
                recipient=data["recipient"],
                days=data["days"],
            )
        except Http404:
            raise ValidationError({"targetId": [TARGET_ID]}) from None
        link = share_link_list().get(pk=link.pk)
        body = ShareLinkSerializer(link).data
        body["url"] = request.build_absolute_uri(shared_path(token))
        return Response(body, status=status.HTTP_201_CREATED)

    @extend_schema(request=None, responses={200: ShareLinkSerializer})
    @action(detail=True, methods=["post"])
    def revoke(self, request, pk=None):
        link = share_link_revoke(link=self.get_object())
        return Response(ShareLinkSerializer(link).data)

    def perform_destroy(self, instance):
        share_link_delete(link=instance)
