"""Gallery photos as a kind of content (apps/core/content_types.py). A photo has no page of its
own: visitors open it in the home page's viewer."""

from django.db.models import Count

from apps.core import content_types as kinds

from .models import GalleryItem
from .selectors import gallery_item_list


def _summary() -> kinds.Summary:
    photos = kinds.published_split(GalleryItem.objects.all())
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
    return kinds.Summary(figures, total, published)


_FIGURES = kinds.figures_serializer(
    "_GalleryFigures",
    "total",
    "published",
    "hidden",
    topCategory=kinds.named_count_serializer()(allow_null=True),
)

kinds.register(
    kinds.ContentType(
        names=kinds.Names("gallery", "Photo", "Photos", tab="gallery", order=50),
        model=GalleryItem,
        visible=gallery_item_list,
        activity=lambda photo: ("Photo", kinds.shown(photo.is_published)),
        dashboard=kinds.Dashboard(_summary, _FIGURES),
    )
)
