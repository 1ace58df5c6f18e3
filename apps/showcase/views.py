from apps.core.viewsets import ContentViewSet

from .selectors import achievement_list, meme_list, project_list
from .serializers import (
    AchievementReadSerializer,
    AchievementWriteSerializer,
    MemeReadSerializer,
    MemeWriteSerializer,
    ProjectReadSerializer,
    ProjectWriteSerializer,
)
from .services import ACHIEVEMENT_WRITES, MEME_WRITES, PROJECT_WRITES


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
    write_serializer_class = ProjectWriteSerializer
    selector = staticmethod(project_list)
    writes = PROJECT_WRITES


class MemeViewSet(ContentViewSet):
    """/api/memes: visitors read published ones; the owner reads all and writes. No endpoint
    changes the counts for visitors: their like and share toggles stay in the browser."""

    read_serializer_class = MemeReadSerializer
    write_serializer_class = MemeWriteSerializer
    selector = staticmethod(meme_list)
    writes = MEME_WRITES
