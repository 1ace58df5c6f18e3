"""Field validation shared by several apps."""

from urllib.parse import urlsplit

from django.core.exceptions import ValidationError
from django.core.validators import URLValidator

_http_url = URLValidator(schemes=["http", "https"])


def validate_image_url(value: str) -> None:
    """An image address: an http(s) URL, or a path on this site (such as /media/...)."""
    if not value:
        return
    if value.startswith("/") and not value.startswith("//"):
        if any(ch in value for ch in "\\\"'<> \n\r\t"):
            raise ValidationError("Enter a valid image URL.")
        return
    try:
        _http_url(value)
    except ValidationError as exc:
        raise ValidationError("Enter a valid image URL.") from exc
    if not urlsplit(value).netloc:
        raise ValidationError("Enter a valid image URL.")
