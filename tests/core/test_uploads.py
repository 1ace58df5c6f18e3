"""What every owner upload endpoint does alike (apps/core/uploads.py): a request larger than the
limit is refused from its Content-Length header, before its body is read, with the endpoint's
own words, and nothing is stored."""

import pytest

from tests.documents import factories as documents
from tests.documents import pdfs
from tests.gallery import factories as gallery
from tests.gallery import pictures

pytestmark = pytest.mark.django_db

ENDPOINTS = [
    pytest.param(
        pictures.UPLOAD_URL,
        {"image": ["Please select an image smaller than 5MB"], "errorTitle": "File Too Large"},
        gallery.assert_nothing_stored,
        id="gallery",
    ),
    pytest.param(
        pdfs.UPLOAD_URL,
        {"file": ["Please select a file smaller than 5MB"], "errorTitle": "File Too Large"},
        documents.assert_nothing_stored,
        id="documents",
    ),
]


@pytest.mark.parametrize(("url", "too_large", "assert_nothing_stored"), ENDPOINTS)
def test_a_much_bigger_request_is_refused_without_reading_it(
    owner_client, url, too_large, assert_nothing_stored
):
    # The header claims 50 MB; the body is a few bytes. Reading past them would fail the test
    # client's payload ("Cannot read more than the available bytes"), so a 400 proves the view
    # answered from the header alone.
    response = owner_client.post(
        url,
        b"--x--",
        content_type="multipart/form-data; boundary=x",
        CONTENT_LENGTH=str(50 * 1024 * 1024),
    )

    assert response.status_code == 400
    assert response.json() == too_large
    assert_nothing_stored()
