"""The one viewset shape every owner-edited content type shares.

Reads go through the app's selector (which applies the visibility rules), writes through its
services; the viewset only wires HTTP to them. Visitors may read; only the owner may write.
"""

from collections.abc import Callable

from django.db import transaction
from django.db.models import Model, QuerySet
from django.http import HttpResponse
from rest_framework import mixins, status, viewsets
from rest_framework.permissions import SAFE_METHODS
from rest_framework.response import Response

from . import http_cache
from .lookups import get_by_id_or_slug
from .permissions import IsOwnerOrReadOnly, is_owner


class ReadsOutsideTransactionMixin:
    """Reads run without the request transaction (ATOMIC_REQUESTS); writes keep one.

    A GET writes nothing, so the BEGIN/COMMIT around it is pure cost, and a visitor's 304 or
    cached answer must not even open a connection for it. Every other method runs in
    `transaction.atomic`, exactly as ATOMIC_REQUESTS would run it."""

    @classmethod
    def as_view(cls, actions=None, **initkwargs):
        return transaction.non_atomic_requests(super().as_view(actions, **initkwargs))

    def dispatch(self, request, *args, **kwargs):
        if request.method in SAFE_METHODS:
            return super().dispatch(request, *args, **kwargs)
        with transaction.atomic():
            return super().dispatch(request, *args, **kwargs)

    def get_exception_handler(self):
        """The project's handler; but a read's error (a 404) must not mark a transaction it
        does not own for rollback (DRF does so whenever one is open, such as a test's)."""
        handler = super().get_exception_handler()

        def handle(exc, context):
            if self.request.method not in SAFE_METHODS:
                return handler(exc, context)
            if not transaction.get_connection().in_atomic_block:
                return handler(exc, context)
            was_marked = transaction.get_rollback()
            response = handler(exc, context)
            transaction.set_rollback(was_marked)
            return response

        return handle


class ConditionalReadMixin:
    """ETags, 304s and the visitor response cache for a viewset's `list` and `retrieve`.

    The content version is the one of the viewset's model (`queryset.model`): every service
    that writes it calls `http_cache.content_changed`. A visitor's request (no Authorization
    header) is answered before DRF authenticates anything, so a 304 or a cached list runs no
    SQL; any other request gets an ETag of its viewer's kind once it is authenticated.
    """

    cached_actions = frozenset({"list", "retrieve"})
    _content_version: str | None = None

    @property
    def content_resource(self) -> str:
        return http_cache.resource_of(self.queryset.model)

    def dispatch(self, request, *args, **kwargs):
        action = self.action_map.get(request.method.lower()) if request.method == "GET" else None
        if action not in self.cached_actions or "HTTP_AUTHORIZATION" in request.META:
            return super().dispatch(request, *args, **kwargs)

        def build(version: str) -> HttpResponse:
            self._content_version = version  # read before any row, so never newer than them
            response = super(ConditionalReadMixin, self).dispatch(request, *args, **kwargs)
            if hasattr(response, "render"):
                response.render()
            return response

        return http_cache.cached_visitor_read(
            request=request, resource=self.content_resource, build=build
        )

    def conditional_read(self, request, read: Callable[[], HttpResponse]) -> HttpResponse:
        """`read()`'s response with an ETag, or a 304 when the client already has it."""
        viewer_kind = http_cache.OWNER if is_owner(request.user) else http_cache.VISITOR
        version = self._content_version or http_cache.content_version(self.content_resource)
        etag = http_cache.etag_for(request=request, version=version, viewer_kind=viewer_kind)
        if http_cache.client_has(request, etag):
            return http_cache.not_modified(etag=etag, viewer_kind=viewer_kind)
        response = read()
        if response.status_code == 200:
            http_cache.decorate(response, etag=etag, viewer_kind=viewer_kind)
        return response

    def list(self, request, *args, **kwargs):
        parent = super()
        return self.conditional_read(request, lambda: parent.list(request, *args, **kwargs))


class ContentViewSet(
    ReadsOutsideTransactionMixin,
    ConditionalReadMixin,
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    viewsets.GenericViewSet,
):
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

    def retrieve(self, request, *args, **kwargs):
        parent = super()
        return self.conditional_read(request, lambda: parent.retrieve(request, *args, **kwargs))

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
