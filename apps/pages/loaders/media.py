"""First data for the Media & Publications page: its articles and appearances in one list."""

from apps.media.selectors import media_item_list
from apps.media.serializers import MediaItemReadSerializer

from . import list_loader

media = list_loader("media-item", media_item_list, MediaItemReadSerializer)
