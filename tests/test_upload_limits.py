"""The largest upload is written once, in frontend/src/config/shared-constants.json, which the
server and the admin panel both read: the server refuses one byte over it, in the
specification's words ("Please select an image smaller than 5MB"), and no other file of the
gallery, the documents or the panel writes the size again."""

import json
import re
from pathlib import Path

import pytest

from apps.documents import pdfs as pdf_pipeline
from apps.documents.admin import DocumentAddForm
from apps.gallery import images
from apps.gallery.admin import GalleryItemAddForm
from tests.documents import pdfs
from tests.documents.factories import assert_nothing_stored as no_document_stored
from tests.gallery import pictures
from tests.gallery.factories import assert_nothing_stored as no_photo_stored

ROOT = Path(__file__).resolve().parents[1]
SHARED = json.loads((ROOT / "frontend/src/config/shared-constants.json").read_text("utf-8"))
LIMIT = SHARED["maxUploadMegabytes"] * 1024 * 1024


def test_the_specifications_limit_is_the_shared_one():
    # Section 5: "At most 5MB".
    assert SHARED["maxUploadMegabytes"] == 5
    assert images.MAX_UPLOAD_BYTES == LIMIT == 5 * 1024 * 1024
    assert pdf_pipeline.MAX_UPLOAD_BYTES == LIMIT
    assert images.MAX_REQUEST_BYTES > LIMIT
    assert pdf_pipeline.MAX_REQUEST_BYTES > LIMIT


def test_the_messages_keep_the_specifications_words():
    assert images.TOO_LARGE == {
        "title": "File Too Large",
        "message": "Please select an image smaller than 5MB",
    }
    assert pdf_pipeline.TOO_LARGE["message"] == "Please select a file smaller than 5MB"
    assert "at most 5MB" in str(GalleryItemAddForm.base_fields["upload"].help_text)
    assert "At most 5MB" in str(DocumentAddForm.base_fields["upload"].help_text)


@pytest.mark.django_db
def test_a_photo_one_byte_over_the_shared_limit_is_refused(owner_client):
    data = pictures.jpeg()
    data += b"\x00" * (LIMIT + 1 - len(data))

    response = pictures.post_upload(owner_client, data, "photo.jpg", "image/jpeg", title="Big")

    assert response.status_code == 400
    assert response.json() == {
        "image": ["Please select an image smaller than 5MB"],
        "errorTitle": "File Too Large",
    }
    no_photo_stored()


@pytest.mark.django_db
def test_a_pdf_one_byte_over_the_shared_limit_is_refused(owner_client):
    response = pdfs.post_upload(owner_client, pdfs.pdf_of_size(LIMIT + 1))

    assert response.status_code == 400
    assert response.json() == {
        "file": ["Please select a file smaller than 5MB"],
        "errorTitle": "File Too Large",
    }
    no_document_stored()


# The size written as a number of bytes or in words, outside the JSON file.
WRITTEN_AGAIN = re.compile(r"5 \* 1024 \* 1024|\b5 ?MB\b")


@pytest.mark.parametrize(
    "path",
    [
        "apps/gallery/images.py",
        "apps/gallery/admin.py",
        "apps/documents/pdfs.py",
        "apps/documents/admin.py",
        "frontend/src/admin/api/gallery.ts",
        "frontend/src/admin/api/documents.ts",
        "frontend/src/admin/tabs/gallery/upload-form.tsx",
        "frontend/src/admin/tabs/gcse/journal-attachments.tsx",
    ],
)
def test_no_file_writes_the_limit_again(path):
    assert WRITTEN_AGAIN.findall((ROOT / path).read_text("utf-8")) == []
