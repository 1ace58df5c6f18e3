"""Writes of gallery items. Files and rows change together here, and only here.

- An upload stores its variants first, then the row; if the row cannot be written, the files
  just written are removed before the error goes on, so a failed save leaves no file behind.
- Deleting an item (or replacing an uploaded picture by an address) removes its files only once
  the transaction has committed: a rolled-back delete keeps a working picture. Even then only the
  files no row refers to any more are removed: a blog post, travel story or another item that
  shows the same picture keeps it (apps/core/media_references.py).
"""

from functools import partial

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.core.services import ContentWrites, editable_fields, model_create, model_update

from . import images
from .models import Category, GalleryItem
from .selectors import item_urls

IMAGE_REQUIRED = "Image is required"


def _delete_files_on_commit(names: list[str]) -> None:
    """After commit (when the row no longer refers to them), delete the files nobody uses."""
    if names:
        transaction.on_commit(partial(images.delete_unused_files, names=names))


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
    return model_create(
        GalleryItem,
        title=title,
        caption=caption or "",
        image_url=image_url,
        category=category,
        is_published=is_published,
    )


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
    return item


# The stored picture's fields are not editable in a form, but an update that replaces the
# picture by an address clears them.
_EDITABLE = editable_fields(GalleryItem) | {"variants", "width", "height"}


@transaction.atomic
def gallery_item_update(*, instance: GalleryItem, data: dict) -> GalleryItem:
    """Change the given fields (the eye toggle sends only is_published).

    Sending an uploaded item's own address back changes nothing; a different address replaces
    the uploaded picture, whose files are removed after commit.
    """
    item = instance
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
            data.update(variants=[], width=None, height=None)
    if data.get("caption", "") is None:
        data["caption"] = ""
    model_update(instance=item, fields=_EDITABLE, data=data)
    _delete_files_on_commit(old_files)
    return item


@transaction.atomic
def gallery_item_delete(*, instance: GalleryItem) -> None:
    names = instance.file_names
    instance.delete()
    _delete_files_on_commit(names)


GALLERY_ITEM_WRITES = ContentWrites(
    create=gallery_item_create, update=gallery_item_update, delete=gallery_item_delete
)
