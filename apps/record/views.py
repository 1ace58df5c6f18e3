"""The record's API.

- /api/admin/record/qualifications and /api/admin/record/grades: the owner's (JWT, owner only),
  every grade, private ones too; never kept by any cache.
- /api/record: what a visitor may read of the record, the qualifications with a public grade
  and those grades only (ordered as the record is).
- /api/log-entries: the super-curricular log, as every content type: visitors read published
  entries, the owner reads all and writes (with the personal-data check).
"""

import uuid

from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, status, viewsets
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from apps.core import http_cache
from apps.core.lookups import get_by_id_or_slug
from apps.core.pagination import CappedListPagination
from apps.core.permissions import IsOwner
from apps.core.safety.checks import check_fields
from apps.core.safety.saves import (
    CONFIRM_FIELD,
    SaveCheck,
    SaveConflictSerializer,
    saved,
    with_confirmation,
)
from apps.core.viewsets import ConditionalReadMixin, ContentViewSet

from .models import Grade, LogKind, Qualification
from .selectors import grade_list, log_entry_list, public_qualifications, qualification_list
from .serializers import (
    GradeSerializer,
    GradeWriteSerializer,
    LogEntryPublicSerializer,
    LogEntryReadSerializer,
    LogEntryWriteSerializer,
    PublicQualificationSerializer,
    QualificationSerializer,
    QualificationWriteSerializer,
)
from .services import GRADE_WRITES, LOG_ENTRY_WRITES, QUALIFICATION_WRITES

KIND_MESSAGE = f"Kind must be one of {', '.join(LogKind.values)}"
QUALIFICATION_MESSAGE = "Qualification must be one of the record's qualifications"


