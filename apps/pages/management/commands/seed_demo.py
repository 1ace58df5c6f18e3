"""`manage.py seed_demo`: load the demo content. Safe to run again: it creates no duplicates."""

from functools import partial

from django.core.management.base import BaseCommand
from django.db import transaction

from apps.blog.seed import seed as seed_blog
from apps.core.seed import seed as seed_site_profile
from apps.documents.seed import demo_certificate_pdf
from apps.gallery.seed import seed as seed_gallery
from apps.journal.seed import seed as seed_journal
from apps.media.seed import seed as seed_media
from apps.showcase.seed import seed as seed_showcase
from apps.travel.seed import seed as seed_travel

SEEDS = {
    "blog posts": seed_blog,
    "GCSE journal entries": seed_journal,
    "travel stories": seed_travel,
    "media items": seed_media,
    "achievements, projects and memes": partial(
        seed_showcase, certificate_pdf=demo_certificate_pdf
    ),
    "gallery photos": seed_gallery,
}


class Command(BaseCommand):
    help = "Load demo content (idempotent: existing rows are left as they are)."

    @transaction.atomic
    def handle(self, *args, **options):
        created = seed_site_profile()
        self.stdout.write(f"Site profile: {'created' if created else 'already there'}.")
        for what, seed in SEEDS.items():
            self.stdout.write(f"{what}: {seed()} created.")
