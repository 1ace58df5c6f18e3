from django.core.files.storage import default_storage

from apps.documents import pdfs as pipeline
from apps.documents.models import Document
from apps.documents.services import document_upload
from apps.gallery.management.commands.verify_media import stored_names
from tests.documents import pdfs


def uploaded_document(*, title: str = "Worked examples", data: bytes | None = None) -> Document:
    """A document made by the real pipeline, with its clean copy stored."""
    pdf = pipeline.read_upload(upload=pdfs.upload(data or pdfs.simple_pdf()))
    return document_upload(pdf=pdf, title=title)


def document_files() -> set[str]:
    """Every file under documents/ in the default storage."""
    return stored_names(pipeline.FOLDER)


def stored_bytes(document: Document) -> bytes:
    with default_storage.open(document.file.name, "rb") as handle:
        return handle.read()


def assert_nothing_stored() -> None:
    assert Document.objects.count() == 0
    assert document_files() == set()
