"""Field validation shared by several apps."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import URLValidator

IMAGE_URL_MESSAGE = "Use an image on this site (an address starting with /media/ or /static/)."


def _image_prefixes() -> tuple[str, ...]:
    prefixes = ["/media/", "/static/"]
    if settings.MEDIA_ORIGIN:  # uploads served from an S3-compatible bucket
        prefixes.append(settings.MEDIA_ORIGIN.rstrip("/") + "/")
    return tuple(prefixes)


def validate_image_url(value: str) -> None:
    """An image address on this site, such as /media/gallery/abc.webp, or in its media bucket.

    Pages load nothing from other sites (privacy, and the Content-Security-Policy's img-src
    would block it anyway), so an image from elsewhere must be uploaded first.
    """
    if not value:
        return
    if not value.startswith(_image_prefixes()) or any(ch in value for ch in "\\\"'<> \n\r\t"):
        raise ValidationError(IMAGE_URL_MESSAGE)
    if "/../" in value or value.endswith("/.."):
        raise ValidationError(IMAGE_URL_MESSAGE)


WEB_URL_MESSAGE = "Enter a web address starting with http:// or https://"

_web_url = URLValidator(schemes=["http", "https"])


def validate_web_url(value: str) -> None:
    """A link visitors may open: http or https only (never javascript:, data:, ftp: ...)."""
    if not value:
        return
    try:
        _web_url(value)
    except ValidationError:
        raise ValidationError(WEB_URL_MESSAGE, code="invalid") from None
