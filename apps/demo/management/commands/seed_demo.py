"""`manage.py seed_demo`: load the demo content. Safe to run again: it creates no duplicates.

`--once` loads it only into a site that has never been set up (no site profile yet), as
`make serve` does on every start: the first start of a new site shows the demo, and an upgrade
(`git pull && make serve`) never brings back a demo post the owner has deleted."""

from functools import partial

from django.core.management.base import BaseCommand
from django.db import transaction

from apps.core.models import SiteProfile
from apps.demo.seeds.blog import seed as seed_blog
from apps.demo.seeds.documents import demo_certificate_pdf
from apps.demo.seeds.gallery import seed as seed_gallery
from apps.demo.seeds.journal import seed as seed_journal
from apps.demo.seeds.media import seed as seed_media
from apps.demo.seeds.record import seed as seed_record
from apps.demo.seeds.showcase import seed as seed_showcase
from apps.demo.seeds.site import seed as seed_site_profile
from apps.demo.seeds.statement import seed as seed_statement
from apps.demo.seeds.travel import seed as seed_travel

SEEDS = {
    "blog posts": seed_blog,
    "GCSE journal entries": seed_journal,
    "travel stories": seed_travel,
    "media items": seed_media,
    "achievements, projects and memes": partial(
        seed_showcase, certificate_pdf=demo_certificate_pdf
    ),
    "gallery photos": seed_gallery,
    "personal statement (a draft with a teacher's comments)": seed_statement,
    # After the journal (whose demo subjects are the specification's) and the showcase and blog
    # (whose rows its log entries point to).
    "record (qualifications, grades and log entries)": seed_record,
}


class Command(BaseCommand):
    help = "Load demo content (idempotent: existing rows are left as they are)."

    def add_arguments(self, parser):
        parser.add_argument(
            "--once",
            action="store_true",
            help="Only into a site never set up before (no site profile yet); else do nothing.",
        )

    @transaction.atomic
    def handle(self, *args, **options):
        if options["once"] and SiteProfile.objects.exists():
            self.stdout.write("The site is set up already: no demo content added (--once).")
            return
        created = seed_site_profile()
        self.stdout.write(f"Site profile: {'created' if created else 'already there'}.")
        for what, seed in SEEDS.items():
            self.stdout.write(f"{what}: {seed()} created.")