class _OwnerRecordViewSet(
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    """List, read, create, change (PUT and PATCH both partial) and delete, owner only, through
    the record's services. A save answers the row and the personal-data check's `warnings` on
    the texts a public grade would show (never refused: the row is not published by itself)."""

    permission_classes = [IsOwner]
    pagination_class = CappedListPagination  # the whole record on one screen
    lookup_value_regex = r"[^/]+"
    read_serializer_class: type
    write_serializer_class: type
    writes = None
    checked_fields: tuple[str, ...] = ()

    def get_serializer_class(self):
        if self.action in {"create", "update", "partial_update"}:
            return self.write_serializer_class
        return self.read_serializer_class

    def get_object(self):
        return get_by_id_or_slug(self.get_queryset(), self.kwargs["pk"])

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        response["Cache-Control"] = "private, no-store"
        return response

    def _answer(self, row, *, status_code=status.HTTP_200_OK, warnings=None) -> Response:
        body = self.read_serializer_class(self.get_queryset().get(pk=row.pk)).data
        if warnings is None:
            warnings = check_fields({name: body.get(name, "") for name in self.checked_fields})
        return Response(saved(body, warnings), status=status_code)

    def create(self, request, *args, **kwargs):
        payload = self.get_serializer(data=request.data)
        payload.is_valid(raise_exception=True)
        row = self.writes.create(**payload.validated_data)
        return self._answer(row, status_code=status.HTTP_201_CREATED)

    def update(self, request, *args, **kwargs):
        payload = self.get_serializer(self.get_object(), data=request.data, partial=True)
        payload.is_valid(raise_exception=True)
        row = self.writes.update(instance=payload.instance, data=payload.validated_data)
        return self._answer(row)

    def partial_update(self, request, *args, **kwargs):
        return self.update(request, *args, **kwargs)

    def perform_destroy(self, instance) -> None:
        self.writes.delete(instance=instance)


_QUALIFICATION_SAVE = extend_schema(responses={200: QualificationSerializer})


@extend_schema_view(
    create=extend_schema(responses={201: QualificationSerializer}),
    update=_QUALIFICATION_SAVE,
    partial_update=_QUALIFICATION_SAVE,
)
class QualificationViewSet(_OwnerRecordViewSet):
    """/api/admin/record/qualifications: the owner's qualifications, each with all its grades."""

    queryset = Qualification.objects.none()  # for the schema; rows come from the selector
    read_serializer_class = QualificationSerializer
    write_serializer_class = QualificationWriteSerializer
    writes = QUALIFICATION_WRITES
    checked_fields = ("subject", "otherBoard", "series")

    def get_queryset(self):
        return qualification_list()


_GRADE_SAVE = extend_schema(responses={200: GradeSerializer, 409: SaveConflictSerializer})


@extend_schema_view(
    list=extend_schema(
        parameters=[
            OpenApiParameter("qualification", str, description="Only this qualification's (id).")
        ]
    ),
    create=extend_schema(responses={201: GradeSerializer, 409: SaveConflictSerializer}),
    update=_GRADE_SAVE,
    partial_update=_GRADE_SAVE,
)
class GradeViewSet(_OwnerRecordViewSet):
    """/api/admin/record/grades: every grade, private ones too (owner only); ?qualification=."""

    queryset = Grade.objects.none()
    read_serializer_class = GradeSerializer
    write_serializer_class = with_confirmation(GradeWriteSerializer)
    writes = GRADE_WRITES

    def get_queryset(self):
        if self.action != "list":
            return grade_list()
        wanted = self.request.query_params.get("qualification", "").strip()
        if wanted and not qualification_list().filter(pk__in=_uuid_or_none(wanted)).exists():
            raise ValidationError({"qualification": [QUALIFICATION_MESSAGE]})
        return grade_list(qualification=wanted or None)

    def _check(self, payload) -> SaveCheck:
        """Marking a grade public publishes its qualification's texts: the first time, with
        personal data found in them, it waits for the owner's confirmation (409), as a first
        publication does everywhere."""
        data, instance = payload.validated_data, payload.instance
        confirmed = bool(data.pop(CONFIRM_FIELD, False))
        qualification = data.get("qualification") or instance.qualification
        warnings = check_fields(
            {
                "subject": qualification.subject,
                "otherBoard": qualification.other_board,
                "series": qualification.series,
            }
        )
        was_public = bool(instance and instance.is_public)
        will_be_public = data.get("is_public", was_public)
        needs = bool(warnings) and will_be_public and not was_public and not confirmed
        return SaveCheck(warnings=warnings if will_be_public else [], needs_confirmation=needs)

    def create(self, request, *args, **kwargs):
        payload = self.get_serializer(data=request.data)
        payload.is_valid(raise_exception=True)
        check = self._check(payload)
        if check.needs_confirmation:
            return check.refusal()
        row = self.writes.create(**payload.validated_data)
        return self._answer(row, status_code=status.HTTP_201_CREATED, warnings=check.warnings)

    def update(self, request, *args, **kwargs):
        payload = self.get_serializer(self.get_object(), data=request.data, partial=True)
        payload.is_valid(raise_exception=True)
        check = self._check(payload)
        if check.needs_confirmation:
            return check.refusal()
        row = self.writes.update(instance=payload.instance, data=payload.validated_data)
        return self._answer(row, warnings=check.warnings)


def _uuid_or_none(value: str) -> list:
    try:
        return [uuid.UUID(value)]
    except ValueError:
        return []


class PublicRecordViewSet(ConditionalReadMixin, mixins.ListModelMixin, viewsets.GenericViewSet):
    """/api/record: the qualifications that have a grade the owner marked public, with those
    grades only. Target, mock, predicted and achieved grades the owner has not marked public are
    never in it. A visitor's read is kept, and answered 304, until any content changes."""

    permission_classes = [AllowAny]
    serializer_class = PublicQualificationSerializer
    queryset = Qualification.objects.none()  # for the schema; rows come from the selector
    pagination_class = CappedListPagination

    @property
    def content_resource(self) -> str:
        return http_cache.ANY_CONTENT  # a qualification's and its grades' changes alike

    def get_queryset(self):
        return public_qualifications()


@extend_schema_view(
    list=extend_schema(
        parameters=[
            OpenApiParameter("kind", str, enum=LogKind.values, description="Only this kind's.")
        ]
    )
)
class LogEntryViewSet(ContentViewSet):
    """/api/log-entries: visitors read published entries (their evidence: only rows visitors
    may see); the owner reads all and writes."""

    cache_query_params = {"list": ("kind",)}
    read_serializer_class = LogEntryReadSerializer
    public_serializer_class = LogEntryPublicSerializer
    write_serializer_class = LogEntryWriteSerializer

    selector = staticmethod(log_entry_list)
    writes = LOG_ENTRY_WRITES

    @property
    def content_resource(self) -> str:
        # An entry shows its evidence, rows of other kinds, as visitors may see them: a kept
        # answer ends with any change of content (a post unpublished), not only the log's.
        return http_cache.ANY_CONTENT

    def get_queryset(self):
        if self.action != "list":
            return log_entry_list(viewer=self.request.user)
        kind = self.request.query_params.get("kind", "").strip()
        if kind and kind not in LogKind.values:
            raise ValidationError({"kind": [KIND_MESSAGE]})
        return log_entry_list(viewer=self.request.user, kind=kind or None)
