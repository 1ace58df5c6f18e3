"""Placeholder pictures for the demo content, drawn with Pillow when `seed_demo` runs.

They are stored through the default storage (var/media locally, the bucket on S3), so the demo
needs no image files in the repository and never loads anything from another site.
"""

import colorsys
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


def demo_image(name: str, *, width: int = 1200, height: int = 675) -> str:
    """The URL of the demo picture `name` (a slug), drawing and storing it the first time.

    Stored as uploads are: WebP variants "<name>-<width>w.webp" at the standard widths below
    the picture's own, so pages give it a srcset (apps/core/srcset.py); the URL is the widest.
    """
    widths = [w for w in STANDARD_WIDTHS if w < width] + [width]
    path = f"{DEMO_DIR}/{name}-{width}w.webp"
    if not default_storage.exists(path):
        picture = _draw(width, height, zlib.crc32(name.encode()))
        for w in widths:  # the widest last: its presence says the set is complete
            variant = picture.resize((w, round(height * w / width)), Image.Resampling.LANCZOS)
            buffer = io.BytesIO()
            variant.save(buffer, "WEBP", quality=72)
            name_w = f"{DEMO_DIR}/{name}-{w}w.webp"
            if default_storage.exists(name_w):
                default_storage.delete(name_w)
            default_storage.save(name_w, ContentFile(buffer.getvalue()))
    return default_storage.url(path)
