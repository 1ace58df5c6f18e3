"""Back up and restore the whole site: every content row as JSON, every media file, and a
manifest with the sha256 of each file, in one .tar.gz archive."""

import hashlib
import io
import json
import tarfile
from dataclasses import dataclass
from datetime import UTC, datetime

from django.apps import apps
from django.core import serializers
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction

from apps.core.http_cache import content_changed

# What a backup holds, in an order that loads without breaking foreign keys.
MODELS = (
    "accounts.user",
    "core.siteprofile",
    "blog.blogpost",
    "journal.gcsejournalentry",
    "travel.travelstory",
    "media.mediaitem",
    "showcase.achievement",
    "showcase.project",
    "showcase.meme",
    "gallery.galleryitem",
    "testimonials.testimonial",
    "testimonials.testimonialrequest",
    "contact.contactmessage",
)
DATA_NAME = "data.json"
MANIFEST_NAME = "manifest.json"
MEDIA_PREFIX = "media/"


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def media_names(directory: str = "") -> list[str]:
    """Every file in the default storage, as storage names, sorted."""
    dirs, files = default_storage.listdir(directory)
    names = [f"{directory}/{f}" if directory else f for f in files]
    for d in dirs:
        names.extend(media_names(f"{directory}/{d}" if directory else d))
    return sorted(names)


def _add(archive: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mtime = int(datetime.now(UTC).timestamp())
    archive.addfile(info, io.BytesIO(data))


@dataclass(frozen=True)
class BackupSummary:
    rows: dict[str, int]
    files: int


def backup_write(*, path: str) -> BackupSummary:
    """Write the archive at `path`."""
    rows: dict[str, int] = {}
    objects = []
    for label in MODELS:
        model = apps.get_model(label)
        queryset = model._default_manager.order_by("pk")
        rows[label] = queryset.count()
        objects.extend(queryset)
    data = serializers.serialize("json", objects, indent=1).encode()
    checksums = {DATA_NAME: _sha256(data)}
    with tarfile.open(path, "w:gz") as archive:
        _add(archive, DATA_NAME, data)
        names = media_names()
        for name in names:
            with default_storage.open(name, "rb") as handle:
                content = handle.read()
            checksums[MEDIA_PREFIX + name] = _sha256(content)
            _add(archive, MEDIA_PREFIX + name, content)
        manifest = {
            "created": datetime.now(UTC).isoformat(),
            "rows": rows,
            "files": checksums,
        }
        _add(archive, MANIFEST_NAME, json.dumps(manifest, indent=1).encode())
    return BackupSummary(rows=rows, files=len(names))


class RestoreError(Exception):
    pass


def _members(archive: tarfile.TarFile) -> dict[str, bytes]:
    contents = {}
    for member in archive.getmembers():
        if not member.isfile() or member.name.startswith("/") or ".." in member.name.split("/"):
            raise RestoreError(f"Unexpected entry in the archive: {member.name}")
        contents[member.name] = archive.extractfile(member).read()
    return contents


@transaction.atomic
def backup_restore(*, path: str) -> BackupSummary:
    """Load the archive at `path` into an empty database and storage. Every checksum is verified
    before anything is written; any mismatch, or existing content, refuses the whole restore."""
    with tarfile.open(path, "r:gz") as archive:
        contents = _members(archive)
    if MANIFEST_NAME not in contents or DATA_NAME not in contents:
        raise RestoreError("This is not a backup archive (no manifest or data).")
    manifest = json.loads(contents[MANIFEST_NAME])
    listed = set(manifest["files"])
    present = set(contents) - {MANIFEST_NAME}
    if listed != present:
        raise RestoreError(f"Archive and manifest disagree: {sorted(listed ^ present)[:5]}")
    bad = [n for n, digest in manifest["files"].items() if _sha256(contents[n]) != digest]
    if bad:
        raise RestoreError(f"{len(bad)} file(s) fail their checksum, e.g. {bad[0]}")

    occupied = [label for label in MODELS if apps.get_model(label)._default_manager.exists()]
    if occupied or media_names():
        raise RestoreError(
            "Restore needs an empty database and media storage; found "
            + (", ".join(occupied) if occupied else "media files")
        )

    for obj in serializers.deserialize("json", contents[DATA_NAME]):
        obj.save()
    written: list[str] = []
    try:
        for name, content in contents.items():
            if name.startswith(MEDIA_PREFIX):
                storage_name = name.removeprefix(MEDIA_PREFIX)
                saved = default_storage.save(storage_name, ContentFile(content))
                written.append(saved)
                if saved != storage_name:
                    raise RestoreError(f"Storage renamed {storage_name} to {saved}")
        rows = {label: apps.get_model(label)._default_manager.count() for label in MODELS}
        if rows != manifest["rows"]:
            raise RestoreError(f"Row counts differ after loading: {rows} != {manifest['rows']}")
    except Exception:
        # The rows roll back with the transaction; the files must be removed by hand.
        for saved in written:
            default_storage.delete(saved)
        raise
    for label in MODELS:  # the API must not answer from what it cached before the restore
        content_changed(apps.get_model(label))
    return BackupSummary(rows=rows, files=len(written))
