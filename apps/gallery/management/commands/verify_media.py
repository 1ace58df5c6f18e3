"""`manage.py verify_media`: compare the stored files of the gallery and of the documents with
their rows.

Reports files under the gallery's and the documents' storage folders that no row uses (left
behind by a crash, or a failed delete) and rows whose files are missing. A file whose gallery
item or document was deleted while a blog post, journal entry or other row still shows it is in
use, not left behind. Exit code 0 when every list is empty, 1 otherwise. It only reports:
removing anything is a person's decision.
"""

from django.core.files.storage import default_storage
from django.core.management.base import BaseCommand, CommandError

from apps.core.media_references import files_in_use
from apps.documents import pdfs
from apps.documents.selectors import documents_with_files, referenced_document_names
from apps.gallery import images
from apps.gallery.selectors import items_using, referenced_media_names


def stored_names(folder: str) -> set[str]:
    """Every file name under `folder` in the default storage, recursively."""
    try:
        directories, files = default_storage.listdir(folder)
    except FileNotFoundError:
        return set()
    names = {f"{folder}/{name}" for name in files}
    for directory in directories:
        names |= stored_names(f"{folder}/{directory}")
    return names


class Command(BaseCommand):
    help = (
        "Report gallery and document files without rows and rows without files "
        "(exit code 1 if any)."
    )

    def handle(self, *args, **options):
        problems = []
        checked = {}
        for folder, referenced, users in (
            (images.FOLDER, referenced_media_names(folder=images.FOLDER), self._gallery_users),
            (pdfs.FOLDER, referenced_document_names(), self._document_users),
        ):
            stored = stored_names(folder)
            checked[folder] = len(stored)
            unlisted = stored - referenced
            orphans = sorted(unlisted - files_in_use(unlisted))
            missing = sorted(referenced - stored)
            for name in orphans:
                self.stdout.write(f"File without a row: {name}")
            for name in missing:
                self.stdout.write(f"Row without its file: {name}")
            for line in users(missing) if missing else ():
                self.stdout.write(line)
            if orphans or missing:
                problems.append(
                    f"{len(orphans)} file(s) without a row, {len(missing)} missing file(s) "
                    f"under {folder}/"
                )
        if problems:
            raise CommandError("; ".join(problems) + ".", returncode=1)
        self.stdout.write(
            self.style.SUCCESS(
                f"Gallery media is consistent: {checked[images.FOLDER]} file(s) checked. "
                f"Documents are consistent: {checked[pdfs.FOLDER]} file(s) checked."
            )
        )

    @staticmethod
    def _gallery_users(missing: list[str]) -> list[str]:
        return [f"  used by gallery item {item.id} ({item.title})" for item in items_using(missing)]

    @staticmethod
    def _document_users(missing: list[str]) -> list[str]:
        return [
            f"  used by document {document.id} ({document.title})"
            for document in documents_with_files(missing)
        ]
