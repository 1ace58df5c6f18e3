"""`manage.py seed_scale`: add years of made-up content (apps/demo/scale.py), for the
scale benchmark of `make bench`. Only adds rows; run it after `seed_demo`."""

from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from apps.demo.scale import Scale, seed_scale

DEFAULT = Scale()


class Command(BaseCommand):
    help = (
        "Add years of made-up content: blog posts, GCSE journal entries, photos, testimonials "
        "and contact messages (defaults: the scale benchmark's 10,000 / 3,000 / 5,000 / 1,000 / "
        "5,000). --fraction scales every count."
    )

    def add_arguments(self, parser):
        for name in DEFAULT.__dict__:
            parser.add_argument(f"--{name}", type=int, default=getattr(DEFAULT, name))
        parser.add_argument("--fraction", type=float, default=1.0, help="Multiply every count.")
        parser.add_argument("--seed", type=int, default=None, help="The same rows every run.")

    def handle(self, *args, **options):
        counts = {name: options[name] for name in DEFAULT.__dict__}
        if any(count < 0 for count in counts.values()) or options["fraction"] < 0:
            raise CommandError("Counts must be zero or more.")
        scale = Scale(**counts).times(options["fraction"])
        if not connection.in_atomic_block and connection.settings_dict["OPTIONS"].get(
            "timeout_seconds"
        ):
            # A maintenance command, as migrate runs with DATABASE_TIMEOUT=0: inserting thousands
            # of rows or vacuuming a table may take longer than a request's database bound.
            connection.close()
            connection.settings_dict["OPTIONS"]["timeout_seconds"] = 0
        made = seed_scale(scale, seed=options["seed"], say=self.stdout.write)
        self.stdout.write(self.style.SUCCESS(f"Done: {made}"))
