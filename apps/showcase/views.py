from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import extend_schema
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response

from apps.core.pagination import CappedListPagination
from apps.core.viewsets import ContentViewSet

from .selectors import achievement_list, meme_list, project_list
from .serializers import (
    AchievementReadSerializer,
    AchievementWriteSerializer,
    MemeReadSerializer,
    MemeWriteSerializer,
    ProjectPublicSerializer,
    ProjectReadSerializer,
    ProjectReorderSerializer,
    ProjectWriteSerializer,
)
from .services import ACHIEVEMENT_WRITES, MEME_WRITES, PROJECT_WRITES, project_reorder


class AchievementViewSet(ContentViewSet):
    """/api/achievements: visitors read published ones; the owner reads all and writes.
    Achievements have no slug: the detail path takes the id."""

    read_serializer_class = AchievementReadSerializer
    write_serializer_class = AchievementWriteSerializer
    selector = staticmethod(achievement_list)
    writes = ACHIEVEMENT_WRITES


class ProjectViewSet(ContentViewSet):
    """/api/projects: visitors read published ones (by id or slug); the owner reads all and
    writes."""

    read_serializer_class = ProjectReadSerializer
    public_serializer_class = ProjectPublicSerializer
    write_serializer_class = ProjectWriteSerializer
    # Whole (capped): the owner reorders the projects by dragging them on one screen, and the
    # order is the owner's (featured first, then sort_order), not a date a cursor can walk.
    pagination_class = CappedListPagination
    selector = staticmethod(project_list)
    writes = PROJECT_WRITES

    @extend_schema(
        request=ProjectReorderSerializer, responses={200: ProjectReadSerializer(many=True)}
    )
    @action(detail=False, methods=["post"], url_path="reorder")
    def reorder(self, request):
        """The owner's new order of the projects (every id once); answers the owner's list in
        that order. A 400 changes nothing."""
        payload = ProjectReorderSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        try:
            project_reorder(ids=payload.validated_data["ids"])
        except DjangoValidationError as exc:
            raise ValidationError({"ids": exc.messages}) from None
        rows = project_list(viewer=request.user)
        return Response(ProjectReadSerializer(rows, many=True).data)


class MemeViewSet(ContentViewSet):
    """/api/memes: visitors read published ones; the owner reads all and writes. No endpoint
    changes the counts for visitors: their like and share toggles stay in the browser."""

    read_serializer_class = MemeReadSerializer
    write_serializer_class = MemeWriteSerializer
    selector = staticmethod(meme_list)
    writes = MEME_WRITES
