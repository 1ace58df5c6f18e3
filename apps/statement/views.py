"""The owner's personal statement drafts under /api/statements (owner only; never cached)."""

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from apps.core.lookups import get_by_id_or_slug
from apps.core.pagination import CappedListPagination
from apps.core.permissions import IsOwner

from .models import Statement
from .selectors import statement_comments, statement_list
from .serializers import StatementSerializer, StatementWriteSerializer
from .services import (
    statement_comment_delete,
    statement_create,
    statement_delete,
    statement_update,
)


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

    def _written(self, statement: Statement, code: int = status.HTTP_200_OK) -> Response:
        return Response(StatementSerializer(statement).data, status=code)

    @extend_schema(request=StatementWriteSerializer, responses={201: StatementSerializer})
    def create(self, request, *args, **kwargs):
        payload = StatementWriteSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        statement = statement_create(data=payload.validated_data)
        return self._written(self.get_queryset().get(pk=statement.pk), status.HTTP_201_CREATED)

    @extend_schema(request=StatementWriteSerializer, responses={200: StatementSerializer})
    def update(self, request, *args, **kwargs):
        statement = self.get_object()
        partial = kwargs.get("partial", False)
        payload = StatementWriteSerializer(data=request.data, partial=partial)
        payload.is_valid(raise_exception=True)
        statement = statement_update(instance=statement, data=payload.validated_data)
        return self._written(self.get_queryset().get(pk=statement.pk))

    @extend_schema(
        request=StatementWriteSerializer(partial=True), responses={200: StatementSerializer}
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

    def perform_destroy(self, instance):
        statement_delete(instance=instance)
