"""Travel stories' rules, shared by the model (Django admin) and the API's write serializer.

The JSON fields are checked by `clean_*` functions that return the stored shape or raise a
ValidationError with flat, readable messages, so an API client gets
`{"highlights": ["Use at most 12 highlights"]}` like any other field error.
"""

import math
from typing import Any

from django.core.exceptions import ValidationError

from apps.core.validators import validate_image_url

COORDINATES_MESSAGE = 'Coordinates must be {"lat": ..., "lng": ...} within range'
MAX_HIGHLIGHTS = 12
MAX_HIGHLIGHT_LENGTH = 80
MAX_GALLERY_IMAGES = 24
MAX_IMAGE_URL_LENGTH = 500


def _within(value: Any, limit: int) -> bool:
    """A JSON number (not a boolean, not NaN or infinity) from -limit to limit."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if isinstance(value, float) and not math.isfinite(value):
        return False
    return -limit <= value <= limit


def clean_coordinates(value: Any) -> dict[str, float] | None:
    """None, or exactly {"lat": -90..90, "lng": -180..180} (numbers, not text)."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"lat", "lng"}:
        raise ValidationError(COORDINATES_MESSAGE)
    lat, lng = value["lat"], value["lng"]
    if not (_within(lat, 90) and _within(lng, 180)):
        raise ValidationError(COORDINATES_MESSAGE)
    return {"lat": lat, "lng": lng}


def _text_list(value: Any, *, name: str, noun: str, limit: int) -> list[str]:
    """A list of text, trimmed, with empty entries dropped."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValidationError(f"{name} must be a list of text")
    if len(value) > limit:
        raise ValidationError(f"Use at most {limit} {noun}")
    items = [item.strip() for item in value]
    if any("\x00" in item for item in items):
        raise ValidationError(f"{name} cannot contain null characters")
    return [item for item in items if item]


def clean_highlights(value: Any) -> list[str]:
    """At most 12 short texts ("Shibuya crossing"), each at most 80 characters."""
    highlights = _text_list(value, name="Highlights", noun="highlights", limit=MAX_HIGHLIGHTS)
    if any(len(item) > MAX_HIGHLIGHT_LENGTH for item in highlights):
        raise ValidationError(f"Each highlight must be at most {MAX_HIGHLIGHT_LENGTH} characters")
    return highlights


def clean_gallery(value: Any) -> list[str]:
    """At most 24 image addresses on this site (/media/... or /static/...)."""
    images = _text_list(value, name="Gallery", noun="gallery images", limit=MAX_GALLERY_IMAGES)
    for image in images:
        if len(image) > MAX_IMAGE_URL_LENGTH:
            raise ValidationError(
                f"Each gallery image address must be at most {MAX_IMAGE_URL_LENGTH} characters"
            )
        validate_image_url(image)
    return images


def validate_coordinates(value: Any) -> None:
    clean_coordinates(value)


def validate_highlights(value: Any) -> None:
    clean_highlights(value)


def validate_gallery(value: Any) -> None:
    clean_gallery(value)
