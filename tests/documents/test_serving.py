"""How a stored document reaches a browser: from this site's media folder (apps/core/views.py)
and from an S3 bucket (apps/core/storage.py), always as application/pdf shown in the viewer with
nosniff, never as a page; anything else in the documents folder only ever as a download."""

import re
import urllib.request

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.test import Client

from apps.documents.models import Document
from tests.core.test_security_headers import assert_security_headers
from tests.documents import pdfs
from tests.documents.factories import stored_bytes, uploaded_document

pytestmark = pytest.mark.django_db


def test_a_stored_pdf_is_served_as_a_pdf_shown_inline(client: Client):
    document = uploaded_document()
    url = f"/media/{document.file.name}"

    response = client.get(url)

    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    file_name = document.file.name.split("/")[-1]
    assert re.fullmatch(r"[0-9a-f]{32}\.pdf", file_name)
    assert response["Content-Disposition"] == f'inline; filename="{file_name}"'
    assert response["X-Content-Type-Options"] == "nosniff"
    assert_security_headers(response)
    # A browser's PDF viewer may refuse a sandboxed document: the clean copy is not sandboxed.
    assert "sandbox" not in response["Content-Security-Policy"]
    assert b"".join(response.streaming_content) == stored_bytes(document)


@pytest.mark.parametrize(
    ("name", "path"),
    [
        ("documents/page.html", "/media/documents/page.html"),
        ("documents/page.pdf.html", "/media/documents/page.pdf.html"),
        ("documents/script.svg", "/media/documents/script.svg"),
        ("documents/page.html", "/media/gallery/../documents/page.html"),
    ],
)
def test_anything_else_in_the_documents_folder_is_only_a_sandboxed_download(
    client: Client, name, path
):
    default_storage.save(name, ContentFile(b"<html><script>alert(1)</script></html>"))

    response = client.get(path)

    assert response.status_code == 200
    assert response["Content-Type"] == "application/octet-stream"
    assert response["Content-Disposition"].startswith("attachment;")
    assert response["X-Content-Type-Options"] == "nosniff"
    assert "sandbox" in response["Content-Security-Policy"]


def test_a_pdf_outside_the_documents_folder_stays_sandboxed(client: Client):
    default_storage.save("gallery/odd.pdf", ContentFile(pdfs.simple_pdf()))

    response = client.get("/media/gallery/odd.pdf")

    assert response.status_code == 200
    assert "sandbox" in response["Content-Security-Policy"]


def test_a_missing_document_is_404(client: Client):
    response = client.get("/media/documents/0123456789abcdef0123456789abcdef.pdf")

    assert response.status_code == 404
    assert_security_headers(response)


# --- S3 -------------------------------------------------------------------------------------


def test_a_document_in_the_bucket_carries_its_type_and_disposition(owner_client, s3_bucket):
    client, name = s3_bucket.client, s3_bucket.name

    response = pdfs.post_upload(owner_client, pdfs.simple_pdf(), title="On the bucket")

    assert response.status_code == 201, response.content
    document = Document.objects.get()
    head = client.head_object(Bucket=name, Key=document.file.name)
    file_name = document.file.name.split("/")[-1]
    assert head["ContentType"] == "application/pdf"
    assert head["ContentDisposition"] == f'inline; filename="{file_name}"'
    # What a visitor's browser gets from the bucket's own address.
    url = response.json()["url"]
    assert url.endswith(document.file.name)
    assert url.startswith("http://127.0.0.1")
    with urllib.request.urlopen(url, timeout=10) as answer:  # noqa: S310
        assert answer.headers["Content-Type"] == "application/pdf"
        assert answer.headers["Content-Disposition"] == f'inline; filename="{file_name}"'
        assert answer.read() == stored_bytes(document)


def test_other_files_in_the_bucket_keep_their_type(s3_bucket):
    client, name = s3_bucket.client, s3_bucket.name

    default_storage.save("gallery/photo.webp", ContentFile(b"RIFF....WEBP"))
    default_storage.save("documents/odd.html", ContentFile(b"<html></html>"))

    photo = client.head_object(Bucket=name, Key="gallery/photo.webp")
    odd = client.head_object(Bucket=name, Key="documents/odd.html")
    assert photo["ContentType"] == "image/webp"
    assert "ContentDisposition" not in photo
    assert odd["ContentType"] == "application/octet-stream"
    assert odd["ContentDisposition"] == 'attachment; filename="odd.html"'
