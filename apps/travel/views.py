from apps.core.viewsets import ContentViewSet

from .models import TravelStory
from .selectors import story_list
from .serializers import TravelStoryReadSerializer, TravelStoryWriteSerializer
from .services import story_create, story_delete, story_update


class TravelStoryViewSet(ContentViewSet):
    """/api/travel-stories: visitors read published stories; the owner reads all and writes."""

    queryset = TravelStory.objects.none()  # for the schema; rows come from select()
    read_serializer_class = TravelStoryReadSerializer
    write_serializer_class = TravelStoryWriteSerializer

    def select(self, *, viewer):
        return story_list(viewer=viewer)

    def create_row(self, *, data):
        return story_create(**data)

    def update_row(self, *, row, data):
        return story_update(story=row, data=data)

    def delete_row(self, *, row):
        story_delete(story=row)
