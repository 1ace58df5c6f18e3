from apps.core.viewsets import ContentViewSet

from .models import Achievement, Meme, Project
from .selectors import achievement_get, achievement_list, meme_get, meme_list, project_list
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

    queryset = Achievement.objects.none()  # for the schema; rows come from select()
    read_serializer_class = AchievementReadSerializer
    write_serializer_class = AchievementWriteSerializer

    def select(self, *, viewer):
        return achievement_list(viewer=viewer)

    def get_object(self):
        row = achievement_get(viewer=self.request.user, achievement_id=self.kwargs["pk"])
        self.check_object_permissions(self.request, row)
        return row

    def create_row(self, *, data):
        return achievement_create(**data)

    def update_row(self, *, row, data):
        return achievement_update(achievement=row, data=data)

    def delete_row(self, *, row):
        achievement_delete(achievement=row)


class ProjectViewSet(ContentViewSet):
    """/api/projects: visitors read published ones (by id or slug); the owner reads all and
    writes."""

    queryset = Project.objects.none()
    read_serializer_class = ProjectReadSerializer
    write_serializer_class = ProjectWriteSerializer

    def select(self, *, viewer):
        return project_list(viewer=viewer)

    def create_row(self, *, data):
        return project_create(**data)

    def update_row(self, *, row, data):
        return project_update(project=row, data=data)

    def delete_row(self, *, row):
        project_delete(project=row)


class MemeViewSet(ContentViewSet):
    """/api/memes: visitors read published ones; the owner reads all and writes. No endpoint
    changes the counts for visitors: their like and share toggles stay in the browser."""

    queryset = Meme.objects.none()
    read_serializer_class = MemeReadSerializer
    write_serializer_class = MemeWriteSerializer

    def select(self, *, viewer):
        return meme_list(viewer=viewer)

    def get_object(self):
        row = meme_get(viewer=self.request.user, meme_id=self.kwargs["pk"])
        self.check_object_permissions(self.request, row)
        return row

    def create_row(self, *, data):
        return meme_create(**data)

    def update_row(self, *, row, data):
        return meme_update(meme=row, data=data)

    def delete_row(self, *, row):
        meme_delete(meme=row)
