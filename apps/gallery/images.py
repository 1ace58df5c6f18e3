"""The upload pipeline: decide whether an upload is a picture, and store clean copies of it.

The server decides what a file is by decoding it with Pillow, never by its name or the content
type the browser claims. Only JPEG, PNG, WebP and GIF are accepted, at most MAX_UPLOAD_BYTES and 40
megapixels, and only when the file ends where the picture ends (no HTML or script appended
after the image's own end marker: a polyglot). The size and pixel count are checked before a
single pixel is decoded.

What is stored is never the upload: the decoded pixels, turned upright (EXIF orientation),
converted to sRGB and stripped of every piece of metadata (EXIF, GPS, XMP, ICC profile,
comments, camera serial numbers), are re-encoded as WebP at a few widths under a random name.
The owner of the site is a child: where and when a photo was taken must never leak.
"""

import io
import logging
import uuid
import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypedDict

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from PIL import Image, ImageCms, ImageFile, ImageOps, UnidentifiedImageError

from apps.core.media_references import files_unused
from apps.core.shared_constants import SHARED

# The variant widths, shared with apps/core/srcset.py, which derives srcset from the names.
from apps.core.srcset import STANDARD_WIDTHS
from apps.core.uploads import UploadRejected, read_limited

logger = logging.getLogger(__name__)

# The largest photo, as the admin panel checks it before sending (shared-constants.json), and in
# the specification's words (section 5).
MAX_UPLOAD_MEGABYTES: int = SHARED["maxUploadMegabytes"]
MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024
MAX_UPLOAD_SIZE = f"{MAX_UPLOAD_MEGABYTES}MB"
MAX_PIXELS = 40_000_000
# A multipart request carries the file plus a few short text fields: anything longer than this
# is refused from its Content-Length header alone, before a byte of the body is read.
MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 256 * 1024
WEBP_MAX_SIDE = 16383  # the WebP format cannot be larger than this either way
WEBP_QUALITY = 80
FOLDER = "gallery"

# Pillow refuses (DecompressionBombError) anything over twice this when a file is opened, and
# warns above it; the pipeline turns that warning into a refusal as well.
Image.MAX_IMAGE_PIXELS = MAX_PIXELS
ImageFile.LOAD_TRUNCATED_IMAGES = False

# Pillow's format names the pipeline lets Pillow try; nothing else is ever attempted (so no
# EPS/PostScript through Ghostscript, no PDF, no SVG). MPO is how Pillow names a phone's JPEG
# that carries extra pictures (depth maps) after the first.
_OPEN_FORMATS = ("JPEG", "PNG", "WEBP", "GIF")
_ACCEPTED_FORMATS = {"JPEG", "MPO", "PNG", "WEBP", "GIF"}


class ImageRejected(UploadRejected):
    """An upload that is not an acceptable picture: `title` and `message` are the words the
    admin panel shows (the specification's, section 5)."""


NO_FILE = {"title": "No File Selected", "message": "Please select an image to upload"}
INVALID_FILE = {
    "title": "Invalid File",
    "message": "Please select an image file (JPG, PNG, GIF, etc.)",
}
TOO_LARGE = {
    "title": "File Too Large",
    "message": f"Please select an image smaller than {MAX_UPLOAD_SIZE}",
}
TOO_MANY_PIXELS = {
    "title": "File Too Large",
    "message": "Please select an image smaller than 40 megapixels",
}


@dataclass(frozen=True)
class CleanPicture:
    """Pixels that passed every check: upright, sRGB, RGB or RGBA, no metadata at all, at the
    size of the largest variant. Only `read_upload` (and `decode`) make one."""

    image: Image.Image

    @property
    def size(self) -> tuple[int, int]:
        return self.image.size


class Variant(TypedDict):
    name: str
    width: int
    height: int


# --- reading an upload ------------------------------------------------------------------------


