"""The S3 path (production's object storage), against a real S3-compatible HTTP server on
loopback (moto's server mode): django-storages' S3 backend talks HTTP to it exactly as it would
to the real thing. Nothing is patched."""

import io
import json
import urllib.request
import uuid

import boto3
import pytest
from django.core.management import call_command
from moto.server import ThreadedMotoServer
from PIL import Image

from apps.gallery.models import GalleryItem
from tests.gallery import pictures

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def s3_endpoint():
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    yield f"http://{host}:{port}"
    server.stop()


@pytest.fixture
def bucket(s3_endpoint, settings, monkeypatch):
    """A new bucket, and the default storage pointed at it the way production.py does."""
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")
    name = f"portfolio-media-{uuid.uuid4().hex[:12]}"
    client = boto3.client("s3", endpoint_url=s3_endpoint, region_name="us-east-1")
    client.create_bucket(Bucket=name)
    # querystring_auth off means public URLs: the bucket lets anyone read (never list or write).
    public_read = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": "*",
                "Action": "s3:GetObject",
                "Resource": f"arn:aws:s3:::{name}/*",
            }
        ],
    }
    client.put_bucket_policy(Bucket=name, Policy=json.dumps(public_read))
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "storages.backends.s3.S3Storage",
            "OPTIONS": {
                "bucket_name": name,
                "endpoint_url": s3_endpoint,
                "region_name": "us-east-1",
                "default_acl": None,
                "file_overwrite": False,
                "querystring_auth": False,
            },
        },
    }

    def keys() -> set[str]:
        listing = client.list_objects_v2(Bucket=name)
        return {obj["Key"] for obj in listing.get("Contents", [])}

    return keys


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
