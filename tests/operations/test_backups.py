"""Backups round-trip every row and every media file through an empty database and storage."""

import hashlib
import io
import json
import os
import stat
import tarfile
from datetime import date
from unittest import mock

import pytest
from django.apps import apps
from django.core.files.storage import default_storage
from django.core.management import CommandError, call_command
from django.utils import timezone

from apps.accounts.lockout import device_remember
from apps.blog.services import post_create
from apps.cv.models import SECTION_KEYS
from apps.cv.services import cv_settings_update
from apps.guardian.holds import hold_create
from apps.guardian.models import BlockedSender, GuardianDigest, GuardianForward
from apps.operations import backups
from apps.operations.backups import backup_labels, media_names
from apps.statement.services import (
    statement_comment_add,
    statement_create,
    statement_evidence_set,
)
from tests.accounts.factories import OwnerFactory
from tests.blog.factories import BlogPostFactory
from tests.contact.factories import ContactMessageFactory
from tests.core.factories import SiteProfileFactory
from tests.documents.factories import uploaded_document
from tests.gallery.factories import uploaded_item
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.record.factories import gcse_maths, grade, log_entry
from tests.sharing.factories import share
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.testimonials.factories import (
    ApprovedTestimonialFactory,
    TestimonialFactory,
    TestimonialRequestFactory,
)
from tests.travel.factories import TravelStoryFactory
from tests.visits.factories import views_of

pytestmark = pytest.mark.django_db(transaction=True)


def _quiet(*args):
    call_command(*args, stdout=io.StringIO())


def _snapshot() -> tuple[dict[str, int], dict[str, str]]:
    rows = {label: apps.get_model(label)._default_manager.count() for label in backup_labels()}
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
    """At least one row of every model the backup holds (the round trip checks that)."""
    owner = OwnerFactory()
    device_remember(user=owner, token=None)
    SiteProfileFactory()
    BlogPostFactory.create_batch(3)
    BlogPostFactory(is_published=False)
    # Through the service: a post's revision and its category rows are kept too.
    post_create(title="Saved", excerpt="Kept.", content="A *draft*.", categories=["Science"])
    GcseJournalEntryFactory.create_batch(2)
    TravelStoryFactory()
    ProjectFactory()
    MemeFactory()
    AchievementFactory()
    MediaItemFactory()
    TestimonialFactory()
    ApprovedTestimonialFactory()
    TestimonialRequestFactory()
    ContactMessageFactory()
    # A message held for the guardian (its token's hash only) and a week's digest sent.
    hold_create(message=ContactMessageFactory(age_verification="under-13-with-consent"))
    GuardianDigest.objects.create(week=timezone.localdate(), sent_at=timezone.now())
    # A blocked sender with its count, and a message shown to the guardian (issue 28).
    BlockedSender.objects.create(email="troll@example.com", dropped_count=2)
    GuardianForward.objects.create(message=ContactMessageFactory())
    views_of("/blog", 3)  # daily totals: no personal data, the owner's own statistics
    share(GcseJournalEntryFactory(is_published=False))  # a share link (its token's hash only)
    uploaded_item(title="Science fair", width=1200, height=800)
    uploaded_item(title="School trip", width=700, height=500)
    uploaded_document(title="Past paper")
    statement = statement_create(data={"title": "Physics, 2027 entry", "course": "Why physics."})
    statement_comment_add(statement=statement, answer="course", text="Why?", author="Mrs Patel")
    # Its first revision is the service's; evidence beside an answer, one of the owner's rows.
    statement_evidence_set(statement=statement, evidence=[("course", "project", ProjectFactory())])
    maths = gcse_maths()  # the record: a qualification, a grade, a log entry with evidence
    grade(maths, kind="mock", value="6", date=date(2026, 11, 20))
    log_entry(evidence=[("project", ProjectFactory())])
    # The CV's sections in the owner's order, the first one hidden.
    cv_settings_update(
        sections=[{"key": key, "shown": i > 0} for i, key in enumerate(reversed(SECTION_KEYS))]
    )


def test_backup_and_restore_round_trip_every_row_and_checksum(tmp_path):
    _make_content()
    before_rows, before_files = _snapshot()
    archive = tmp_path / "site.tar.gz"

    _quiet("backup", str(archive))
    _wipe_everything()
    assert _snapshot() == (dict.fromkeys(backup_labels(), 0), {})
    _quiet("restore", str(archive))

    after_rows, after_files = _snapshot()
    assert after_rows == before_rows
    assert after_files == before_files  # same names, 0 checksum mismatches
    assert len(before_files) >= 4  # the two photos' variants
    assert before_rows["gallery.galleryitem"] == 2
    empty = [label for label, count in before_rows.items() if count == 0]
    assert empty == [], "every model the backup holds must take part in the round trip"


