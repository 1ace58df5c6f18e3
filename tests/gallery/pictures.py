"""Files for upload tests, made in memory with Pillow (and by hand where Pillow would refuse
to write something so broken)."""

import io
import struct
import zlib

from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image, ImageCms

SERIAL = "SN-4242-CHILD-CAMERA"
GPS_IFD = 0x8825
EXIF_IFD = 0x8769


def encode(image: Image.Image, fmt: str, **options) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, fmt, **options)
    return buffer.getvalue()


def picture(width: int = 64, height: int = 48, colour="teal", mode: str = "RGB") -> Image.Image:
    return Image.new(mode, (width, height), colour)


def jpeg(width: int = 64, height: int = 48, **options) -> bytes:
    return encode(picture(width, height), "JPEG", **options)


def png(width: int = 64, height: int = 48, mode: str = "RGB", colour="teal") -> bytes:
    return encode(picture(width, height, colour, mode), "PNG")


def two_tone(width: int, height: int) -> Image.Image:
    """Red on the left half, blue on the right: shows which way a picture was turned."""
    image = Image.new("RGB", (width, height), (0, 0, 255))
    image.paste((255, 0, 0), (0, 0, width // 2, height))
    return image


def jpeg_with_orientation(orientation: int) -> bytes:
    exif = Image.Exif()
    exif[0x0112] = orientation
    return encode(two_tone(200, 100), "JPEG", exif=exif, quality=95)


def jpeg_with_everything_private() -> bytes:
    """A phone photo's worth of metadata: GPS position, camera make, model and serial number,
    an ICC profile, XMP and a comment."""
    exif = Image.Exif()
    exif[0x010F] = "PrivateCam"  # Make
    exif[0x0110] = "Model X1000"  # Model
    exif[0x0131] = "Firmware 1.2"  # Software
    exif[0x9286] = "my school"  # UserComment (Exif IFD tag, here in IFD0: any place leaks)
    exif.get_ifd(EXIF_IFD).update({0xA431: SERIAL, 0x9003: "2026:05:01 08:15:00"})
    exif.get_ifd(GPS_IFD).update(
        {
            1: "N",
            2: (51.0, 30.0, 26.0),
            3: "W",
            4: (0.0, 7.0, 39.0),
        }
    )
    icc = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    xmp = (
        b'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/'
        b'02/22-rdf-syntax-ns#"><rdf:Description>PRIVATE-XMP</rdf:Description></rdf:RDF>'
        b"</x:xmpmeta>"
    )
    return encode(
        two_tone(1000, 600),
        "JPEG",
        exif=exif,
        icc_profile=icc,
        xmp=xmp,
        comment=b"PRIVATE-COMMENT",
        quality=90,
    )


def animated_gif() -> bytes:
    frames = [picture(40, 30, "red", "RGB"), picture(40, 30, "blue", "RGB")]
    return encode(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def huge_png(side: int = 20000) -> bytes:
    """A real square black-and-white PNG, `side` pixels each way: at 20000 a decompression
    bomb (a tiny file that decodes to 400 megapixels)."""
    row = b"\x00" * (1 + (side + 7) // 8)
    compressor = zlib.compressobj(9)
    body = b"".join(compressor.compress(row) for _ in range(side)) + compressor.flush()
    header = struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", header)
        + _png_chunk(b"IDAT", body)
        + _png_chunk(b"IEND", b"")
    )


SVG = (
    b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
    b'<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>'
)
HTML = b"<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def upload(data: bytes, name: str = "photo.jpg", content_type: str = "image/jpeg"):
    return SimpleUploadedFile(name, data, content_type=content_type)


UPLOAD_URL = "/api/gallery/upload"


def post_upload(client, data: bytes | None, name="photo.jpg", content_type="image/jpeg", **fields):
    """The multipart POST of the gallery's upload form: `fields` and the picture `data` as the
    image file (None: no file at all)."""
    form = dict(fields)
    if data is not None:
        form["image"] = upload(data, name, content_type)
    return client.post(UPLOAD_URL, form, format="multipart")
