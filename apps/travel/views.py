from apps.core.viewsets import ContentViewSet

from .models import TravelStory
from .selectors import story_list
from .serializers import TravelStoryReadSerializer, TravelStoryWriteSerializer
from .services import story_create, story_delete, story_update


class TravelStoryViewSet(ContentViewSet):
    """/api/travel-stories: visitors read published stories; the owner reads all and writes."""

    queryset = TravelStory.objects.none()  # for the schema; rows come from the selector
    read_serializer_class = TravelStoryReadSerializer
    write_serializer_class = TravelStoryWriteSerializer

    selector = staticmethod(story_list)
    create_service = staticmethod(story_create)
    update_service = staticmethod(story_update)
    delete_service = staticmethod(story_delete)
