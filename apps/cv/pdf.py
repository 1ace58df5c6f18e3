"""/cv.pdf: the CV page's own server HTML (the first screen's template,
pages/first_screen/cv.html) laid out by WeasyPrint with the page's own print stylesheet
(frontend/src/features/cv/cv-print.css, the one the browser prints with too).

A visitor's PDF is kept in Django's cache under the versions of everything it draws from (the
record, the showcase's and the media's rows, the profile, the CV's settings) and the release:
any write of one of them moves its version on, so the next request draws a new PDF. The
owner's private version (with the e-mail they choose) is drawn each time and never kept."""

import hashlib
import logging
from pathlib import Path

from django.conf import settings
from django.core.cache import cache
from django.template.loader import render_to_string

from apps.core import http_cache
from apps.core.availability import CACHE_ERRORS
from apps.core.content_types import content_type

from .selectors import cv_document

logger = logging.getLogger(__name__)

PRINT_CSS = Path(settings.BASE_DIR) / "frontend" / "src" / "features" / "cv" / "cv-print.css"
# A kept PDF outlives no release, and no write of what it draws from (its key holds both).
PDF_CACHE_SECONDS = 7 * 24 * 3600


class NoFetching(ValueError):
    pass


def _refuse(url: str, *args, **kwargs):
    """The PDF is text only: WeasyPrint fetches nothing (no file, no other site)."""
    raise NoFetching(f"The CV's PDF loads nothing: {url}")


def _resources() -> list[str]:
    """The content versions the CV draws from (apps/core/http_cache.py's names)."""
    kinds = [http_cache.resource_of(content_type("achievement").model)]
    kinds.append(http_cache.resource_of(content_type("project").model))
    kinds.append(http_cache.resource_of(content_type("media").model))
    record = ["record.qualification", "record.grade", "record.logentry"]
    return ["cv.cvsettings", "core.siteprofile", *record, *kinds]


def pdf_version() -> str | None:
    """The version a kept PDF is filed under, or None while the shared cache is down (the PDF
    is then drawn and not kept)."""
    versions = [http_cache.read_version(resource) for resource in _resources()]
    if any(version is None for version in versions):
        return None
    joined = ":".join([http_cache.release_id(), *versions])
    return hashlib.sha256(joined.encode()).hexdigest()[:32]


def pdf_html(document: dict) -> str:
    return render_to_string(
        "cv/pdf.html",
        {
            "cv": document,
            "first_screen": {"cv": document},
            "title": f"{document['name']} \N{EN DASH} CV",
            "css": PRINT_CSS.read_text(encoding="utf-8"),
        },
    )


def render_pdf(document: dict) -> bytes:
    """The PDF of `document`. Its properties: the title and author name the public name only
    (WeasyPrint adds its own name as the producer)."""
    from weasyprint import HTML  # loads pango; only the PDF's requests need it

    html = HTML(string=pdf_html(document), base_url=settings.SITE_URL, url_fetcher=_refuse)
    return html.write_pdf()


def _cache_key(version: str) -> str:
    return f"cv-pdf:{version}"


def public_pdf() -> tuple[bytes, str | None, bool]:
    """The visitor's PDF, its version (its ETag's; None when not kept) and whether it came from
    the cache."""
    version = pdf_version()
    if version is not None:
        try:
            kept = cache.get(_cache_key(version))
        except CACHE_ERRORS:
            kept = None
        if kept is not None:
            return kept, version, True
    pdf = render_pdf(cv_document())
    if version is not None:
        try:
            cache.set(_cache_key(version), pdf, timeout=PDF_CACHE_SECONDS)
        except CACHE_ERRORS as exc:
            logger.warning("The CV's PDF was not kept (%s)", type(exc).__name__)
    return pdf, version, False


def private_pdf(email: str) -> bytes:
    """The owner's version, with the e-mail they chose: drawn each time, never kept."""
    return render_pdf(cv_document(email=email))
