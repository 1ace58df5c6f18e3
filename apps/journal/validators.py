"""The journal's rules, shared by the model (Django admin) and the API's write serializer.

The JSON list fields are checked by `clean_*` functions that return the stored shape (only the
known keys, text trimmed) or raise a ValidationError with flat, readable messages, so an API
client gets `{"links": ["Link 2: url must be ..."]}` like any other field error.
"""

import datetime
from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import URLValidator
from django.utils import timezone

from apps.core.validators import clean_media_url

EARLIEST_STUDY_DATE = datetime.date(1900, 1, 1)
STUDY_DATE_FUTURE_MESSAGE = "Study date cannot be in the future"
STUDY_DATE_TOO_EARLY_MESSAGE = "Study date cannot be before 1900-01-01"
PROGRESS_MESSAGE = "Progress must be between 0 and 100"

MEDIA_TYPES = ("image", "pdf", "video")
MAX_MEDIA_UPLOADS = 20
MAX_LINKS = 20
MAX_TITLE_LENGTH = 200
MAX_LINK_TYPE_LENGTH = 20
MAX_URL_LENGTH = 500

_http_url = URLValidator(schemes=["http", "https"])


def validate_study_date(value: datetime.date) -> None:
    """Not in the future (in the site's time zone) and not before 1900-01-01."""
    if value > timezone.localdate():
        raise ValidationError(STUDY_DATE_FUTURE_MESSAGE)
    if value < EARLIEST_STUDY_DATE:
        raise ValidationError(STUDY_DATE_TOO_EARLY_MESSAGE)


def _text(item: dict, key: str, *, label: str, max_length: int, required: bool) -> str:
    """One trimmed text value of a list item, or a ValidationError naming the item."""
    value = item.get(key)
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ValidationError(f"{label}: {key} must be text")
    value = value.strip()
    if required and not value:
        raise ValidationError(f"{label}: {key} is required")
    if len(value) > max_length:
        raise ValidationError(f"{label}: {key} must be at most {max_length} characters")
    if "\x00" in value:
        raise ValidationError(f"{label}: {key} cannot contain null characters")
    return value


def _items(value: Any, *, name: str, noun: str, limit: int) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValidationError(f"{name} must be a list")
    if len(value) > limit:
        raise ValidationError(f"Use at most {limit} {noun}")
    return value


_MEDIA_URL_MESSAGES = {
    "image": "url must be a picture on this site (an address starting with /media/)",
    "pdf": "url must be a PDF on this site (an address starting with /media/documents/)",
    "video": "a video cannot have a url: add it as a link instead",
}


def clean_media_uploads(value: Any) -> list[dict[str, str]]:
    """[{"type": "image" | "pdf" | "video", "title": "...", "url"?: "/media/..."}], at most 20.
    The url, when there is one, is the address of the file on this site: a picture (through
    the gallery's upload) or a PDF (through the documents' upload). Items without one are
    titles only, as the specification's items are."""
    cleaned = []
    for number, item in enumerate(
        _items(value, name="Media uploads", noun="media uploads", limit=MAX_MEDIA_UPLOADS), 1
    ):
        label = f"Media upload {number}"
        if not isinstance(item, dict):
            raise ValidationError(f"{label} must be an object with a type and a title")
        kind = item.get("type")
        if kind not in MEDIA_TYPES:
            raise ValidationError(f"{label}: type must be one of {', '.join(MEDIA_TYPES)}")
        title = _text(item, "title", label=label, max_length=MAX_TITLE_LENGTH, required=True)
        url = _text(item, "url", label=label, max_length=MAX_URL_LENGTH, required=False)
        if not url:
            cleaned.append({"type": kind, "title": title})
            continue
        stored = clean_media_url(kind, url)
        if stored is None:
            raise ValidationError(f"{label}: {_MEDIA_URL_MESSAGES[kind]}")
        cleaned.append({"type": kind, "title": title, "url": stored})
    return cleaned


def clean_links(value: Any) -> list[dict[str, str]]:
    """[{"type": "video" | "other" | ..., "title": "...", "url": "https://..."}], at most 20.
    A link without a type is an "other" link."""
    cleaned = []
    for number, item in enumerate(_items(value, name="Links", noun="links", limit=MAX_LINKS), 1):
        label = f"Link {number}"
        if not isinstance(item, dict):
            raise ValidationError(f"{label} must be an object with a type, a title and a url")
        kind = _text(item, "type", label=label, max_length=MAX_LINK_TYPE_LENGTH, required=False)
        title = _text(item, "title", label=label, max_length=MAX_TITLE_LENGTH, required=True)
        url = _text(item, "url", label=label, max_length=MAX_URL_LENGTH, required=True)
        try:
            _http_url(url)
        except ValidationError:
            raise ValidationError(f"{label}: url must be an http or https address") from None
        cleaned.append({"type": kind or "other", "title": title, "url": url})
    return cleaned


def validate_media_uploads(value: Any) -> None:
    clean_media_uploads(value)


def validate_links(value: Any) -> None:
    clean_links(value)
