"""Field validation shared by several apps."""

from django.core.exceptions import ValidationError

IMAGE_URL_MESSAGE = "Use an image on this site (an address starting with /media/ or /static/)."


def validate_image_url(value: str) -> None:
    """An image address on this site, such as /media/gallery/abc.webp.

    Pages load nothing from other sites (privacy, and the Content-Security-Policy's img-src
    'self' would block it anyway), so an image from elsewhere must be uploaded first.
    """
    if not value:
        return
    if not value.startswith(("/media/", "/static/")) or any(ch in value for ch in "\\\"'<> \n\r\t"):
        raise ValidationError(IMAGE_URL_MESSAGE)
    if "/../" in value or value.endswith("/.."):
        raise ValidationError(IMAGE_URL_MESSAGE)
