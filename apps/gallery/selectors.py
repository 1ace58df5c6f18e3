"""Reads of gallery items. The one place that decides who sees hidden photos."""

from django.conf import settings
from django.db.models import QuerySet

from . import images
from .models import GalleryItem


def gallery_item_list(*, viewer, category: str | None = None) -> QuerySet[GalleryItem]:
    """Every item for the owner; published items only for everyone else. Newest first.
    `category`: only that category's (the panel's category filter)."""
    items = GalleryItem.objects.visible_to(viewer)
    if category:
        items = items.filter(category=category)
    return items.order_by("-uploaded_at", "-created_at")


def item_urls(item: GalleryItem) -> list[str]:
    """The addresses of an uploaded item's variants, smallest first."""
    return [images.variant_url(name) for name in item.file_names]


def item_image_url(item: GalleryItem) -> str:
    """Where the picture is: the largest variant of an upload, or the address given."""
    if item.variants:
        return images.variant_url(item.variants[-1]["name"])
    return item.image_url


def item_srcset(item: GalleryItem) -> str:
    """'url 480w, url 960w, ...' for an upload; empty for a picture given by address."""
    return ", ".join(
        f"{images.variant_url(variant['name'])} {variant['width']}w"
        for variant in item.variants or []
    )


def referenced_media_names(*, folder: str = images.FOLDER) -> set[str]:
    """Every storage name under `folder` that some item uses: its own variants, or a picture
    given by an address inside the media folder."""
    prefix = f"{settings.MEDIA_URL.rstrip('/')}/{folder}/"
    names: set[str] = set()
    for variants, image_url in GalleryItem.objects.values_list("variants", "image_url"):
        names.update(variant["name"] for variant in variants or [])
        if image_url.startswith(prefix):
            names.add(image_url[len(settings.MEDIA_URL.rstrip("/")) + 1 :])
    return {name for name in names if name.startswith(f"{folder}/")}


def items_using(names: list[str]) -> list[GalleryItem]:
    """The items, by title, whose picture is one of these storage names: one of its variants,
    or an address given inside the media folder (verify_media names a missing file's users)."""
    suffixes = tuple(f"/{name}" for name in names)
    return [
        item
        for item in GalleryItem.objects.order_by("title")
        if set(item.file_names) & set(names) or item.image_url.endswith(suffixes)
    ]
