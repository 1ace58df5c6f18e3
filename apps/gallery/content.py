"""Gallery photos as a kind of content (apps/core/content_types.py). A photo has no page of its
own: visitors open it in the home page's viewer."""

from django.db.models import Count

from apps.core.content_types import (
    ContentType,
    Dashboard,
    Summary,
    figures_serializer,
    named_count_serializer,
    published_split,
    register,
    shown,
)

from .models import GalleryItem
from .selectors import gallery_item_list


def _summary() -> Summary:
    photos = published_split(GalleryItem.objects.all())
    top = (
        GalleryItem.objects.values("category")
        .annotate(count=Count("pk"))
        .order_by("-count", "category")
        .first()
    )
    total, published = photos["total"], photos["published"]
    figures = {
        "total": total,
        "published": published,
        "hidden": total - published,
        "topCategory": top and {"name": top["category"], "count": top["count"]},
    }
    return Summary(figures, total, published)


register(
    ContentType(
        key="gallery",
        label="Photo",
        plural="Photos",
        model=GalleryItem,
        visible=gallery_item_list,
        tab="gallery",
        order=50,
        activity=lambda photo: ("Photo", shown(photo.is_published)),
        dashboard=Dashboard(
            _summary,
            figures_serializer(
                "_GalleryFigures",
                "total",
                "published",
                "hidden",
                topCategory=named_count_serializer()(allow_null=True),
            ),
        ),
    )
)
