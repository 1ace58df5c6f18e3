"""First data for the Media & Publications page: its articles and appearances in one list."""

from apps.media.selectors import media_item_list
from apps.media.serializers import MediaItemReadSerializer

from . import VISITOR, PageContent, list_page


def media(request) -> PageContent:
    return list_page("media-item", media_item_list(viewer=VISITOR), MediaItemReadSerializer)
