"""Placeholder pictures for the demo content, drawn with Pillow when `seed_demo` runs.

They are stored through the default storage (var/media locally, the bucket on S3), so the demo
needs no image files in the repository and never loads anything from another site.
"""

import colorsys
import functools
import io
import zlib

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from PIL import Image, ImageDraw

from .srcset import STANDARD_WIDTHS

DEMO_DIR = "demo"


def _colour(hue: float, lightness: float, saturation: float = 0.45) -> tuple[int, int, int]:
    r, g, b = colorsys.hls_to_rgb(hue % 1.0, lightness, saturation)
    return int(r * 255), int(g * 255), int(b * 255)


def _draw(width: int, height: int, seed: int) -> Image.Image:
    hue = (seed % 360) / 360
    image = Image.new("RGB", (width, height))
    draw = ImageDraw.Draw(image)
    top, bottom = _colour(hue, 0.32), _colour(hue + 0.08, 0.62)
    for y in range(height):
        t = y / max(1, height - 1)
        draw.line(
            [(0, y), (width, y)],
            fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)),
        )
    # A few soft shapes so each picture is recognisably its own.
    for i in range(3):
        r = int(min(width, height) * (0.18 + 0.09 * ((seed >> (i * 3)) % 4)))
        cx = int(width * (0.2 + 0.3 * i + 0.05 * ((seed >> i) % 3)))
        cy = int(height * (0.35 + 0.15 * ((seed >> (i + 2)) % 3)))
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=_colour(hue + 0.15 * (i + 1), 0.7))
    draw.rectangle([0, int(height * 0.78), width, height], fill=_colour(hue + 0.5, 0.25, 0.3))
    return image


# A phone photo is about twice as wide as the widest place a page shows it.
UPLOAD_SCALE = 2


def demo_upload(name: str, *, width: int = 1200, height: int = 675) -> bytes:
    """The photo the demo picture `name` stands for, as a phone would upload it: twice its
    display size, JPEG at quality 90. Never stored or shown: the seed makes the picture's WebP
    variants from it, and `make bench` weighs it as the picture's original."""
    buffer = io.BytesIO()
    picture = _draw(width * UPLOAD_SCALE, height * UPLOAD_SCALE, zlib.crc32(name.encode()))
    picture.save(buffer, "JPEG", quality=90)
    return buffer.getvalue()


def demo_image(name: str, *, width: int = 1200, height: int = 675) -> str:
    """The URL of the demo picture `name` (a slug), made the first time as an upload is: the
    photo (`demo_upload`) decoded and stored as WebP variants "<name>-<width>w.webp" at the
    standard widths, so pages give it a srcset (apps/core/srcset.py). The URL is the widest."""
    variants = _variants(name, width, height)
    path = variants[-1][0]
    if not default_storage.exists(path):
        for variant, data in variants:  # the widest last: it says the set is complete
            if default_storage.exists(variant):
                default_storage.delete(variant)
            default_storage.save(variant, ContentFile(data))
    return default_storage.url(path)


@functools.lru_cache(maxsize=64)
def _variants(name: str, width: int, height: int) -> tuple[tuple[str, bytes], ...]:
    """The WebP variants of the demo picture `name`, narrowest first, as (path, bytes). Drawing
    and encoding them is the slow part, and the same name always gives the same bytes: a
    process makes each set once however many times it is stored (every test has its own media
    folder, and the seed and the tests ask for the same pictures)."""
    upload_width = width * UPLOAD_SCALE
    widest = min(upload_width, STANDARD_WIDTHS[-1])
    with Image.open(io.BytesIO(demo_upload(name, width=width, height=height))) as photo:
        photo.load()
        widths = [w for w in STANDARD_WIDTHS if w < widest] + [widest]
        variants, source = [], photo
        for w in reversed(widths):  # each from the next wider one, as uploads are made
            size = (w, round(height * UPLOAD_SCALE * w / upload_width))
            source = source.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)
            buffer = io.BytesIO()
            source.save(buffer, "WEBP", quality=72)
            variants.append((f"{DEMO_DIR}/{name}-{w}w.webp", buffer.getvalue()))
    return tuple(reversed(variants))
