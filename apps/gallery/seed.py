"""Demo photos for `seed_demo`: drawn with Pillow and run through the real upload pipeline,
so they get WebP variants like any upload. Idempotent: a title already there is skipped."""

import io
import zlib

from django.core.files.base import ContentFile

from apps.core.demo_images import _draw

from . import images
from .models import Category, GalleryItem
from .services import gallery_item_upload

DEMO_PHOTOS = (
    ("Science fair poster", "My Year 10 project on water filtration.", Category.ACADEMIC),
    ("Revision wall", "Colour-coded flashcards before mocks.", Category.ACADEMIC),
    ("Lisbon trams", "The famous yellow tram climbing the hill.", Category.TRAVEL),
    ("Kyoto gardens", "A quiet morning in a moss garden.", Category.TRAVEL),
    ("Highlands walk", "Misty hills on a Duke of Edinburgh expedition.", Category.TRAVEL),
    ("Maths challenge certificate", "Gold in the UK Junior Mathematical Challenge.",
     Category.ACHIEVEMENTS),
    ("Debate club trophy", "Our team won the regional final.", Category.ACHIEVEMENTS),
    ("Coding club", "Building a weather station with a microcontroller.", Category.GENERAL),
    ("School library", "Where most of my blog posts start.", Category.GENERAL),
    ("Sunday baking", "First attempt at sourdough: edible!", Category.PERSONAL),
)  # fmt: skip

# Different shapes, so some photos get every variant and some are never upscaled.
_SIZES = ((1800, 1200), (1200, 800), (1000, 1400), (800, 600))


def _demo_jpeg(title: str, index: int) -> bytes:
    width, height = _SIZES[index % len(_SIZES)]
    buffer = io.BytesIO()
    _draw(width, height, zlib.crc32(title.encode())).save(buffer, "JPEG", quality=85)
    return buffer.getvalue()


def seed() -> int:
    """Create the demo photos that are not there yet; return how many were created."""
    existing = set(GalleryItem.objects.values_list("title", flat=True))
    created = 0
    for index, (title, caption, category) in enumerate(DEMO_PHOTOS):
        if title in existing:
            continue
        upload = ContentFile(_demo_jpeg(title, index), name="demo.jpg")
        picture = images.read_upload(upload=upload)
        gallery_item_upload(
            picture=picture, title=title, caption=caption, category=category, is_published=True
        )
        created += 1
    return created
