"""The search asks its index whatever the word, on PostgreSQL (apps/search/vectors.py).

With statistics on the words' index, PostgreSQL saw that a word is in most documents and read
the whole table instead, computing every document's vector: over a second at the scale
scenario's 13,000 documents (a plan a few thousand rows here do not make it choose, so the
index's lack of statistics is checked as such). Each search below, of a word every document
has, of a word in a few, and of a prefix, is answered from the index, and its ranking reads
the small stored vector."""

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.blog.models import BlogPost
from apps.search.models import SearchDocument
from apps.search.selectors import search
from apps.search.services import index_rebuild
from apps.search.vectors import RANK_COLUMN, WORDS_INDEX
from tests.blog.factories import BlogPostFactory

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(
        connection.vendor != "postgresql", reason="EXPLAIN's plans are PostgreSQL's"
    ),
]


ROWS = 600


@pytest.fixture
def documents():
    posts = []
    for n in range(ROWS):
        topic = "photosynthesis" if n % 100 == 0 else "volcanoes"
        body = f"<p>My revision of {topic}, week {n}: what I learned and what I missed.</p>"
        posts.append(BlogPostFactory.build(title=f"Week {n}", content=body * 20))
    BlogPost.objects.bulk_create(posts, batch_size=500)
    index_rebuild()
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {SearchDocument._meta.db_table}")


@pytest.mark.parametrize("query", ["revision", "photosynthesis", "volca"])
def test_every_search_reads_the_words_index_never_the_whole_table(documents, query):
    with CaptureQueriesContext(connection) as captured:
        assert search(query=query, viewer=AnonymousUser())
    (sql,) = [q["sql"] for q in captured.captured_queries if "search_document" in q["sql"]]
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN {sql}")
        plan = "\n".join(row[0] for row in cursor.fetchall())

    assert f"Bitmap Index Scan on {WORDS_INDEX}" in plan, plan
    assert "Seq Scan on search_document" not in plan, plan
    assert RANK_COLUMN in plan, plan


def test_the_words_index_keeps_no_statistics():
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT attstattarget FROM pg_attribute WHERE attrelid = %s::regclass",
            [WORDS_INDEX],
        )
        assert cursor.fetchall() == [(0,)]
