"""Writes of documents. Files and rows change together here, and only here.

- An upload stores the clean copy first, then the row; if the row cannot be written, the file
  just written is removed before the error goes on, so a failed save leaves no file behind.
- Deleting a document removes its file once the transaction has committed, and only if no row
  refers to it any more (a journal entry that attached it keeps it: apps/core/media_references).
"""

from functools import partial

from django.db import transaction

from apps.core.media_references import files_unused

from . import pdfs
from .models import Document

DEFAULT_TITLE = "Document"


def document_upload(*, pdf: pdfs.CleanPdf, title: str = "") -> Document:
    """A document for a checked PDF (pdfs.read_upload made its clean copy)."""
    document = Document(title=(title or "").strip() or DEFAULT_TITLE, size=pdf.size)
    document.pages = pdf.pages
    document.full_clean(exclude=["file"])  # refuse bad text before any file is written
    name = pdfs.store(pdf=pdf)
    try:
        with transaction.atomic():
            document.file.name = name
            document.save()
    except BaseException:
        pdfs.delete_files(names=[name])
        raise
    return document


def _delete_unused(names: list[str]) -> None:
    try:
        unused = files_unused(names)
    except Exception:  # the check failed: keep every file (verify_media lists them)
        return
    pdfs.delete_files(names=unused)


@transaction.atomic
def document_delete(*, instance: Document) -> None:
    name = instance.file.name
    instance.delete()
    if name:
        transaction.on_commit(partial(_delete_unused, [name]))
