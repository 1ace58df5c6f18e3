"""Back up and restore the whole site: every row as JSON (one file per model), every media
file, and a manifest with the sha256 of each, in one .tar.gz archive.

- What it holds comes from the app registry: every model of the project's apps, in an order
  that loads without breaking foreign keys (Django's own dumpdata ordering), so a new model can
  never be left out. A model whose rows only live for a moment says `backup_exclude = True`.
- It streams: each model's rows are serialised to a temporary file a chunk at a time and each
  media file is copied from the storage as it goes, hashed on the way into the archive; no
  whole table or media folder is ever held in memory.
- An archive holds the owner's password hash and visitors' messages (some from children), so
  it is readable by its owner only (mode 0600) from its first byte: it is written to a new
  private file beside PATH and renamed to PATH once complete, whatever the umask or a file
  already at PATH.
"""

import contextlib
import hashlib
import json
import os
import tarfile
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import IO

from django.apps import apps
from django.core import serializers
from django.core.files import File
from django.core.files.storage import default_storage
from django.db import transaction
from django.db.models import Model

MANIFEST_NAME = "manifest.json"
DATA_PREFIX = "data/"
LEGACY_DATA_NAME = "data.json"  # archives made before one file per model
MEDIA_PREFIX = "media/"
CHUNK = 1024 * 1024
ROWS_PER_QUERY = 500


def backup_models() -> list[type[Model]]:
    """Every model the backup holds, in loading order (see the module's docstring)."""
    project = [(c, None) for c in apps.get_app_configs() if c.name.startswith("apps.")]
    return [
        model
        for model in serializers.sort_dependencies(project, allow_cycles=True)
        if model._meta.managed
        and not model._meta.proxy
        and not getattr(model, "backup_exclude", False)
    ]


def backup_labels() -> list[str]:
    return [model._meta.label_lower for model in backup_models()]


def media_names(directory: str = "") -> list[str]:
    """Every file in the default storage, as storage names, sorted."""
    dirs, files = default_storage.listdir(directory)
    names = [f"{directory}/{f}" if directory else f for f in files]
    for d in dirs:
        names.extend(media_names(f"{directory}/{d}" if directory else d))
    return sorted(names)


class _Hashing:
    """A file read through once, hashing what passes."""

    def __init__(self, handle: IO[bytes]):
        self.handle = handle
        self.sha256 = hashlib.sha256()

    def read(self, size: int = -1) -> bytes:
        data = self.handle.read(size)
        self.sha256.update(data)
        return data


def _add(archive: tarfile.TarFile, name: str, handle: IO[bytes], size: int) -> str:
    """Copy `size` bytes of `handle` into the archive as `name`; their sha256."""
    info = tarfile.TarInfo(name)
    info.size = size
    info.mtime = int(datetime.now(UTC).timestamp())
    reader = _Hashing(handle)
    archive.addfile(info, reader)
    return reader.sha256.hexdigest()


@dataclass(frozen=True)
class BackupSummary:
    rows: dict[str, int]
    files: int


