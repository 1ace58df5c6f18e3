"""The one viewset shape every owner-edited content type shares.

Reads go through the app's selector (which applies the visibility rules), writes through its
services, each of which is one transaction (there is no request-wide one: ATOMIC_REQUESTS is
off); the viewset only wires HTTP to them. Visitors may read; only the owner may write.
"""

from collections.abc import Callable

from django.db.models import Model, QuerySet
from django.http import HttpResponse
from rest_framework import mixins, status, viewsets
from rest_framework.response import Response

from . import http_cache
from .lookups import get_by_id_or_slug
from .permissions import IsOwnerOrReadOnly, is_owner
from .safety import saves as personal_data
from .safety.schema import ContentSaveSchema
from .services import ContentWrites


class ConditionalReadMixin:
    """ETags, 304s and the visitor response cache for a viewset's `list` and `retrieve`.

    The content version is the one of the viewset's model (`queryset.model`): every save and
    delete of its rows changes it (`http_cache.announce_changes_of`). A visitor's request (no
    Authorization header) is answered before DRF authenticates anything, so a 304 or a cached
    list runs no SQL; any other request gets an ETag of its viewer's kind once it is
    authenticated.
    """

    cached_actions = frozenset({"list", "retrieve"})
    # The query parameters each action reads, e.g. {"list": ("type",)}: they are part of its
    # ETag and cache key. Any other parameter is ignored for caching (it cannot fill the cache).
    cache_query_params: dict[str, tuple[str, ...]] = {}
    _content_version: str | None = None

    @property
    def content_resource(self) -> str:
        return http_cache.resource_of(self.queryset.model)

    def _cache_query(self, request, action: str | None) -> str:
        names = self.cache_query_params.get(action or "", ())
        if action == "list":
            names = (*names, "cursor")  # each page of a list is its own read
        return http_cache.cache_query(request, names)

    def dispatch(self, request, *args, **kwargs):
        action = self.action_map.get(request.method.lower()) if request.method == "GET" else None
        if action not in self.cached_actions or "HTTP_AUTHORIZATION" in request.META:
            return super().dispatch(request, *args, **kwargs)

        def build(version: str | None) -> HttpResponse:
            self._content_version = version  # read before any row, so never newer than them
            response = super(ConditionalReadMixin, self).dispatch(request, *args, **kwargs)
            if hasattr(response, "render"):
                response.render()
            return response

        return http_cache.cached_visitor_read(
            request=request,
            resource=self.content_resource,
            query=self._cache_query(request, action),
            build=build,
        )

    def conditional_read(self, request, read: Callable[[], HttpResponse]) -> HttpResponse:
        """`read()`'s response with an ETag, or a 304 when the client already has it."""
        return http_cache.conditional_read(
            request=request,
            resource=self.content_resource,
            query=self._cache_query(request, self.action),
            version=self._content_version,
            viewer_kind=http_cache.OWNER if is_owner(request.user) else http_cache.VISITOR,
            read=read,
        )

    def list(self, request, *args, **kwargs):
        parent = super()
        return self.conditional_read(request, lambda: parent.list(request, *args, **kwargs))


class ContentViewSet(
    ConditionalReadMixin,
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    viewsets.GenericViewSet,
):
    """List, retrieve (by id or slug), create, update (PUT and PATCH both partial) and delete.

    Creates and updates run the personal-data check (apps/core/safety/saves.py) on the model's
    `personal_data_fields`: the answer carries `warnings`, and a save that would publish a row
    with findings for the first time is refused with 409 unless it says
    `confirmPersonalData: true`.
    """

    permission_classes = [IsOwnerOrReadOnly]
    schema = ContentSaveSchema()
    lookup_value_regex = r"[^/]+"
    # The owner's read (the answer to the owner's writes too) and, where a visitor reads less
    # (a long text's source: only the owner's reads carry it), a visitor's.
    read_serializer_class = None
    public_serializer_class = None
    write_serializer_class = None

    # --- what each app provides: its selector and services -----------------------------------
    # selector(*, viewer) -> the rows this viewer may see, newest first
    selector: Callable[..., QuerySet]
    # the model's create, update and delete services (the same its Django admin calls)
    writes: ContentWrites

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # The model, for the schema and the response cache, is the read serializer's; rows
        # come from the selector.
        if cls.read_serializer_class is not None and "queryset" not in cls.__dict__:
            cls.queryset = cls.read_serializer_class.Meta.model._default_manager.none()
        # Saves take confirmPersonalData and answer the read body plus warnings.
        if "write_serializer_class" in cls.__dict__ and cls.write_serializer_class is not None:
            cls.write_serializer_class = personal_data.with_confirmation(cls.write_serializer_class)
        if "read_serializer_class" in cls.__dict__ and cls.read_serializer_class is not None:
            cls.saved_serializer_class = personal_data.with_warnings(cls.read_serializer_class)

    # --- DRF's hooks -----------------------------------------------------------------------
    def get_serializer_class(self):
        if self.action in {"create", "update", "partial_update"}:
            return self.write_serializer_class
        if self.public_serializer_class is not None and not is_owner(self.request.user):
            return self.public_serializer_class
        return self.read_serializer_class

    def get_queryset(self) -> QuerySet:
        return self.selector(viewer=self.request.user)

    def get_object(self) -> Model:
        row = get_by_id_or_slug(self.get_queryset(), self.kwargs[self.lookup_field])
        self.check_object_permissions(self.request, row)
        return row

    def perform_create(self, serializer) -> None:
        serializer.instance = self.writes.create(**serializer.validated_data)

    def perform_update(self, serializer) -> None:
        serializer.instance = self.writes.update(
            instance=serializer.instance, data=serializer.validated_data
        )

    def perform_destroy(self, instance) -> None:
        self.writes.delete(instance=instance)

    def retrieve(self, request, *args, **kwargs):
        parent = super()
        return self.conditional_read(request, lambda: parent.retrieve(request, *args, **kwargs))

    # Writes take the write serializer and answer with the read one, plus the personal-data
    # check's warnings; a first publication with findings waits for the owner's confirmation.
    def _check_save(self, payload) -> personal_data.SaveCheck:
        return personal_data.check_save(
            fields=getattr(self.queryset.model, "personal_data_fields", ()),
            model=self.queryset.model,
            data=payload.validated_data,
            instance=payload.instance,
        )

    def _save(self, payload, save, **answer) -> Response:
        """Validate, check for personal data (a 409 asking to confirm), `save`, and answer the
        saved row as the owner reads it, with the check's warnings."""
        payload.is_valid(raise_exception=True)
        check = self._check_save(payload)
        if check.needs_confirmation:
            return check.refusal()
        save(payload)
        body = self.read_serializer_class(payload.instance).data
        return Response(personal_data.saved(body, check.warnings), **answer)

    def create(self, request, *args, **kwargs):
        payload = self.get_serializer(data=request.data)
        return self._save(payload, self.perform_create, status=status.HTTP_201_CREATED)

    def update(self, request, *args, **kwargs):
        payload = self.get_serializer(self.get_object(), data=request.data, partial=True)
        return self._save(payload, self.perform_update)

    def partial_update(self, request, *args, **kwargs):
        return self.update(request, *args, **kwargs)

    def destroy(self, request, *args, **kwargs):
        self.perform_destroy(self.get_object())
        return Response(status=status.HTTP_204_NO_CONTENT)