def test_the_backup_holds_every_model_of_the_project_but_those_that_opt_out():
    """From the app registry, never a hand list: a new model is backed up unless it says
    backup_exclude = True."""
    project = {
        model._meta.label_lower
        for model in apps.get_models()
        if model._meta.app_config.name.startswith("apps.")
    }

    # Sign-in attempts live for a moment; the search index is made again from the rows.
    assert set(backup_labels()) == project - {"accounts.signinattempt", "search.searchdocument"}
    order = backup_labels()
    assert order.index("accounts.user") < order.index("accounts.trusteddevice")


def test_the_manifest_lists_the_sha256_of_every_file(tmp_path):
    _make_content()
    archive = tmp_path / "site.tar.gz"
    _quiet("backup", str(archive))

    with tarfile.open(archive) as tar:
        manifest = json.loads(tar.extractfile("manifest.json").read())
        for name, digest in manifest["files"].items():
            assert hashlib.sha256(tar.extractfile(name).read()).hexdigest() == digest
    assert "data/blog.blogpost.json" in manifest["files"]
    assert manifest["rows"]["blog.blogpost"] == 5


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

    assert _snapshot() == (dict.fromkeys(backup_labels(), 0), {})


# --- archives are private: they hold the owner's password hash and children's messages ----------


@pytest.fixture
def permissive_umask():
    """The usual umask (022), under which a plainly created file is readable by everyone."""
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_an_archive_is_readable_by_its_owner_only(tmp_path, permissive_umask):
    _make_content()
    fresh = tmp_path / "site.tar.gz"
    existing = tmp_path / "old.tar.gz"
    existing.write_bytes(b"an older archive")
    existing.chmod(0o644)

    _quiet("backup", str(fresh))
    _quiet("backup", str(existing))

    assert _mode(fresh) == 0o600
    assert _mode(existing) == 0o600  # replacing a world-readable file does not keep its mode
    assert tarfile.is_tarfile(existing)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.tar.gz", "site.tar.gz"]


def test_an_archive_is_private_from_its_first_byte(tmp_path, permissive_umask):
    """Not made private afterwards (chmod after writing): the file being written is 0600 before
    a byte of data goes in, and nothing is ever at PATH until the archive is complete."""
    _make_content()
    archive = tmp_path / "site.tar.gz"
    modes_while_writing = []
    real_open = tarfile.open

    def watching_open(*args, **kwargs):
        opened = real_open(*args, **kwargs)
        modes_while_writing.append(stat.S_IMODE(os.fstat(opened.fileobj.fileno()).st_mode))
        assert not archive.exists()
        return opened

    with mock.patch.object(backups.tarfile, "open", watching_open):
        _quiet("backup", str(archive))

    assert modes_while_writing == [0o600]
    assert _mode(archive) == 0o600


def test_a_failed_backup_leaves_no_partial_file_and_keeps_the_previous_archive(tmp_path):
    _make_content()
    archive = tmp_path / "site.tar.gz"
    archive.write_bytes(b"last night's archive")

    with (
        mock.patch.object(backups.default_storage, "open", side_effect=OSError("disk error")),
        pytest.raises(CommandError, match="No backup was written"),
    ):
        _quiet("backup", str(archive))

    assert archive.read_bytes() == b"last night's archive"
    assert [p.name for p in tmp_path.iterdir()] == ["site.tar.gz"]


def test_an_archive_from_before_one_file_per_model_still_restores(tmp_path):
    """Archives made by the previous release hold every row in one data.json."""
    from django.core import serializers

    _make_content()
    rows, _ = _snapshot()
    objects = [
        row
        for label in backup_labels()
        for row in apps.get_model(label)._default_manager.order_by("pk")
    ]
    data = serializers.serialize("json", objects, use_natural_foreign_keys=True).encode()
    manifest = {"rows": rows, "files": {"data.json": hashlib.sha256(data).hexdigest()}}
    archive = tmp_path / "old.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        for name, body in (("data.json", data), ("manifest.json", json.dumps(manifest).encode())):
            info = tarfile.TarInfo(name)
            info.size = len(body)
            tar.addfile(info, io.BytesIO(body))
    _wipe_everything()

    _quiet("restore", str(archive))

    assert _snapshot()[0] == rows
