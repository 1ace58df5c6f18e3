"""Every list query is served by an index matching its filter and its order (PostgreSQL only).

Each list's table gets a few thousand rows (bulk_create, then ANALYZE, so the planner knows how
big it is); the first and the second page of each list, as a visitor and as the owner, are
read through the API, and every query that reads the list's table is EXPLAINed: none may scan
the table sequentially, and none may sort it (the index gives the rows in order, so a page
reads about a page of rows whatever the table holds).
"""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.contact.factories import ContactMessageFactory
from tests.content_types import CONTENT
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(
        connection.vendor != "postgresql", reason="EXPLAIN's plans are PostgreSQL's"
    ),
]

ROWS = 3000
LINK = re.compile(r'^<(?P<url>[^>]+)>; rel="next"$')


def fill(factory, model, *, dated_by=None, days_ago=None, **fields) -> None:
    """ROWS rows of `model`, mostly as `fields` say (a tenth the other way for a visibility
    field, so both visitors' and owner's lists have thousands), spread over many dates."""
    rows = []
    for n in range(ROWS):
        extra = dict(fields)
        if dated_by:
            extra[dated_by] = days_ago(n % 900)
        rows.append(factory.build(**extra))
    model.objects.bulk_create(rows, batch_size=500)
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {model._meta.db_table}")


def plans_of(client, url: str, table: str) -> list[tuple[str, str]]:
    """The first and second page of `url` read by `client`: each query that reads `table`
    with a LIMIT (a page), and its plan."""
    queries = []
    for _ in range(2):
        with CaptureQueriesContext(connection) as captured:
            response = client.get(url)
        assert response.status_code == 200, response.content
        queries += [q["sql"] for q in captured.captured_queries if f'FROM "{table}"' in q["sql"]]
        url = LINK.match(response.headers["Link"])["url"]
        assert "cursor=" in url
    pages = [sql for sql in queries if "LIMIT" in sql]
    assert len(pages) >= 2, queries
    plans = []
    with connection.cursor() as cursor:
        for sql in pages:
            cursor.execute(f"EXPLAIN {sql}")
            plans.append((sql, "\n".join(row[0] for row in cursor.fetchall())))
    return plans


def assert_indexed(plans, table: str) -> None:
    """Each plan reads `table` through an index, with no sequential scan of it and no sort of
    its rows (an Incremental Sort, which only orders the few rows sharing the index's leading
    value, is allowed: the id breaking a tie of created_at, where that column's own index is
    as good as the list's)."""
    for sql, plan in plans:
        assert f"Seq Scan on {table}" not in plan, f"{sql}\n{plan}"
        # A full sort (not an index's order) of the rows: no index matches the order.
        assert not re.search(r"(^|-> +)Sort ", plan, re.M), f"{sql}\n{plan}"
        assert re.search(rf"Index (Only )?Scan( Backward)? using \w+ on {table}\b", plan), (
            f"{sql}\n{plan}"
        )


# Projects and travel stories stay whole (a few dozen rows by nature).
PAGED = [name for name in CONTENT if name not in {"projects", "travel-stories"}]


@pytest.mark.parametrize("name", PAGED)
def test_each_content_list_page_is_read_through_an_index(name, api_client, owner_client):
    content = CONTENT[name]
    model = content.model
    dated_by, days_ago = content.dated_by, content.days_ago
    fill(content.factory, model, dated_by=dated_by, days_ago=days_ago)
    # As many hidden rows: the visitors' index must be the one that leaves them out.
    fill(content.factory, model, dated_by=dated_by, days_ago=days_ago, is_published=False)
    table = model._meta.db_table
    assert_indexed(plans_of(api_client, content.url, table), table)
    assert_indexed(plans_of(owner_client, content.url, table), table)


def test_testimonial_lists_are_read_through_an_index(api_client, owner_client):
    from apps.testimonials.models import Testimonial

    fill(ApprovedTestimonialFactory, Testimonial)
    fill(TestimonialFactory, Testimonial)
    table = Testimonial._meta.db_table
    assert_indexed(plans_of(api_client, "/api/testimonials", table), table)
    for url in ("/api/testimonials?status=pending", "/api/testimonials/admin"):
        assert_indexed(plans_of(owner_client, url, table), table)


def test_the_inbox_is_read_through_an_index(owner_client):
    from apps.contact.models import ContactMessage

    fill(ContactMessageFactory, ContactMessage)
    table = ContactMessage._meta.db_table
    assert_indexed(plans_of(owner_client, "/api/contact-messages", table), table)


# The server's filters: (list, field, the values rows get, the value asked for, whether hidden
# rows of that value are added, which the visitors' index must leave out).
FILTERED = [
    ("media-items", "type", ("article", "video"), "article", True),
    ("gcse-journal", "subject", ("maths", "physics"), "physics", False),
    ("gallery-items", "category", ("travel", "academic"), "travel", False),
]


@pytest.mark.parametrize(
    ("name", "field", "values", "wanted", "hidden"),
    FILTERED,
    ids=[row[0] for row in FILTERED],
)
def test_filtered_lists_are_read_through_an_index(
    name, field, values, wanted, hidden, api_client, owner_client
):
    content = CONTENT[name]
    for value in values:
        fill(
            content.factory,
            content.model,
            dated_by=content.dated_by,
            days_ago=content.days_ago,
            **{field: value},
        )
    if hidden:
        fill(content.factory, content.model, is_published=False, **{field: wanted})
    table = content.model._meta.db_table
    url = f"{content.url}?{field}={wanted}"
    assert_indexed(plans_of(api_client, url, table), table)
    assert_indexed(plans_of(owner_client, url, table), table)


def test_blog_lists_by_category_are_read_through_an_index(api_client, owner_client):
    from apps.blog.models import BlogPostCategory

    content = CONTENT["blog-posts"]
    for category in ("Science", "Travel"):
        fill(
            content.factory,
            content.model,
            dated_by=content.dated_by,
            days_ago=content.days_ago,
            categories=[category],
        )
    fill(content.factory, content.model, is_published=False, categories=["Science"])
    BlogPostCategory.objects.bulk_create(
        [
            BlogPostCategory(post_id=post_id, slug=categories[0].lower(), name=categories[0])
            for post_id, categories in content.model.objects.values_list("id", "categories")
        ],
        batch_size=1000,
    )
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {BlogPostCategory._meta.db_table}")
    table = content.model._meta.db_table
    # The category's own address answers its first page and links to the filtered list.
    first = api_client.get("/api/blog-categories/science")
    assert LINK.match(first.headers["Link"])["url"].startswith("/api/blog-posts?category=science")
    url = f"{content.url}?category=science"
    assert_indexed(plans_of(api_client, url, table), table)
    assert_indexed(plans_of(owner_client, url, table), table)
