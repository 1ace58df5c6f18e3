"""The S3 path (production's object storage), against a real S3-compatible HTTP server on
loopback (moto's server mode): django-storages' S3 backend talks HTTP to it exactly as it would
to the real thing. Nothing is patched."""

import io
import urllib.request

import pytest
from django.core.management import call_command
from PIL import Image

from apps.gallery.models import GalleryItem
from tests.gallery import pictures

pytestmark = pytest.mark.django_db


@pytest.fixture
def bucket(s3_bucket):
    """The keys in the test's bucket, when called."""
    return s3_bucket.keys


def test_upload_read_back_and_delete_through_s3(
    owner_client, api_client, bucket, s3_endpoint, django_capture_on_commit_callbacks
):
    response = pictures.post_upload(
        owner_client,
        pictures.jpeg_with_everything_private(),
        title="On the bucket",
        category="travel",
    )

    assert response.status_code == 201, response.content
    item = GalleryItem.objects.get()
    assert bucket() == set(item.file_names)
    assert len(item.file_names) == 3

    # What a visitor's browser gets: the public URL, read back over HTTP from the server.
    body = api_client.get(f"/api/gallery-items/{item.id}").json()
    assert body["imageUrl"].startswith(f"{s3_endpoint}/")
    assert body["srcset"].count(s3_endpoint) == 3
    with urllib.request.urlopen(body["imageUrl"], timeout=10) as answer:  # noqa: S310
        assert answer.headers["Content-Type"] == "image/webp"
        stored = Image.open(io.BytesIO(answer.read()))
    assert (stored.format, stored.size) == ("WEBP", (1000, 600))
    assert not stored.getexif()
    assert "icc_profile" not in stored.info

    call_command("verify_media", stdout=io.StringIO())  # consistent: no CommandError

    with django_capture_on_commit_callbacks(execute=True):
        assert owner_client.delete(f"/api/gallery-items/{item.id}").status_code == 204
        assert bucket() == set(item.file_names)  # kept until the transaction commits

    assert bucket() == set()


def test_a_refused_upload_puts_nothing_in_the_bucket(owner_client, bucket):
    response = pictures.post_upload(owner_client, pictures.jpeg() + b"<html></html>", title="x")

    assert response.status_code == 400
    assert bucket() == set()
    assert not GalleryItem.objects.exists()
