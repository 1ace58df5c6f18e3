"""`manage.py seed_demo`: load the demo content. Safe to run again: it creates no duplicates."""

from django.core.management.base import BaseCommand

from apps.core.services import site_profile_ensure


class Command(BaseCommand):
    help = "Load demo content (idempotent: existing rows are left as they are)."

    def handle(self, *args, **options):
        _, created = site_profile_ensure()
        self.stdout.write(f"Site profile: {'created' if created else 'already there'}.")
