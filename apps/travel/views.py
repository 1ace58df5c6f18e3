from apps.core.pagination import CappedListPagination
from apps.core.viewsets import ContentViewSet

from .selectors import story_list
from .serializers import (
    TravelStoryPublicSerializer,
    TravelStoryReadSerializer,
    TravelStoryWriteSerializer,
)
from .services import STORY_WRITES


class TravelStoryViewSet(ContentViewSet):
    """/api/travel-stories: visitors read published stories; the owner reads all and writes."""

    read_serializer_class = TravelStoryReadSerializer
    public_serializer_class = TravelStoryPublicSerializer
    write_serializer_class = TravelStoryWriteSerializer
    # Whole (capped): the travel page's map plots every story and counts the countries, and a
    # story is a country visited, so the list stays short by nature.
    pagination_class = CappedListPagination

    selector = staticmethod(story_list)
    writes = STORY_WRITES
