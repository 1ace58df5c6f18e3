"""The one viewset shape every owner-edited content type shares.

Reads go through the app's selector (which applies the visibility rules), writes through its
services; the viewset only wires HTTP to them. Visitors may read; only the owner may write.
"""

from django.db.models import Model, QuerySet
from rest_framework import mixins, status, viewsets
from rest_framework.response import Response

from .lookups import get_by_id_or_slug
from .permissions import IsOwnerOrReadOnly


class ContentViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """List, retrieve (by id or slug), create, update (PUT and PATCH both partial) and delete."""

    permission_classes = [IsOwnerOrReadOnly]
    lookup_value_regex = r"[^/]+"
    read_serializer_class = None
    write_serializer_class = None

    # --- what each app provides -------------------------------------------------------------
    def select(self, *, viewer) -> QuerySet:
        """Rows this viewer may see, newest first."""
        raise NotImplementedError

    def create_row(self, *, data: dict) -> Model:
        raise NotImplementedError

    def update_row(self, *, row: Model, data: dict) -> Model:
        raise NotImplementedError

    def delete_row(self, *, row: Model) -> None:
        row.delete()

    # --- wiring ------------------------------------------------------------------------------
    def get_serializer_class(self):
        if self.action in {"create", "update", "partial_update"}:
            return self.write_serializer_class
        return self.read_serializer_class

    def get_queryset(self) -> QuerySet:
        return self.select(viewer=self.request.user)

    def get_object(self) -> Model:
        row = get_by_id_or_slug(self.get_queryset(), self.kwargs[self.lookup_field])
        self.check_object_permissions(self.request, row)
        return row

    def create(self, request, *args, **kwargs):
        payload = self.write_serializer_class(data=request.data)
        payload.is_valid(raise_exception=True)
        row = self.create_row(data=payload.validated_data)
        return Response(self.read_serializer_class(row).data, status=status.HTTP_201_CREATED)

    def update(self, request, *args, **kwargs):
        row = self.get_object()
        payload = self.write_serializer_class(row, data=request.data, partial=True)
        payload.is_valid(raise_exception=True)
        row = self.update_row(row=row, data=payload.validated_data)
        return Response(self.read_serializer_class(row).data)

    def partial_update(self, request, *args, **kwargs):
        return self.update(request, *args, **kwargs)

    def destroy(self, request, *args, **kwargs):
        self.delete_row(row=self.get_object())
        return Response(status=status.HTTP_204_NO_CONTENT)
