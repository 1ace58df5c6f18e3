"""First data for the Media & Publications page: its articles and appearances in one list."""

from django.conf import settings

from apps.media.selectors import media_item_list
from apps.media.serializers import MediaItemReadSerializer

from . import VISITOR, PageContent, api_path


def media(request) -> PageContent:
    items = media_item_list(viewer=VISITOR)[: settings.API_LIST_CAP]
    return PageContent(
        data={api_path("media-item"): MediaItemReadSerializer(items, many=True).data}
    )
