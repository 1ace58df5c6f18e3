"""Media and publications as a kind of content (apps/core/content_types.py)."""

from django.db.models import Count, Q

from apps.core import content_types as kinds

from .models import MediaItem
from .selectors import media_item_list

# The dashboard's count of each type, by its figure's name.
_TYPES = {
    "podcasts": MediaItem.Type.PODCAST,
    "articles": MediaItem.Type.ARTICLE,
    "videos": MediaItem.Type.VIDEO,
}


def _summary() -> kinds.Summary:
    items = kinds.published_split(
        MediaItem.objects.all(),
        **{name: Count("pk", filter=Q(type=kind)) for name, kind in _TYPES.items()},
    )
    figures = {"total": items["total"], **{name: items[name] for name in _TYPES}}
    return kinds.Summary(figures, items["total"], items["published"])


kinds.register(
    kinds.ContentType(
        names=kinds.Names("media", "Media", "Media and publications", tab="media", order=60),
        model=MediaItem,
        visible=media_item_list,
        activity=lambda item: (item.get_type_display(), kinds.shown(item.is_published)),
        dashboard=kinds.Dashboard(
            _summary, kinds.figures_serializer("_MediaFigures", *("total", *_TYPES))
        ),
    )
)
