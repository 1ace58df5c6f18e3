"""The dashboard's Recent Activity reads the few last changed rows of each big table through an
index (PostgreSQL only): with thousands of posts and photos, a sequential scan and a sort of the
whole table per request was most of the summary's time (`make bench`, figure 12)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.blog.models import BlogPost
from apps.gallery.models import GalleryItem
from apps.journal.models import GcseJournalEntry
from apps.operations.activity import recent_changes
from tests.blog.factories import BlogPostFactory
from tests.gallery.factories import GalleryItemFactory
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(
        connection.vendor != "postgresql", reason="EXPLAIN's plans are PostgreSQL's"
    ),
]

ROWS = 3000


@pytest.mark.parametrize(
    ("model", "factory"),
    [
        (BlogPost, BlogPostFactory),
        (GalleryItem, GalleryItemFactory),
        (GcseJournalEntry, GcseJournalEntryFactory),
    ],
)
def test_recent_activity_reads_the_last_changed_rows_through_an_index(model, factory):
    model.objects.bulk_create([factory.build() for _ in range(ROWS)], batch_size=500)
    table = model._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {table}")

    with CaptureQueriesContext(connection) as captured:
        recent_changes()

    reads = [q["sql"] for q in captured.captured_queries if f'FROM "{table}"' in q["sql"]]
    assert len(reads) == 1, reads
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN {reads[0]}")
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert f"Seq Scan on {table}" not in plan, plan
    assert "_changed_idx on " + table in plan, plan
