"""The owner's personal statement drafts under /api/statements (owner only; never cached), with
the blog's writing session (apps/core/revisions.py):

- PATCH/PUT with `version`: a save (409 when the draft has moved on since);
- POST /api/statements/{id}/autosave: what the panel sends by itself (an "autosave" revision);
- GET /api/statements/{id}/revisions: the newest revisions, newest first, without texts;
- GET /api/statements/{id}/revisions/{rid}: one revision with its texts;
- POST /api/statements/{id}/revisions/{rid}/restore: its texts back, as a new save."""

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound
from rest_framework.response import Response

from apps.core.lookups import get_by_id_or_slug
from apps.core.pagination import CappedListPagination
from apps.core.permissions import IsOwner
from apps.core.revisions import RevisionKind, VersionConflict

from .models import Statement, StatementRevision
from .selectors import evidence_options, statement_comments, statement_list
from .serializers import (
    EvidenceOptionSerializer,
    StatementAutosaveSerializer,
    StatementConflictSerializer,
    StatementEvidenceWriteSerializer,
    StatementRestoreSerializer,
    StatementRevisionSerializer,
    StatementRevisionSummarySerializer,
    StatementSerializer,
    StatementWriteSerializer,
)
from .services import (
    HISTORY,
    statement_comment_delete,
    statement_create,
    statement_delete,
    statement_evidence_set,
    statement_revision_restore,
    statement_update,
)

REVISION_ID = r"(?P<revision_id>[^/]+)"


class StatementViewSet(viewsets.ModelViewSet):
    """Drafts of the UCAS personal statement: list, make, read, change, delete. Each answer
    carries its count as UCAS counts it and its marks (under 350, over 4,000 in total,
    characters the form may refuse); a draft saves whatever its length."""

    permission_classes = [IsOwner]
    serializer_class = StatementSerializer
    queryset = Statement.objects.none()  # for the schema; rows come from the selector
    pagination_class = CappedListPagination  # the owner's few drafts, on one screen
    lookup_value_regex = r"[^/]+"

    def get_queryset(self):
        return statement_list()

    def get_object(self) -> Statement:
        return get_by_id_or_slug(self.get_queryset(), self.kwargs["pk"])

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        response["Cache-Control"] = "private, no-store"
        return response

    def handle_exception(self, exc):
        if isinstance(exc, VersionConflict):
            body = {"detail": exc.message, "version": exc.current}
            return Response(body, status=status.HTTP_409_CONFLICT)
        return super().handle_exception(exc)

    def _written(self, statement: Statement, code: int = status.HTTP_200_OK) -> Response:
        return Response(StatementSerializer(statement).data, status=code)

    @extend_schema(request=StatementWriteSerializer, responses={201: StatementSerializer})
    def create(self, request, *args, **kwargs):
        payload = StatementWriteSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        statement = statement_create(data=payload.validated_data, author=request.user)
        return self._written(self.get_queryset().get(pk=statement.pk), status.HTTP_201_CREATED)

    def _save(self, request, serializer, *, partial: bool, kind: str) -> Response:
        statement = self.get_object()
        payload = serializer(data=request.data, partial=partial)
        payload.is_valid(raise_exception=True)
        data = dict(payload.validated_data)
        based_on = data.pop("version", None)
        statement = statement_update(
            instance=statement, data=data, based_on=based_on, author=request.user, kind=kind
        )
        return self._written(self.get_queryset().get(pk=statement.pk))

    @extend_schema(
        request=StatementWriteSerializer,
        responses={200: StatementSerializer, 409: StatementConflictSerializer},
    )
    def update(self, request, *args, **kwargs):
        partial = kwargs.get("partial", False)
        return self._save(request, StatementWriteSerializer, partial=partial, kind="save")

    @extend_schema(
        request=StatementWriteSerializer(partial=True),
        responses={200: StatementSerializer, 409: StatementConflictSerializer},
    )
    def partial_update(self, request, *args, **kwargs):
        return self.update(request, *args, partial=True, **kwargs)

    @extend_schema(
        request=None,
        responses={204: None},
        parameters=[OpenApiParameter("comment_id", str, OpenApiParameter.PATH)],
    )
    @action(detail=True, methods=["delete"], url_path=r"comments/(?P<comment_id>[^/]+)")
    def comment(self, request, pk=None, comment_id=None):
        """Delete a teacher's comment once it is dealt with."""
        statement = self.get_object()
        comment = get_by_id_or_slug(statement_comments(statement=statement), comment_id)
        statement_comment_delete(comment=comment)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(
        request=StatementAutosaveSerializer,
        responses={200: StatementSerializer, 409: StatementConflictSerializer},
    )
    @action(detail=True, methods=["post"], url_path="autosave")
    def autosave(self, request, pk=None):
        """Keep what is typed (an "autosave" revision), based on the version sent."""
        return self._save(
            request, StatementAutosaveSerializer, partial=False, kind=RevisionKind.AUTOSAVE
        )

    @extend_schema(responses={200: StatementRevisionSummarySerializer(many=True)})
    @action(detail=True, methods=["get"], url_path="revisions")
    def revisions(self, request, pk=None):
        """The draft's revisions, newest first, without their texts."""
        rows = HISTORY.listed(self.get_object())
        return Response(StatementRevisionSummarySerializer(rows, many=True).data)

    @extend_schema(responses={200: StatementRevisionSerializer})
    @action(detail=True, methods=["get"], url_path=f"revisions/{REVISION_ID}", url_name="revision")
    def revision(self, request, pk=None, revision_id=None):
        """One revision with its title and answers."""
        return Response(StatementRevisionSerializer(self._revision(revision_id)).data)

    @extend_schema(
        request=StatementRestoreSerializer,
        responses={200: StatementSerializer, 409: StatementConflictSerializer},
    )
    @action(
        detail=True,
        methods=["post"],
        url_path=f"revisions/{REVISION_ID}/restore",
        url_name="revision-restore",
    )
    def restore_revision(self, request, pk=None, revision_id=None):
        """Put a revision's title and answers back, as a new save based on the version sent
        (the text it replaces stays in History)."""
        revision = self._revision(revision_id)
        payload = StatementRestoreSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        statement = statement_revision_restore(
            revision=revision, based_on=payload.validated_data["version"], author=request.user
        )
        return self._written(self.get_queryset().get(pk=statement.pk))

    def _revision(self, revision_id) -> StatementRevision:
        revision = HISTORY.revision(self.get_object(), revision_id)
        if revision is None:
            raise NotFound("This revision does not exist.")
        return revision

    @extend_schema(responses={200: EvidenceOptionSerializer(many=True)})
    @action(detail=False, methods=["get"], url_path="evidence-options")
    def evidence_options(self, request):
        """The owner's log entries, achievements and projects (drafts too) that can be linked
        beside an answer."""
        return Response(EvidenceOptionSerializer(evidence_options(), many=True).data)

    @extend_schema(request=StatementEvidenceWriteSerializer, responses={200: StatementSerializer})
    @action(detail=True, methods=["put"], url_path="evidence")
    def evidence(self, request, pk=None):
        """Link the owner's own rows beside the answers (all of them: it replaces what was
        linked). Private as the draft is: never on a share link's page."""
        statement = self.get_object()
        payload = StatementEvidenceWriteSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        statement_evidence_set(statement=statement, evidence=payload.validated_data["evidence"])
        return self._written(self.get_queryset().get(pk=statement.pk))

    def perform_destroy(self, instance):
        statement_delete(instance=instance)
