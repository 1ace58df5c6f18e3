"""POST /api/documents/upload: what is accepted, what is refused (with words in the
specification's style), and what is stored: a clean copy under a random name, never the
upload."""

import io
import re

import pytest
from django.db import DatabaseError
from PIL import Image
from pypdf import PdfReader

from apps.documents import pdfs as pipeline
from apps.documents.models import Document
from tests.documents import pdfs
from tests.documents.factories import assert_nothing_stored, document_files, stored_bytes

pytestmark = pytest.mark.django_db

URL = pdfs.UPLOAD_URL

NO_FILE = {"file": ["Please select a file to upload"], "errorTitle": "No File Selected"}
INVALID = {"file": ["Please select a PDF file"], "errorTitle": "Invalid File"}
UNREADABLE = {
    "file": ["This PDF could not be read. Please select another PDF file"],
    "errorTitle": "Invalid File",
}
ENCRYPTED = {
    "file": ["Please select a PDF that is not protected by a password"],
    "errorTitle": "Invalid File",
}
TOO_LARGE = {"file": ["Please select a file smaller than 5MB"], "errorTitle": "File Too Large"}


def png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (20, 20), "white").save(buffer, "PNG")
    return buffer.getvalue()


# --- the happy path ----------------------------------------------------------------------------


def test_owner_uploads_a_pdf_and_gets_its_address(owner_client):
    response = pdfs.post_upload(owner_client, pdfs.simple_pdf(3), title="  Past paper 2023 ")

    assert response.status_code == 201, response.content
    body = response.json()
    document = Document.objects.get(id=body["id"])
    assert set(body) == {"id", "title", "url", "type", "size", "warnings"}
    assert body["warnings"] == []  # the personal-data check found nothing
    assert body["title"] == "Past paper 2023" == document.title
    assert body["type"] == "pdf"
    assert body["url"] == f"/media/{document.file.name}"
    assert body["size"] == document.size == len(stored_bytes(document))
    assert document.pages == 3
    assert document_files() == {document.file.name}
    assert len(PdfReader(io.BytesIO(stored_bytes(document))).pages) == 3


def test_the_file_name_is_the_title_when_none_is_given(owner_client):
    response = pdfs.post_upload(owner_client, pdfs.simple_pdf(), name="Quadratics worksheet.pdf")

    assert response.status_code == 201
    assert response.json()["title"] == "Quadratics worksheet"


def test_the_stored_name_is_random_never_the_uploaded_one(owner_client):
    pdfs.post_upload(owner_client, pdfs.simple_pdf(), name="alex-home-address.pdf", title="x")

    (name,) = document_files()
    assert "alex" not in name
    assert re.fullmatch(r"documents/[0-9a-f]{32}\.pdf", name)


def test_what_is_stored_is_a_clean_copy_never_the_upload(owner_client):
    upload = pdfs.pdf_with_everything_private()

    response = pdfs.post_upload(owner_client, upload, title="Homework")

    assert response.status_code == 201, response.content
    stored = stored_bytes(Document.objects.get())
    assert stored != upload
    for word in (b"Alex", b"Privet", b"alert", b"calc", b"Exif", b"JavaScript", b"OpenAction"):
        assert word in upload
        assert word not in stored, word
    reader = PdfReader(io.BytesIO(stored))
    assert reader.metadata is None  # no /Info: no author, creator or producer
    assert set(reader.trailer["/Root"].keys()) == {"/Type", "/Pages"}  # no XMP, names, forms


def test_a_file_of_exactly_5mb_is_accepted(owner_client):
    response = pdfs.post_upload(owner_client, pdfs.pdf_of_size(pipeline.MAX_UPLOAD_BYTES))

    assert response.status_code == 201, response.content


# --- refusals: each with its words, nothing stored ----------------------------------------------


@pytest.mark.parametrize(
    ("data", "name", "content_type", "expected"),
    [
        (b"Just some text\n", "notes.txt", "text/plain", INVALID),
        (b"<html><script>alert(1)</script></html>", "notes.pdf", "application/pdf", INVALID),
        (png(), "diagram.pdf", "application/pdf", INVALID),
        (b"", "empty.pdf", "application/pdf", INVALID),
        (
            b"%PDF-1.7\n<html><script>alert(1)</script></html>",
            "x.pdf",
            "application/pdf",
            UNREADABLE,
        ),
        (pdfs.simple_pdf(2)[:400], "truncated.pdf", "application/pdf", UNREADABLE),
        (pdfs.simple_pdf()[:-12], "no-end.pdf", "application/pdf", UNREADABLE),
        (pdfs.encrypted_pdf(), "locked.pdf", "application/pdf", ENCRYPTED),
        (pdfs.encrypted_pdf(user_password=""), "restricted.pdf", "application/pdf", ENCRYPTED),
    ],
    ids=[
        "text",
        "html named .pdf",
        "png named .pdf",
        "empty",
        "pdf header then html",
        "truncated",
        "cut before its end",
        "encrypted",
        "encrypted without a password to open",
    ],
)
def test_what_is_not_a_readable_pdf_is_refused(owner_client, data, name, content_type, expected):
    response = pdfs.post_upload(owner_client, data, name, content_type, title="Notes")

    assert response.status_code == 400
    assert response.json() == expected
    assert_nothing_stored()


def test_no_file_is_refused(owner_client):
    response = pdfs.post_upload(owner_client, None, title="Notes")

    assert response.status_code == 400
    assert response.json() == NO_FILE
    assert_nothing_stored()


def test_a_file_over_5mb_is_refused(owner_client):
    data = pdfs.pdf_of_size(pipeline.MAX_UPLOAD_BYTES + 1)

    response = pdfs.post_upload(owner_client, data)

    assert response.status_code == 400
    assert response.json() == TOO_LARGE
    assert_nothing_stored()


def test_too_many_pages_are_refused(owner_client, monkeypatch):
    monkeypatch.setattr(pipeline, "MAX_PAGES", 2)

    response = pdfs.post_upload(owner_client, pdfs.simple_pdf(3))

    assert response.status_code == 400
    assert response.json()["errorTitle"] == "File Too Large"
    assert_nothing_stored()


def test_a_long_title_is_refused_with_the_file_checked_too(owner_client):
    response = pdfs.post_upload(owner_client, b"not a pdf", title="x" * 201)

    assert response.status_code == 400
    assert response.json() == {"title": ["Title must be at most 200 characters"], **INVALID}
    assert_nothing_stored()


def test_a_failed_row_save_leaves_no_file_behind(owner_client, monkeypatch):
    def fail(*args, **kwargs):
        raise DatabaseError("disk full")

    monkeypatch.setattr(Document, "save", fail)

    with pytest.raises(DatabaseError):
        pdfs.post_upload(owner_client, pdfs.simple_pdf(), title="Notes")

    monkeypatch.undo()
    assert_nothing_stored()


# --- who may upload ------------------------------------------------------------------------------


def test_only_the_owner_may_upload(not_the_owner):
    client, status = not_the_owner

    response = pdfs.post_upload(client, pdfs.simple_pdf(), title="Notes")

    assert response.status_code == status
    assert_nothing_stored()


@pytest.mark.parametrize("method", ["get", "put", "patch", "delete"])
def test_only_post_is_allowed(owner_client, method):
    assert getattr(owner_client, method)(URL).status_code == 405
