"""`manage.py verify_media`: compare the gallery's stored files with its rows.

Reports files under the gallery's storage folder that no row uses (left behind by a crash, or
a failed delete) and rows whose files are missing. A file whose gallery item was deleted while a
blog post, travel story or other row still shows it is in use, not left behind. Exit code 0
when both lists are empty, 1 otherwise. It only reports: removing anything is a person's
decision.
"""

from django.core.files.storage import default_storage
from django.core.management.base import BaseCommand, CommandError

from apps.core.media_references import files_in_use
from apps.gallery import images
from apps.gallery.models import GalleryItem
from apps.gallery.selectors import referenced_media_names


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
    help = "Report gallery files without rows and rows without files (exit code 1 if any)."

    def handle(self, *args, **options):
        folder = images.FOLDER
        stored = stored_names(folder)
        referenced = referenced_media_names(folder=folder)
        unlisted = stored - referenced
        orphans = sorted(unlisted - files_in_use(unlisted))
        missing = sorted(referenced - stored)

        for name in orphans:
            self.stdout.write(f"File without a row: {name}")
        if missing:
            broken = [
                item
                for item in GalleryItem.objects.order_by("title")
                if set(item.file_names) & set(missing)
                or item.image_url.endswith(tuple(f"/{name}" for name in missing))
            ]
            for name in missing:
                self.stdout.write(f"Row without its file: {name}")
            for item in broken:
                self.stdout.write(f"  used by gallery item {item.id} ({item.title})")
        if orphans or missing:
            raise CommandError(
                f"{len(orphans)} file(s) without a row, {len(missing)} missing file(s) "
                f"under {folder}/.",
                returncode=1,
            )
        self.stdout.write(
            self.style.SUCCESS(f"Gallery media is consistent: {len(stored)} file(s) checked.")
        )
