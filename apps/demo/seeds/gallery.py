"""Demo photos for `seed_demo`: drawn with Pillow (each shows what its title says: a
science-fair poster, a wall of flashcards, a certificate...) and run through the real upload
pipeline, so they get WebP variants like any upload. Idempotent: a title already there is
skipped."""

import io
from datetime import date

from django.core.files.base import ContentFile

from apps.demo.art import Certificate, Place, Still, draw
from apps.gallery import images
from apps.gallery.models import Category, GalleryItem
from apps.gallery.services import gallery_item_upload

MATHS_CERTIFICATE = Certificate(
    title="Gold, UK Junior Mathematical Challenge",
    issuer="UK Mathematics Trust",
    awarded=date(2024, 5, 2),
)

DEMO_PHOTOS = (
    ("Science fair poster", "My Year 10 project on water filtration.", Category.ACADEMIC,
     Still("poster")),
    ("Revision wall", "Colour-coded flashcards before mocks.", Category.ACADEMIC, Still("notes")),
    ("Lisbon trams", "The famous yellow tram climbing the hill.", Category.TRAVEL, Still("tram")),
    ("Kyoto gardens", "A quiet morning in a moss garden.", Category.TRAVEL,
     Place(name="", setting="lake", landmark="pagoda", time="golden", variant=2)),
    ("Highlands walk", "Misty hills on a Duke of Edinburgh expedition.", Category.TRAVEL,
     Place(name="", setting="highlands", landmark="none", time="day")),
    ("Maths challenge certificate", "Gold in the UK Junior Mathematical Challenge.",
     Category.ACHIEVEMENTS, MATHS_CERTIFICATE),
    ("Debate club trophy", "Our team won the regional final.", Category.ACHIEVEMENTS,
     Still("trophy")),
    ("Coding club", "Building a weather station with a microcontroller.", Category.GENERAL,
     Still("circuit")),
    ("School library", "Where most of my blog posts start.", Category.GENERAL, Still("bookshelf")),
    ("Sunday baking", "First attempt at sourdough: edible!", Category.PERSONAL, Still("bread")),
)  # fmt: skip

# Different shapes, so some photos get every variant and some are never upscaled.
_SIZES = ((1800, 1200), (1200, 800), (1000, 1400), (800, 600))


def _demo_jpeg(scene, index: int) -> bytes:
    width, height = _SIZES[index % len(_SIZES)]
    buffer = io.BytesIO()
    draw(scene, width, height).save(buffer, "JPEG", quality=85)
    return buffer.getvalue()


def seed() -> int:
    """Create the demo photos that are not there yet; return how many were created."""
    existing = set(GalleryItem.objects.values_list("title", flat=True))
    created = 0
    for index, (title, caption, category, scene) in enumerate(DEMO_PHOTOS):
        if title in existing:
            continue
        upload = ContentFile(_demo_jpeg(scene, index), name="demo.jpg")
        picture = images.read_upload(upload=upload)
        gallery_item_upload(
            picture=picture, title=title, caption=caption, category=category, is_published=True
        )
        created += 1
    return created
