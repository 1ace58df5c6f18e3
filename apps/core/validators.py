"""Field validation shared by several apps."""

import datetime
import re
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import URLValidator
from django.http.request import validate_host

from .media_headers import DOCUMENTS_FOLDER

IMAGE_URL_MESSAGE = "Use an image on this site (an address starting with /media/ or /static/)."


def _image_prefixes() -> tuple[str, ...]:
    prefixes = ["/media/", "/static/"]
    if settings.MEDIA_ORIGIN:  # uploads served from an S3-compatible bucket
        prefixes.append(settings.MEDIA_ORIGIN.rstrip("/") + "/")
    return tuple(prefixes)


def same_site_path(value: str) -> str:
    """A full address of this site's own picture (what a browser's 'Copy image address' gives,
    e.g. http://127.0.0.1:8000/media/gallery/a.webp) as the path it is stored as
    (/media/gallery/a.webp); anything else unchanged. "This site" is SITE_URL's host or any of
    ALLOWED_HOSTS."""
    parts = urlsplit(value.strip())
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        return value
    site = urlsplit(settings.SITE_URL)
    ours = parts.netloc.lower() == site.netloc.lower() or validate_host(
        parts.hostname, settings.ALLOWED_HOSTS
    )
    if ours and parts.path.startswith(("/media/", "/static/")) and not parts.query:
        return parts.path
    return value


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


OTHER_LINKS_MAX = 4
OTHER_LINK_LABEL_MAX = 40
OTHER_LINK_URL_MAX = 200


def clean_other_links(value) -> list[dict[str, str]]:
    """The site profile's other links (a blog elsewhere, a school project site ...), each
    {"label", "url"}: at most four, a label of at most 40 characters, an http or https address.
    Returns the stored shape (only those keys, trimmed) or raises a ValidationError with flat
    messages naming the link ("Link 2: ...")."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValidationError("Other links must be a list")
    if len(value) > OTHER_LINKS_MAX:
        raise ValidationError(f"Use at most {OTHER_LINKS_MAX} other links")
    cleaned = []
    for number, item in enumerate(value, 1):
        if not isinstance(item, dict):
            raise ValidationError(f"Link {number} must have a label and a web address")
        label, url = item.get("label"), item.get("url")
        if not isinstance(label, str) or not label.strip():
            raise ValidationError(f"Link {number}: a label is required")
        if len(label.strip()) > OTHER_LINK_LABEL_MAX:
            raise ValidationError(
                f"Link {number}: use at most {OTHER_LINK_LABEL_MAX} characters for the label"
            )
        if not isinstance(url, str) or not url.strip() or len(url.strip()) > OTHER_LINK_URL_MAX:
            raise ValidationError(f"Link {number}: {WEB_URL_MESSAGE}")
        try:
            validate_web_url(url.strip())
        except ValidationError:
            raise ValidationError(f"Link {number}: {WEB_URL_MESSAGE}") from None
        cleaned.append({"label": label.strip(), "url": url.strip()})
    return cleaned


def validate_other_links(value) -> None:
    clean_other_links(value)


SENSITIVE_WORDS_MAX = 30
SENSITIVE_WORD_MAX_LENGTH = 60


def clean_sensitive_words(value) -> list[str]:
    """The owner's own sensitive words (surname, school, home town, club ...), which the
    personal-data check looks for in public texts and which are never shown publicly: at most
    SENSITIVE_WORDS_MAX, each 2 to SENSITIVE_WORD_MAX_LENGTH characters once trimmed; blanks
    and repeats (ignoring case) are dropped. Returns the stored list or raises a
    ValidationError naming the word ("Word 2: ...")."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValidationError("Sensitive words must be a list")
    cleaned: list[str] = []
    seen: set[str] = set()
    for number, word in enumerate(value, 1):
        if not isinstance(word, str):
            raise ValidationError(f"Word {number} must be text")
        word = " ".join(word.split())
        if not word or word.casefold() in seen:
            continue
        if len(word) < 2 or len(word) > SENSITIVE_WORD_MAX_LENGTH:
            raise ValidationError(f"Word {number}: use 2 to {SENSITIVE_WORD_MAX_LENGTH} characters")
        seen.add(word.casefold())
        cleaned.append(word)
    if len(cleaned) > SENSITIVE_WORDS_MAX:
        raise ValidationError(f"Use at most {SENSITIVE_WORDS_MAX} sensitive words")
    return cleaned


def validate_sensitive_words(value) -> None:
    clean_sensitive_words(value)


# A stored file's name after the media prefix: folders and a file name of safe characters, none
# starting with a dot (so never "..").
_MEDIA_NAME = r"(?:[A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*"
_FILE_NAMES = {
    "image": re.compile(rf"^{_MEDIA_NAME}\.(?:webp|jpe?g|png|gif|avif)$", re.IGNORECASE),
    "pdf": re.compile(rf"^{DOCUMENTS_FOLDER}/{_MEDIA_NAME}\.pdf$", re.IGNORECASE),
}


def _media_prefixes() -> tuple[str, ...]:
    """Where this site's stored files are: its media path, and the media bucket's origin."""
    prefixes = [settings.MEDIA_URL]
    if settings.MEDIA_ORIGIN:
        prefixes.append(settings.MEDIA_ORIGIN.rstrip("/") + "/")
    return tuple(prefixes)


def clean_media_url(kind: str, value: str) -> str | None:
    """The stored address of a `kind` file on this site (a gallery picture for "image", a
    document's PDF for "pdf"), or None when `value` is anything else. A copied full address of
    this site is kept as its path; an address elsewhere, a script, /static/, a query string or a
    "../" trick never is."""
    path = same_site_path(value)
    pattern = _FILE_NAMES.get(kind)
    if pattern is None:
        return None
    for prefix in _media_prefixes():
        if not path.startswith(prefix):
            continue
        names = [path[len(prefix) :]]
        if prefix != settings.MEDIA_URL and "/" in names[0]:
            # A bucket's address may name the bucket before the file (path-style addressing).
            names.append(names[0].split("/", 1)[1])
        if any(pattern.match(name) for name in names):
            return path
    return None


DOCUMENT_URL_MESSAGE = "Use a PDF on this site (an address starting with /media/documents/)."


def validate_document_url(value: str) -> None:
    """A PDF the documents pipeline stored (/media/documents/<name>.pdf, or the bucket's
    address of one): an achievement's certificate."""
    if value and clean_media_url("pdf", value) != value:
        raise ValidationError(DOCUMENT_URL_MESSAGE)


# Every date the API takes (a post's publication, a visit, a study date ...) lies in these years:
# a year such as 13 or 9999 is a typing slip, and would reach the pages' JSON-LD and feeds.
EARLIEST_DATE = datetime.date(1900, 1, 1)
LATEST_DATE = datetime.date(2100, 12, 31)


def date_range_messages(label: str) -> dict[str, str]:
    """A date field's messages outside EARLIEST_DATE..LATEST_DATE, in the specification's
    wording ("Study date cannot be before 1900-01-01")."""
    return {
        "too_early": f"{label} cannot be before {EARLIEST_DATE.isoformat()}",
        "too_late": f"{label} cannot be after {LATEST_DATE.isoformat()}",
    }


def date_range_error(day: datetime.date) -> str | None:
    """ "too_early" or "too_late" when `day` is outside EARLIEST_DATE..LATEST_DATE, else None."""
    if day < EARLIEST_DATE:
        return "too_early"
    if day > LATEST_DATE:
        return "too_late"
    return None