@contextlib.contextmanager
def _private_file(path: str):
    """A binary file that becomes `path` when the block ends without an error. mkstemp creates
    it with mode 0600 (owner read and write only; the umask can only take permissions away), in
    the same folder so the final rename is atomic; an error removes it and leaves `path` as it
    was."""
    folder = os.path.dirname(os.path.abspath(path))
    descriptor, temporary = tempfile.mkstemp(
        dir=folder, prefix=".backup-", suffix=".tar.gz.partial"
    )
    try:
        with os.fdopen(descriptor, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def _add_rows(archive: tarfile.TarFile, model: type[Model]) -> tuple[str, str, int]:
    """One model's rows as a JSON member, serialised a chunk of rows at a time through a
    temporary file (mode 0600, as mkstemp makes it): (member name, sha256, row count)."""
    label = model._meta.label_lower
    queryset = model._default_manager.order_by("pk")
    count = queryset.count()
    with tempfile.TemporaryFile() as spool:
        with open(spool.fileno(), "w", encoding="utf-8", closefd=False) as text:
            serializers.serialize(
                "json",
                queryset.iterator(chunk_size=ROWS_PER_QUERY),
                stream=text,
                # Permissions given to an account are named, not numbered: ids differ by site.
                use_natural_foreign_keys=True,
            )
        size = spool.tell()
        spool.seek(0)
        name = f"{DATA_PREFIX}{label}.json"
        return name, _add(archive, name, spool, size), count


def backup_write(*, path: str) -> BackupSummary:
    """Write the archive at `path`, readable by its owner only (0600)."""
    rows: dict[str, int] = {}
    checksums: dict[str, str] = {}
    models = backup_models()
    with _private_file(path) as target, tarfile.open(fileobj=target, mode="w:gz") as archive:
        for model in models:
            name, digest, count = _add_rows(archive, model)
            checksums[name] = digest
            rows[model._meta.label_lower] = count
        names = media_names()
        for name in names:
            with default_storage.open(name, "rb") as handle:
                size = default_storage.size(name)
                checksums[MEDIA_PREFIX + name] = _add(archive, MEDIA_PREFIX + name, handle, size)
        manifest = json.dumps(
            {
                "created": datetime.now(UTC).isoformat(),
                "models": [model._meta.label_lower for model in models],
                "rows": rows,
                "files": checksums,
            },
            indent=1,
        ).encode()
        with tempfile.TemporaryFile() as spool:
            spool.write(manifest)
            spool.seek(0)
            _add(archive, MANIFEST_NAME, spool, len(manifest))
    return BackupSummary(rows=rows, files=len(names))


class RestoreError(Exception):
    pass


def _safe(member: tarfile.TarInfo) -> tarfile.TarInfo:
    if not member.isfile() or member.name.startswith("/") or ".." in member.name.split("/"):
        raise RestoreError(f"Unexpected entry in the archive: {member.name}")
    return member


def _verified_manifest(path: str) -> dict:
    """Read the archive once, hashing every member a chunk at a time, and check each against
    the manifest: the manifest when everything matches, RestoreError otherwise."""
    digests: dict[str, str] = {}
    manifest = None
    with tarfile.open(path, "r:gz") as archive:
        for member in archive:
            handle = archive.extractfile(_safe(member))
            if member.name == MANIFEST_NAME:
                manifest = json.loads(handle.read())
                continue
            sha256 = hashlib.sha256()
            while chunk := handle.read(CHUNK):
                sha256.update(chunk)
            digests[member.name] = sha256.hexdigest()
    if manifest is None or not any(
        n == LEGACY_DATA_NAME or n.startswith(DATA_PREFIX) for n in digests
    ):
        raise RestoreError("This is not a backup archive (no manifest or data).")
    listed, present = set(manifest["files"]), set(digests)
    if listed != present:
        raise RestoreError(f"Archive and manifest disagree: {sorted(listed ^ present)[:5]}")
    bad = [name for name, digest in manifest["files"].items() if digests[name] != digest]
    if bad:
        raise RestoreError(f"{len(bad)} file(s) fail their checksum, e.g. {bad[0]}")
    return manifest


@transaction.atomic
def backup_restore(*, path: str) -> BackupSummary:
    """Load the archive at `path` into an empty database and storage. Every checksum is verified
    before anything is written; any mismatch, or existing content, refuses the whole restore."""
    manifest = _verified_manifest(path)
    labels = list(manifest["rows"])
    occupied = [label for label in labels if apps.get_model(label)._default_manager.exists()]
    if occupied or media_names():
        raise RestoreError(
            "Restore needs an empty database and media storage; found "
            + (", ".join(occupied) if occupied else "media files")
        )

    written: list[str] = []
    try:
        with tarfile.open(path, "r:gz") as archive:
            for member in archive:
                name = _safe(member).name
                handle = archive.extractfile(member)
                if name == LEGACY_DATA_NAME or name.startswith(DATA_PREFIX):
                    for obj in serializers.deserialize("json", handle):
                        obj.save()
                elif name.startswith(MEDIA_PREFIX):
                    storage_name = name.removeprefix(MEDIA_PREFIX)
                    saved = default_storage.save(storage_name, File(handle, name=storage_name))
                    written.append(saved)
                    if saved != storage_name:
                        raise RestoreError(f"Storage renamed {storage_name} to {saved}")
        rows = {label: apps.get_model(label)._default_manager.count() for label in labels}
        if rows != manifest["rows"]:
            raise RestoreError(f"Row counts differ after loading: {rows} != {manifest['rows']}")
    except Exception:
        # The rows roll back with the transaction; the files must be removed by hand.
        for saved in written:
            default_storage.delete(saved)
        raise
    # Every row loaded announced itself to the response cache (its post_save receivers).
    return BackupSummary(rows=rows, files=len(written))
