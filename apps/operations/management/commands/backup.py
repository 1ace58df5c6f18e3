"""`manage.py backup PATH`: write all content, every media file and a checksum manifest."""

from django.core.management.base import BaseCommand, CommandError

from apps.operations.backups import backup_write


class Command(BaseCommand):
    help = (
        "Write a backup archive (.tar.gz) of all content and media files to PATH, readable by "
        "its owner only (mode 0600): it holds password hashes and visitors' messages."
    )

    def add_arguments(self, parser):
        parser.add_argument("path")

    def handle(self, *args, path, **options):
        try:
            summary = backup_write(path=path)
        except OSError as exc:
            raise CommandError(f"No backup was written: {exc}") from exc
        self.stdout.write(
            self.style.SUCCESS(
                f"Backed up {sum(summary.rows.values())} rows and {summary.files} files to {path}."
            )
        )