def read_upload(*, upload) -> CleanPicture:
    """Check an uploaded file (a Django UploadedFile, or None when nothing was sent) and decode
    it. Raises ImageRejected with the words to show; never stores anything."""
    data = read_limited(
        upload,
        max_bytes=MAX_UPLOAD_BYTES,
        no_file=NO_FILE,
        too_large=TOO_LARGE,
        invalid=INVALID_FILE,
        rejected=ImageRejected,
    )
    if not data:
        raise ImageRejected(**INVALID_FILE)
    return decode(data=data)


def decode(*, data: bytes) -> CleanPicture:
    """The picture in `data` (at most MAX_UPLOAD_BYTES), checked and cleaned."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = _open_checked(data)
            image = _decode_pixels(image)
        except ImageRejected:
            raise
        except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
            raise ImageRejected(**TOO_MANY_PIXELS) from exc
        except Exception as exc:
            # Pillow signals a broken file with many exception types (OSError, SyntaxError,
            # ValueError, struct.error, EOFError, ...): every one of them means "not a picture".
            logger.info("Gallery upload refused: %s: %s", type(exc).__name__, exc)
            raise ImageRejected(**INVALID_FILE) from exc
    return CleanPicture(image=image)


def _open_checked(data: bytes) -> Image.Image:
    """Open the header only, and check format, pixel count and the file's end."""
    try:
        image = Image.open(io.BytesIO(data), formats=_OPEN_FORMATS)
    except UnidentifiedImageError as exc:
        raise ImageRejected(**INVALID_FILE) from exc
    if image.format not in _ACCEPTED_FORMATS:
        raise ImageRejected(**INVALID_FILE)
    width, height = image.size
    if width < 1 or height < 1:
        raise ImageRejected(**INVALID_FILE)
    if width * height > MAX_PIXELS:
        raise ImageRejected(**TOO_MANY_PIXELS)
    if not ends_where_the_picture_ends(data, image.format):
        raise ImageRejected(**INVALID_FILE)
    return image


def _decode_pixels(image: Image.Image) -> Image.Image:
    """Decode the first frame, turn it upright, convert it to sRGB and drop all metadata."""
    image.seek(0)  # an animation is flattened to its first frame
    if image.format in {"JPEG", "MPO"}:
        # Decode a large JPEG at a reduced scale when the biggest variant is smaller anyway.
        image.draft(None, _draft_size(image))
    image.load()
    image = _to_srgb(_upright(image))
    mode = "RGBA" if _has_alpha(image) else "RGB"
    pixels = image if image.mode == mode else image.convert(mode)
    del image
    # Nothing larger than the largest variant is ever needed: shrink first, so the rest of the
    # pipeline works on at most 1600 px wide, whatever was uploaded.
    largest = variant_sizes(*pixels.size)[-1]
    if pixels.size != largest:
        pixels = pixels.resize(largest, Image.Resampling.LANCZOS, reducing_gap=3.0)
    # A brand-new image with the pixels only: no info dict, no EXIF, no profile, no palette.
    clean = Image.new(mode, pixels.size)
    clean.paste(pixels)
    return clean


def _draft_size(image: Image.Image) -> tuple[int, int]:
    width, height = image.size
    if _orientation(image) in {5, 6, 7, 8}:  # rotated a quarter turn: height becomes width
        scale = STANDARD_WIDTHS[-1] / height
    else:
        scale = STANDARD_WIDTHS[-1] / width
    scale = min(1.0, scale)
    return max(1, int(width * scale) + 1), max(1, int(height * scale) + 1)


def _orientation(image: Image.Image) -> int:
    try:
        return int(image.getexif().get(0x0112, 1))
    except Exception:  # unreadable EXIF: treat the picture as upright
        return 1


def _upright(image: Image.Image) -> Image.Image:
    if _orientation(image) not in {2, 3, 4, 5, 6, 7, 8}:
        return image  # already upright (exif_transpose would copy every pixel for nothing)
    try:
        return ImageOps.exif_transpose(image) or image
    except Exception:  # broken EXIF must not stop an otherwise good picture
        logger.info("Gallery upload: EXIF orientation unreadable; kept as stored")
        return image


