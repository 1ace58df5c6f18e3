"""Pictures for the demo content, drawn with Pillow when `seed_demo` runs (apps/demo/art).

Each stands for what it illustrates: the seed that uses a picture says what it shows (its
`demo_scene(name)`: a certificate with the achievement's title, issuer and date, a project's
home page, a place's landmark...), so the picture is known from its name alone. A name no seed
knows (a test's) gets a quiet landscape chosen by the name.

They are stored through the default storage (var/media locally, the bucket on S3), so the demo
needs no image files in the repository and never loads anything from another site.
"""

import functools
import io
import zlib

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from PIL import Image

from apps.core.srcset import STANDARD_WIDTHS

from .art import Place, Scene, draw

DEMO_DIR = "demo"


_FALLBACK_SETTINGS = ("lake", "highlands", "coast", "alps", "hills")
_FALLBACK_TIMES = ("day", "golden", "dusk")


def scene_for(name: str) -> Scene:
    """What the demo picture `name` shows: what its seed says, else a landscape of its own."""
    # The seeds whose pictures are drawn from their rows; each has `demo_scene(name) -> Scene |
    # None` and loads without Django set up (`make bench` weighs the originals in its own
    # process). Imported here, as they import this module.
    from .seeds import blog, media, showcase, travel

    for source in (showcase, travel, blog, media):
        scene = source.demo_scene(name)
        if scene is not None:
            return scene
    key = zlib.crc32(name.encode())
    return Place(
        name="",
        setting=_FALLBACK_SETTINGS[key % len(_FALLBACK_SETTINGS)],
        landmark="none",
        time=_FALLBACK_TIMES[(key >> 4) % len(_FALLBACK_TIMES)],
        variant=key >> 8,
    )


def demo_name(url: str) -> str:
    """The name of the demo picture at `url` ("/media/demo/<name>-<width>w.webp")."""
    return url.rsplit("/", 1)[-1].rsplit("-", 1)[0]


# A phone photo is about twice as wide as the widest place a page shows it.
UPLOAD_SCALE = 2


def demo_upload(name: str, *, width: int = 1200, height: int = 675) -> bytes:
    """The photo the demo picture `name` stands for, as a phone would upload it: twice its
    display size, JPEG at quality 90. Never stored or shown: the seed makes the picture's WebP
    variants from it, and `make bench` weighs it as the picture's original."""
    buffer = io.BytesIO()
    picture = draw(scene_for(name), width * UPLOAD_SCALE, height * UPLOAD_SCALE)
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


@functools.lru_cache(maxsize=256)
def _variants(name: str, width: int, height: int) -> tuple[tuple[str, bytes], ...]:
    """The WebP variants of the demo picture `name`, narrowest first, as (path, bytes). Drawing
    and encoding them is the slow part, and the same name always gives the same bytes: a
    process makes each set once however many times it is stored (every test has its own media
    folder, and the seed and the tests ask for the same pictures). The cache holds every picture
    the seeds make (about 110, a few MB), so running a seed again draws nothing."""
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
