import factory
from django.utils import timezone

from apps.gallery import images
from apps.gallery.management.commands.verify_media import stored_names
from apps.gallery.models import Category, GalleryItem
from apps.gallery.services import gallery_item_upload
from tests.factories import model_factory
from tests.gallery import pictures

# An item given by address (the "Image URL" form): no files of its own.
GalleryItemFactory = model_factory(
    GalleryItem,
    title=factory.Sequence(lambda n: f"Photo number {n}"),
    caption="A caption.",
    image_url=factory.Sequence(lambda n: f"/static/demo/photo-{n}.jpg"),
    category=Category.GENERAL,
    uploaded_at=factory.LazyFunction(timezone.now),
    is_published=True,
)


def uploaded_item(*, width: int = 700, height: int = 400, **fields) -> GalleryItem:
    """An item made by the real upload pipeline, with its variant files stored."""
    picture = images.read_upload(upload=pictures.upload(pictures.jpeg(width, height)))
    fields.setdefault("title", "Uploaded photo")
    return gallery_item_upload(picture=picture, **fields)


def gallery_files() -> set[str]:
    """Every file under gallery/ in the default storage."""
    return stored_names("gallery")


def assert_nothing_stored() -> None:
    assert GalleryItem.objects.count() == 0
    assert gallery_files() == set()


# A create payload that passes every check: every field, in camelCase, as the API takes it.
VALID_GALLERY_ITEM = {
    "title": "School trip to the coast",
    "caption": "Year 10 geography fieldwork.",
    "imageUrl": "/media/demo/coast.webp",
    "category": "travel",
    "isPublished": True,
}
