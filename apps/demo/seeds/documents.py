"""The demo's documents: a certificate kept as a PDF, made from its drawn picture and stored
through the same pipeline as an owner's upload (a clean copy), so the demo shows what
'View Certificate' does with a PDF."""

import io

from PIL import Image

from apps.demo.images import demo_upload

# A drawn certificate is 2400 x 1350 pixels: at this many per inch it is an A4-wide landscape page.
PDF_RESOLUTION = 200


def demo_certificate_pdf(*, picture: str, title: str) -> str:
    """The address of the demo PDF of the certificate picture `picture`, stored once under
    `title` (a second seed finds it and stores nothing)."""
    from apps.documents import pdfs
    from apps.documents.models import Document
    from apps.documents.services import document_upload

    existing = Document.objects.filter(title=title).first()
    if existing is not None:
        return existing.file.url
    scan = Image.open(io.BytesIO(demo_upload(picture)))
    printed = io.BytesIO()
    scan.save(printed, "PDF", resolution=PDF_RESOLUTION)
    return document_upload(pdf=pdfs.clean_copy(data=printed.getvalue()), title=title).file.url