_SRGB = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB"))


def _to_srgb(image: Image.Image) -> Image.Image:
    """Apply the picture's own colour profile before it is dropped, so colours stay true."""
    icc = image.info.get("icc_profile")
    if not icc or image.mode not in {"RGB", "RGBA", "CMYK", "L"}:
        return image
    try:
        source = ImageCms.ImageCmsProfile(io.BytesIO(icc))
        output_mode = "RGBA" if image.mode == "RGBA" else "RGB"
        converted = ImageCms.profileToProfile(image, source, _SRGB, outputMode=output_mode)
    except Exception:  # an odd or broken profile: keep the pixels as they are
        return image
    return converted or image


def _has_alpha(image: Image.Image) -> bool:
    return image.mode in {"RGBA", "LA", "La", "RGBa", "PA"} or (
        image.mode in {"P", "L", "RGB"} and "transparency" in image.info
    )


# --- "the file ends where the picture ends" ---------------------------------------------------


class _Malformed(Exception):
    pass


def ends_where_the_picture_ends(data: bytes, image_format: str) -> bool:
    """False when the file is truncated, or carries anything after the picture's own end (a
    polyglot such as a JPEG followed by HTML). Walks the container's structure only; decoding
    is Pillow's job."""
    walkers = {
        "JPEG": _jpeg_trailer_ok,
        "MPO": _jpeg_trailer_ok,
        "PNG": _png_end,
        "GIF": _gif_end,
        "WEBP": _webp_end,
    }
    try:
        result = walkers[image_format](data)
    except (_Malformed, IndexError):
        return False
    if isinstance(result, bool):
        return result
    return result == len(data)


def _jpeg_end(data: bytes, start: int) -> int:
    """The offset just after the EOI marker of the JPEG stream that starts at `start`."""
    if data[start : start + 2] != b"\xff\xd8":
        raise _Malformed
    i, n = start + 2, len(data)
    while True:
        if i >= n or data[i] != 0xFF:
            raise _Malformed
        while i < n and data[i] == 0xFF:  # fill bytes
            i += 1
        if i >= n:
            raise _Malformed
        marker = data[i]
        i += 1
        if marker == 0xD9:  # EOI
            return i
        if 0xD0 <= marker <= 0xD7 or marker == 0x01:  # standalone markers
            continue
        if i + 2 > n:
            raise _Malformed
        length = int.from_bytes(data[i : i + 2], "big")
        if length < 2 or i + length > n:
            raise _Malformed
        i += length
        if marker == 0xDA:  # start of scan: entropy-coded data up to the next real marker
            while True:
                j = data.find(b"\xff", i)
                if j < 0 or j + 1 >= n:
                    raise _Malformed
                following = data[j + 1]
                if following == 0x00 or 0xD0 <= following <= 0xD7:
                    i = j + 2
                elif following == 0xFF:
                    i = j + 1
                else:
                    i = j
                    break


def _jpeg_trailer_ok(data: bytes) -> bool:
    """A JPEG may be followed only by further whole JPEG streams (a phone's multi-picture
    file) and zero padding; anything else after the end marker is refused."""
    end = _jpeg_end(data, 0)
    while data[end : end + 2] == b"\xff\xd8":
        end = _jpeg_end(data, end)
    return not data[end:].strip(b"\x00")


def _png_end(data: bytes) -> int:
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise _Malformed
    i, n = 8, len(data)
    while True:
        if i + 12 > n:
            raise _Malformed
        length = int.from_bytes(data[i : i + 4], "big")
        chunk_type = data[i + 4 : i + 8]
        i += 12 + length
        if i > n:
            raise _Malformed
        if chunk_type == b"IEND":
            return i


def _gif_sub_blocks(data: bytes, i: int) -> int:
    while True:
        size = data[i]
        i += 1
        if size == 0:
            return i
        i += size


