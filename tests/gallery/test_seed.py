"""apps.demo.seeds.gallery: demo photos made by the real pipeline; running it again adds nothing."""

import pytest

from apps.demo.seeds.gallery import seed
from apps.gallery.models import Category, GalleryItem
from tests.gallery.factories import gallery_files

pytestmark = pytest.mark.django_db


def test_seed_creates_published_photos_with_variants_once():
    assert seed() == 10
    assert seed() == 0

    items = list(GalleryItem.objects.all())
    assert len(items) == 10
    assert all(item.is_published for item in items)
    assert {item.category for item in items} == set(Category.values)
    assert all(item.variants and item.width and item.height for item in items)
    assert all(item.width <= 1600 for item in items)
    assert gallery_files() == {name for item in items for name in item.file_names}


def test_seed_leaves_the_owners_edits_alone():
    seed()
    GalleryItem.objects.filter(title="Sunday baking").update(caption="Edited", is_published=False)

    seed()

    edited = GalleryItem.objects.get(title="Sunday baking")
    assert (edited.caption, edited.is_published) == ("Edited", False)
