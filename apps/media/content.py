"""Media and publications as a kind of content (apps/core/content_types.py)."""

from django.db.models import Count, Q

from apps.core.content_types import (
    ContentType,
    Dashboard,
    Summary,
    figures_serializer,
    published_split,
    register,
    shown,
)

from .models import MediaItem
from .selectors import media_item_list

_TYPES = (
    ("podcasts", MediaItem.Type.PODCAST),
    ("articles", MediaItem.Type.ARTICLE),
    (
        "videos",
        MediaItem.Type.VIDEO,
    ),
)


def _summary() -> Summary:
    items = published_split(
        MediaItem.objects.all(),
        **{name: Count("pk", filter=Q(type=kind)) for name, kind in _TYPES},
    )
    figures = {"total": items["total"], **{name: items[name] for name, _ in _TYPES}}
    return Summary(figures, items["total"], items["published"])


register(
    ContentType(
        key="media",
        label="Media",
        plural="Media and publications",
        model=MediaItem,
        visible=media_item_list,
        tab="media",
        order=60,
        activity=lambda item: (item.get_type_display(), shown(item.is_published)),
        dashboard=Dashboard(
            _summary,
            figures_serializer("_MediaFigures", "total", "podcasts", "articles", "videos"),
        ),
    )
)
