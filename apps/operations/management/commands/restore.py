"""`manage.py restore PATH`: load a backup archive into an empty database and media storage."""

from django.core.management.base import BaseCommand, CommandError

from apps.operations.backups import RestoreError, backup_restore


class Command(BaseCommand):
    help = "Restore a backup archive into an empty database and media storage (migrate first)."

    def add_arguments(self, parser):
        parser.add_argument("path")

    def handle(self, *args, path, **options):
        try:
            summary = backup_restore(path=path)
        except (RestoreError, OSError, ValueError) as exc:
            raise CommandError(f"Nothing was restored: {exc}") from exc
        self.stdout.write(
            self.style.SUCCESS(
                f"Restored {sum(summary.rows.values())} rows and {summary.files} files from {path}."
            )
        )
