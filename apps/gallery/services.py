"""Writes of gallery items. Files and rows change together here, and only here.

- An upload stores its variants first, then the row; if the row cannot be written, the files
  just written are removed before the error goes on, so a failed save leaves no file behind.
- Deleting an item (or replacing an uploaded picture by an address) removes its files only once
  the transaction has committed: a rolled-back delete keeps a working picture.
"""

from functools import partial

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.core.http_cache import content_changed

from . import images
from .models import Category, GalleryItem
from .selectors import item_urls

IMAGE_REQUIRED = "Image is required"


def _delete_files_on_commit(names: list[str]) -> None:
    if names:
        transaction.on_commit(partial(images.delete_files, names=names))


@transaction.atomic
def gallery_item_create(
    *,
    title: str,
    image_url: str,
    caption: str = "",
    category: str = Category.GENERAL,
    is_published: bool = True,
) -> GalleryItem:
    """An item whose picture is given by its address on this site (the "Image URL" form)."""
    if not image_url:
        raise ValidationError({"image_url": IMAGE_REQUIRED})
    item = GalleryItem(
        title=title,
        caption=caption or "",
        image_url=image_url,
        category=category,
        is_published=is_published,
    )
    item.full_clean()
    item.save()
    content_changed(item)
    return item


def gallery_item_upload(
    *,
    picture: images.CleanPicture,
    title: str,
    caption: str = "",
    category: str = Category.GENERAL,
    is_published: bool = True,
) -> GalleryItem:
    """An item for an uploaded picture (already checked by images.read_upload): its WebP
    variants are stored under a random name, then the row is written."""
    item = GalleryItem(
        title=title, caption=caption or "", category=category, is_published=is_published
    )
    item.full_clean(exclude=["image_url"])  # refuse bad text before any file is written
    variants = images.store_variants(picture=picture)
    try:
        with transaction.atomic():
            item.variants = variants
            item.width, item.height = variants[-1]["width"], variants[-1]["height"]
            item.save()
    except BaseException:
        images.delete_files(names=[variant["name"] for variant in variants])
        raise
    content_changed(item)
    return item


@transaction.atomic
def gallery_item_update(*, item: GalleryItem, data: dict) -> GalleryItem:
    """Change the given fields (the eye toggle sends only is_published).

    Sending an uploaded item's own address back changes nothing; a different address replaces
    the uploaded picture, whose files are removed after commit.
    """
    data = dict(data)
    old_files: list[str] = []
    if "image_url" in data:
        new_url = data["image_url"] or ""
        if item.variants and new_url in item_urls(item):
            del data["image_url"]
        elif not new_url:
            raise ValidationError({"image_url": IMAGE_REQUIRED})
        elif item.variants:
            old_files = item.file_names
            item.variants, item.width, item.height = [], None, None
    if data.get("caption", "") is None:
        data["caption"] = ""
    for field, value in data.items():
        setattr(item, field, value)
    item.full_clean()
    item.save()
    content_changed(item)
    _delete_files_on_commit(old_files)
    return item


@transaction.atomic
def gallery_item_delete(*, item: GalleryItem) -> None:
    names = item.file_names
    item.delete()
    content_changed(item)
    _delete_files_on_commit(names)
