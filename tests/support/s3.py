"""A real S3-compatible HTTP server on loopback (moto's server mode) and a new public-read
bucket on it that the default storage points at, with the backend base.py uses in production
(apps/core/storage.py: MediaS3Storage). django-storages talks HTTP to it exactly as it would to
the real thing; nothing is patched.

Its fixtures, `s3_endpoint` and `s3_bucket`, are available to every suite (tests/conftest.py
names this module in `pytest_plugins`).
"""

import json
import uuid
from dataclasses import dataclass

import boto3
import pytest
from moto.server import ThreadedMotoServer


@dataclass(frozen=True)
class Bucket:
    client: object  # boto3's S3 client
    name: str
    endpoint: str

    def keys(self) -> set[str]:
        listing = self.client.list_objects_v2(Bucket=self.name)
        return {obj["Key"] for obj in listing.get("Contents", [])}


@pytest.fixture(scope="module")
def s3_endpoint():
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    yield f"http://{host}:{port}"
    server.stop()


@pytest.fixture
def s3_bucket(s3_endpoint, settings, monkeypatch) -> Bucket:
    """A new bucket anyone may read (never list or write: querystring_auth off means public
    URLs), and the default storage pointed at it the way base.py does."""
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")
    name = f"portfolio-media-{uuid.uuid4().hex[:12]}"
    client = boto3.client("s3", endpoint_url=s3_endpoint, region_name="us-east-1")
    client.create_bucket(Bucket=name)
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
            "BACKEND": "apps.core.storage.MediaS3Storage",
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
    return Bucket(client=client, name=name, endpoint=s3_endpoint)