def _gif_end(data: bytes) -> int:
    if data[:6] not in (b"GIF87a", b"GIF89a"):
        raise _Malformed
    packed = data[10]
    i = 13
    if packed & 0x80:
        i += 3 * (2 ** ((packed & 0x07) + 1))
    while True:
        block = data[i]
        if block == 0x3B:  # trailer
            return i + 1
        if block == 0x21:  # extension: introducer, label, sub-blocks
            i = _gif_sub_blocks(data, i + 2)
        elif block == 0x2C:  # image descriptor, optional local colour table, LZW data
            packed = data[i + 9]
            i += 10
            if packed & 0x80:
                i += 3 * (2 ** ((packed & 0x07) + 1))
            i = _gif_sub_blocks(data, i + 1)
        else:
            raise _Malformed


def _webp_end(data: bytes) -> int:
    if data[:4] != b"RIFF" or data[8:12] != b"WEBP":
        raise _Malformed
    size = int.from_bytes(data[4:8], "little")
    end = 8 + size
    if end > len(data):
        raise _Malformed
    if size % 2 and len(data) == end + 1:  # RIFF pads an odd-sized chunk
        return end + 1
    return end


# --- variants ---------------------------------------------------------------------------------


def variant_sizes(width: int, height: int) -> list[tuple[int, int]]:
    """The sizes to store, smallest first: about 480, 960 and 1600 px wide, never wider than
    the picture itself (a 700 px picture gets 480 and 700), never taller than WebP allows."""
    widths = [w for w in STANDARD_WIDTHS if w < width]
    widths.append(min(width, STANDARD_WIDTHS[-1]))
    sizes: list[tuple[int, int]] = []
    for target in widths:
        scale = min(target / width, WEBP_MAX_SIDE / height, 1.0)
        size = (max(1, round(width * scale)), max(1, round(height * scale)))
        if size not in sizes:
            sizes.append(size)
    return sizes


def encode_webp(image: Image.Image) -> bytes:
    """WebP bytes of `image` with nothing but pixels in them."""
    buffer = io.BytesIO()
    image.info.clear()
    image.save(buffer, "WEBP", quality=WEBP_QUALITY, method=4, exif=b"", icc_profile=None)
    return buffer.getvalue()


def render_variants(*, picture: CleanPicture) -> list[tuple[tuple[int, int], bytes]]:
    """Each variant's size and WebP bytes, smallest first. CPU only: nothing is stored."""
    image = picture.image
    rendered = []
    source = image
    for size in reversed(variant_sizes(*image.size)):
        if size != source.size:
            source = source.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)
        rendered.append((size, encode_webp(source)))
    rendered.reverse()
    return rendered


def store_variants(*, picture: CleanPicture) -> list[Variant]:
    """Encode and save the variants under a new random name in the default storage. If any
    save fails, the files already written are removed before the error goes on."""
    token = uuid.uuid4().hex
    stored: list[Variant] = []
    try:
        for (width, height), data in render_variants(picture=picture):
            name = default_storage.save(f"{FOLDER}/{token}-{width}w.webp", ContentFile(data))
            stored.append({"name": name, "width": width, "height": height})
    except BaseException:
        delete_files(names=[variant["name"] for variant in stored])
        raise
    return stored


def delete_files(*, names: Iterable[str]) -> None:
    """Remove stored files; one that cannot be removed is logged (verify_media will report
    it), never raised, so it cannot undo the database change that made it unused."""
    for name in names:
        try:
            default_storage.delete(name)
        except Exception:
            logger.exception("Could not delete gallery file %s", name)


def delete_unused_files(*, names: Iterable[str]) -> None:
    """Remove the files among `names` that no row refers to any more. A picture is often shown
    by more than one row (a blog post or travel story picked it from the gallery, another item
    gives its address): those files stay until the last row using them lets go. If the check
    itself fails, every file is kept (verify_media lists them) rather than risk a used one."""
    try:
        unused = files_unused(names)
    except Exception:
        logger.exception("Could not check which gallery files are still used; none deleted")
        return
    delete_files(names=unused)


def variant_url(name: str) -> str:
    return default_storage.url(name)
