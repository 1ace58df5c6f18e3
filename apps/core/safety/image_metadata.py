"""What a photo's metadata said before the upload pipeline strips it (issue 16): the owner learns
that the photo carried a GPS position or texts such as the camera owner's name, and the
personal-data check runs over those texts. The stored copy never carries any of it
(apps/gallery/images.py); these warnings are answered once and never kept.

Reads the file's header only (no pixels), and only after the pipeline accepted it as a picture.
"""

import io
import logging

from PIL import Image

from .checks import Warning, owner_names, owner_sensitive_words
from .personal_data import find_personal_data

logger = logging.getLogger(__name__)

FIELD = "image"
GPS_IFD = 0x8825
EXIF_IFD = 0x8769
GPS_REASON = "This photo carried a GPS position; the stored copy does not."
KEPT_NOT = "the stored copy does not keep it"

# EXIF texts a person may have typed or a phone may have filled in with a name.
_TEXT_TAGS = {
    0x010E: "description",  # ImageDescription
    0x013B: "artist",  # Artist
    0x8298: "copyright",  # Copyright
    0x9C9B: "title",  # XPTitle (UTF-16)
    0x9C9C: "comment",  # XPComment
    0x9C9D: "author",  # XPAuthor
    0x9C9E: "keywords",  # XPKeywords
    0x9C9F: "subject",  # XPSubject
}
_EXIF_TEXT_TAGS = {
    0x9286: "comment",  # UserComment
    0xA430: "camera owner's name",  # CameraOwnerName
}
# PNG text chunks and a JPEG comment that name their subject or author.
_INFO_KEYS = {
    "comment": "comment",
    "Author": "author",
    "Description": "description",
    "Title": "title",
    "Comment": "comment",
    "Copyright": "copyright",
}


def metadata_warnings(data: bytes, *, sensitive_words=None) -> list[Warning]:
    """Warnings about what `data`'s metadata carried: a GPS position, and each text (with the
    personal data found in it). Never raises: a file whose metadata cannot be read has none."""
    try:
        image = Image.open(io.BytesIO(data), formats=("JPEG", "PNG", "WEBP", "GIF"))
        exif = image.getexif()
        texts = _texts(image, exif)
        gps = _gps(exif)
    except Exception as exc:  # broken metadata: the pipeline strips it anyway
        logger.info("Photo metadata unreadable: %s", type(exc).__name__)
        return []
    warnings: list[Warning] = []
    if gps:
        warnings.append(Warning(field=FIELD, text=gps, kind="gps", reason=GPS_REASON))
    read = sensitive_words is None and texts
    words = owner_sensitive_words() if read else sensitive_words
    names = owner_names() if read else None
    for label, text in texts:
        findings = find_personal_data(text, sensitive_words=words or (), names=names)
        for finding in findings:
            warnings.append(
                Warning(
                    field=FIELD,
                    text=finding.text,
                    kind=finding.kind,
                    reason=f"{finding.reason}, in the photo's {label} ({KEPT_NOT})",
                )
            )
        if not findings:
            warnings.append(
                Warning(
                    field=FIELD,
                    text=text[:120],
                    kind="metadata",
                    reason=f"This photo carried a {label} in its details ({KEPT_NOT}).",
                )
            )
    return warnings


def _gps(exif) -> str:
    """The position as "lat, lng" (5 decimals), "GPS position" when only part of it is there,
    or "" when the photo has none."""
    gps = exif.get_ifd(GPS_IFD)
    if not gps:
        return ""
    try:
        lat = _degrees(gps[2], gps.get(1, "N"), "S")
        lng = _degrees(gps[4], gps.get(3, "E"), "W")
    except (KeyError, TypeError, ValueError, ZeroDivisionError, IndexError):
        return "GPS position"
    return f"{lat:.5f}, {lng:.5f}"


def _degrees(value, ref, negative: str) -> float:
    d, m, s = (float(part) for part in value)
    sign = -1 if str(ref).strip().upper().startswith(negative) else 1
    return sign * (d + m / 60 + s / 3600)


def _texts(image: Image.Image, exif) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for tag, label in _TEXT_TAGS.items():
        found += [(label, t) for t in [_text(exif.get(tag))] if t]
    inner = exif.get_ifd(EXIF_IFD)
    for tag, label in _EXIF_TEXT_TAGS.items():
        found += [(label, t) for t in [_text(inner.get(tag) or exif.get(tag))] if t]
    for key, label in _INFO_KEYS.items():
        found += [(label, t) for t in [_text(image.info.get(key))] if t]
    seen, unique = set(), []
    for label, text in found:
        if text not in seen:
            seen.add(text)
            unique.append((label, text))
    return unique


def _text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, tuple):  # XP tags as a tuple of byte values
        value = bytes(value)
    if isinstance(value, bytes):
        if value[:8] in (b"ASCII\0\0\0", b"UNICODE\0", b"\0" * 8):  # UserComment's header
            head, value = value[:8], value[8:]
            value = value.decode("utf-16" if head == b"UNICODE\0" else "latin-1", "replace")
        elif len(value) > 1 and value[1:2] == b"\0":
            value = value.decode("utf-16-le", "replace")
        else:
            value = value.decode("utf-8", "replace")
    text = str(value).replace("\x00", "").strip()
    return "".join(c for c in text if c.isprintable())
