"""Documents in Django admin (added through the pipeline, listed, searched, deleted), their files'
life (a deleted document's file goes unless a journal entry still shows it) and what
`verify_media` says about them."""

import io

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management import CommandError, call_command

from apps.documents.models import Document
from apps.documents.services import document_delete
from tests.documents import pdfs
from tests.documents.factories import assert_nothing_stored, document_files, uploaded_document
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db

BASE = "/django-admin/documents/document/"


def test_list_and_search(owner_browser):
    uploaded_document(title="Quadratics worksheet")
    uploaded_document(title="Poetry anthology notes")

    listing = owner_browser.get(BASE)
    search = owner_browser.get(BASE, {"q": "quadratics"})

    assert listing.status_code == 200
    assert "Quadratics worksheet" in listing.text
    assert "Poetry anthology notes" in listing.text
    assert "Quadratics worksheet" in search.text
    assert "Poetry anthology notes" not in search.text


def test_a_pdf_added_in_the_admin_goes_through_the_pipeline(owner_browser):
    response = owner_browser.post(
        f"{BASE}add/",
        {"title": "From the admin", "upload": pdfs.upload(pdfs.pdf_with_everything_private())},
    )

    assert response.status_code == 302, response.content
    document = Document.objects.get()
    with default_storage.open(document.file.name, "rb") as handle:
        stored = handle.read()
    assert b"Alex" not in stored
    assert b"alert" not in stored
    assert document_files() == {document.file.name}


def test_a_file_that_is_not_a_pdf_is_refused_in_the_admin(owner_browser):
    response = owner_browser.post(
        f"{BASE}add/",
        {"title": "Not a PDF", "upload": pdfs.upload(b"<html></html>", "x.pdf")},
    )

    assert response.status_code == 200
    assert "Invalid File: Please select a PDF file" in response.text
    assert_nothing_stored()


def test_deleting_in_the_admin_removes_the_file(owner_browser, django_capture_on_commit_callbacks):
    document = uploaded_document()

    with django_capture_on_commit_callbacks(execute=True):
        response = owner_browser.post(f"{BASE}{document.id}/delete/", {"post": "yes"})

    assert response.status_code == 302
    assert_nothing_stored()


def test_a_file_a_journal_entry_shows_is_kept_when_its_document_is_deleted(
    django_capture_on_commit_callbacks,
):
    document = uploaded_document()
    url = f"/media/{document.file.name}"
    GcseJournalEntryFactory(media_uploads=[{"type": "pdf", "title": "Notes", "url": url}])

    with django_capture_on_commit_callbacks(execute=True):
        document_delete(instance=document)

    assert not Document.objects.exists()
    assert document_files() == {document.file.name}
    # Not left behind either: the entry uses it.
    out = io.StringIO()
    call_command("verify_media", stdout=out)
    assert "Documents are consistent: 1 file(s) checked" in out.getvalue()


def test_verify_media_reports_a_document_file_without_a_row_and_a_row_without_its_file():
    kept = uploaded_document(title="Kept")
    broken = uploaded_document(title="Broken notes")
    default_storage.delete(broken.file.name)
    orphan = default_storage.save("documents/left-behind.pdf", ContentFile(pdfs.simple_pdf()))

    out = io.StringIO()
    with pytest.raises(CommandError) as failure:
        call_command("verify_media", stdout=out)

    assert failure.value.returncode == 1
    text = out.getvalue()
    assert f"File without a row: {orphan}" in text
    assert f"Row without its file: {broken.file.name}" in text
    assert f"used by document {broken.id} (Broken notes)" in text
    assert kept.file.name not in text
    assert "under documents/" in str(failure.value)


def test_verify_media_is_clean_with_documents():
    uploaded_document()
    out = io.StringIO()

    call_command("verify_media", stdout=out)

    assert "Documents are consistent: 1 file(s) checked" in out.getvalue()
