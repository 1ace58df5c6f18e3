from apps.core.viewsets import ContentViewSet

from .models import Achievement, Meme, Project
from .selectors import achievement_list, meme_list, project_list
from .serializers import (
    AchievementReadSerializer,
    AchievementWriteSerializer,
    MemeReadSerializer,
    MemeWriteSerializer,
    ProjectReadSerializer,
    ProjectWriteSerializer,
)
from .services import (
    achievement_create,
    achievement_delete,
    achievement_update,
    meme_create,
    meme_delete,
    meme_update,
    project_create,
    project_delete,
    project_update,
)


class AchievementViewSet(ContentViewSet):
    """/api/achievements: visitors read published ones; the owner reads all and writes.
    Achievements have no slug: the detail path takes the id."""

    queryset = Achievement.objects.none()  # for the schema; rows come from the selector
    read_serializer_class = AchievementReadSerializer
    write_serializer_class = AchievementWriteSerializer
    selector = staticmethod(achievement_list)
    create_service = staticmethod(achievement_create)
    update_service = staticmethod(achievement_update)
    delete_service = staticmethod(achievement_delete)


class ProjectViewSet(ContentViewSet):
    """/api/projects: visitors read published ones (by id or slug); the owner reads all and
    writes."""

    queryset = Project.objects.none()
    read_serializer_class = ProjectReadSerializer
    write_serializer_class = ProjectWriteSerializer
    selector = staticmethod(project_list)
    create_service = staticmethod(project_create)
    update_service = staticmethod(project_update)
    delete_service = staticmethod(project_delete)


class MemeViewSet(ContentViewSet):
    """/api/memes: visitors read published ones; the owner reads all and writes. No endpoint
    changes the counts for visitors: their like and share toggles stay in the browser."""

    queryset = Meme.objects.none()
    read_serializer_class = MemeReadSerializer
    write_serializer_class = MemeWriteSerializer
    selector = staticmethod(meme_list)
    create_service = staticmethod(meme_create)
    update_service = staticmethod(meme_update)
    delete_service = staticmethod(meme_delete)
