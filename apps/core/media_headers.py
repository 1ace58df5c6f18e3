"""How a stored file is sent to a browser: the same answer for files this site serves from its
filesystem storage (apps/core/views.py: media) and for objects written to an S3 bucket
(apps/core/storage.py), so a document behaves the same in either.

Only the documents folder is special. A PDF there was written by the documents pipeline
(apps/documents/pdfs.py: a clean copy, never the upload), and is sent as `application/pdf`,
shown in the browser's viewer, with a file name made of safe characters only. Anything else in
that folder (which the pipeline never writes) is only ever a download, never shown. Everything
else keeps the storage's own content type.
"""

import posixpath
import re
from dataclasses import dataclass

DOCUMENTS_FOLDER = "documents"
PDF_CONTENT_TYPE = "application/pdf"

_SAFE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$")


@dataclass(frozen=True)
class MediaHeaders:
    content_type: str
    content_disposition: str
    # A browser's PDF viewer runs scripts of its own, which the media files' `sandbox` policy
    # forbids: Safari then shows a blank page, Chromium refused to start its viewer in many
    # versions (and still draws no page thumbnails). Only the pipeline's clean PDFs go without.
    sandboxed: bool


def _safe_file_name(name: str, *, fallback: str) -> str:
    base = posixpath.basename(name)
    return base if _SAFE_NAME.match(base) else fallback


def is_document_pdf(name: str) -> bool:
    """A PDF the documents pipeline stored (by its storage name, "documents/....pdf")."""
    return name.startswith(f"{DOCUMENTS_FOLDER}/") and name.lower().endswith(".pdf")


def media_headers(name: str) -> MediaHeaders | None:
    """The content type and disposition to send with the stored file `name` (a storage name
    such as "documents/ab12.pdf"), or None to keep the storage's defaults."""
    name = posixpath.normpath(name).lstrip("/")  # as the file is found (no "a/../b" tricks)
    if not name.startswith(f"{DOCUMENTS_FOLDER}/"):
        return None
    if is_document_pdf(name):
        file_name = _safe_file_name(name, fallback="document.pdf")
        return MediaHeaders(
            content_type=PDF_CONTENT_TYPE,
            content_disposition=f'inline; filename="{file_name}"',
            sandboxed=False,
        )
    return MediaHeaders(
        content_type="application/octet-stream",
        content_disposition=f'attachment; filename="{_safe_file_name(name, fallback="file")}"',
        sandboxed=True,
    )
