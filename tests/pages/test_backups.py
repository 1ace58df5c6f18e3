"""Backups round-trip every row and every media file through an empty database and storage."""

import hashlib
import io
import json
import tarfile

import pytest
from django.apps import apps
from django.core.files.storage import default_storage
from django.core.management import CommandError, call_command

from apps.pages.backups import MODELS, media_names
from tests.accounts.factories import OwnerFactory
from tests.blog.factories import BlogPostFactory
from tests.contact.factories import ContactMessageFactory
from tests.core.factories import SiteProfileFactory
from tests.gallery.factories import uploaded_item
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import MemeFactory, ProjectFactory
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db(transaction=True)


def _quiet(*args):
    call_command(*args, stdout=io.StringIO())


def _snapshot() -> tuple[dict[str, int], dict[str, str]]:
    rows = {label: apps.get_model(label)._default_manager.count() for label in MODELS}
    files = {}
    for name in media_names():
        with default_storage.open(name, "rb") as handle:
            files[name] = hashlib.sha256(handle.read()).hexdigest()
    return rows, files


def _wipe_everything():
    _quiet("flush", "--noinput")
    for name in media_names():
        default_storage.delete(name)


def _make_content():
    OwnerFactory()
    SiteProfileFactory()
    BlogPostFactory.create_batch(3)
    BlogPostFactory(is_published=False)
    GcseJournalEntryFactory.create_batch(2)
    TravelStoryFactory()
    ProjectFactory()
    MemeFactory()
    TestimonialFactory()
    ApprovedTestimonialFactory()
    ContactMessageFactory()
    uploaded_item(title="Science fair", width=1200, height=800)
    uploaded_item(title="School trip", width=700, height=500)


def test_backup_and_restore_round_trip_every_row_and_checksum(tmp_path):
    _make_content()
    before_rows, before_files = _snapshot()
    archive = tmp_path / "site.tar.gz"

    _quiet("backup", str(archive))
    _wipe_everything()
    assert _snapshot() == (dict.fromkeys(MODELS, 0), {})
    _quiet("restore", str(archive))

    after_rows, after_files = _snapshot()
    assert after_rows == before_rows
    assert after_files == before_files  # same names, 0 checksum mismatches
    assert len(before_files) >= 4  # the two photos' variants
    assert before_rows["gallery.galleryitem"] == 2


def test_the_manifest_lists_the_sha256_of_every_file(tmp_path):
    _make_content()
    archive = tmp_path / "site.tar.gz"
    _quiet("backup", str(archive))

    with tarfile.open(archive) as tar:
        manifest = json.loads(tar.extractfile("manifest.json").read())
        for name, digest in manifest["files"].items():
            assert hashlib.sha256(tar.extractfile(name).read()).hexdigest() == digest
    assert "data.json" in manifest["files"]
    assert manifest["rows"]["blog.blogpost"] == 4


def test_restore_refuses_a_database_that_is_not_empty(tmp_path):
    _make_content()
    archive = tmp_path / "site.tar.gz"
    _quiet("backup", str(archive))

    with pytest.raises(CommandError, match="needs an empty database"):
        _quiet("restore", str(archive))


def test_restore_refuses_a_tampered_archive_and_writes_nothing(tmp_path):
    _make_content()
    archive = tmp_path / "site.tar.gz"
    _quiet("backup", str(archive))
    tampered = tmp_path / "tampered.tar.gz"
    with tarfile.open(archive) as src, tarfile.open(tampered, "w:gz") as dst:
        for member in src.getmembers():
            data = src.extractfile(member).read()
            if member.name.startswith("media/"):
                data = data[:-1] + bytes([data[-1] ^ 1])
            member.size = len(data)
            dst.addfile(member, io.BytesIO(data))
    _wipe_everything()

    with pytest.raises(CommandError, match="fail their checksum"):
        _quiet("restore", str(tampered))

    assert _snapshot() == (dict.fromkeys(MODELS, 0), {})
