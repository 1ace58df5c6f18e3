"""`python -m bench.queries`: SQL queries per list and detail endpoint under /api/, as a
visitor, with 1 and with 50 visible rows. Runs in its own process against the bench database;
rows are made with the test factories inside a transaction that is rolled back. Prints JSON."""

import json
import re

import django

SAVEPOINT = re.compile(r"^\s*(SAVEPOINT|RELEASE SAVEPOINT|ROLLBACK TO SAVEPOINT)", re.I)


class Rollback(Exception):
    pass


def main() -> None:
    django.setup()
    from django.core.cache import caches
    from django.db import connection, transaction
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from tests.blog.factories import BlogPostFactory
    from tests.gallery.factories import GalleryItemFactory
    from tests.journal.factories import GcseJournalEntryFactory
    from tests.media.factories import MediaItemFactory
    from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
    from tests.testimonials.factories import ApprovedTestimonialFactory
    from tests.travel.factories import TravelStoryFactory

    endpoints = [
        ("blog-posts", BlogPostFactory, "is_published"),
        ("gcse-journal", GcseJournalEntryFactory, "is_published"),
        ("travel-stories", TravelStoryFactory, "is_published"),
        ("media-items", MediaItemFactory, "is_published"),
        ("achievements", AchievementFactory, "is_published"),
        ("projects", ProjectFactory, "is_published"),
        ("memes", MemeFactory, "is_published"),
        ("gallery-items", GalleryItemFactory, "is_published"),
        ("testimonials", ApprovedTestimonialFactory, "is_approved"),
    ]
    client = Client(HTTP_HOST="127.0.0.1")

    def count(path: str) -> tuple[int, int, list[str]]:
        for alias in caches:
            caches[alias].clear()
        with CaptureQueriesContext(connection) as ctx:
            response = client.get(path)
        sql = [q["sql"] for q in ctx.captured_queries if not SAVEPOINT.match(q["sql"])]
        return response.status_code, len(sql), sql

    results = {}
    for name, factory, visible in endpoints:
        model = factory._meta.model
        row: dict = {}
        try:
            with transaction.atomic():
                model.objects.update(**{visible: False})
                made = [factory()]
                for n in (1, 50):
                    made += [factory() for _ in range(n - len(made))]
                    status, queries, sql = count(f"/api/{name}")
                    row[f"list_{n}"] = queries
                    row[f"list_{n}_status"] = status
                    status, queries, sql_detail = count(f"/api/{name}/{made[0].pk}")
                    row[f"detail_{n}"] = queries if status == 200 else None
                    row[f"detail_{n}_status"] = status
                    if n == 50:
                        row["list_sql_sample"] = sql[:6]
                        row["detail_sql_sample"] = sql_detail[:6] if status == 200 else []
                raise Rollback
        except Rollback:
            pass
        except Exception as error:  # report, do not crash the run
            row["error"] = f"{type(error).__name__}: {error}"
        results[name] = row
    print("BENCH-JSON " + json.dumps(results))


if __name__ == "__main__":
    main()
