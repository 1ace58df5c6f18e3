"""`manage.py backup PATH`: write all content, every media file and a checksum manifest."""

from django.core.management.base import BaseCommand

from apps.pages.backups import backup_write


class Command(BaseCommand):
    help = "Write a backup archive (.tar.gz) of all content and media files to PATH."

    def add_arguments(self, parser):
        parser.add_argument("path")

    def handle(self, *args, path, **options):
        summary = backup_write(path=path)
        self.stdout.write(
            self.style.SUCCESS(
                f"Backed up {sum(summary.rows.values())} rows and {summary.files} files to {path}."
            )
        )
