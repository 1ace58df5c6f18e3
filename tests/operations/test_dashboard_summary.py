"""GET /api/admin/summary: every dashboard figure from aggregate queries, owner only, in a
constant number of queries however many rows there are."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.blog.models import BlogPost
from tests.blog.factories import BlogPostFactory
from tests.contact.factories import ContactMessageFactory
from tests.gallery.factories import GalleryItemFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

URL = "/api/admin/summary"


def _content(n: int = 1) -> None:
    for _ in range(n):
        BlogPostFactory.create_batch(2)
        BlogPostFactory(is_published=False)
        GcseJournalEntryFactory(subject="physics", progress=80, is_published=True)
        GcseJournalEntryFactory(subject="maths", progress=60, is_published=False)
        TravelStoryFactory(country="Japan")
        TravelStoryFactory(country=" japan ")
        TravelStoryFactory(country="France", is_published=False)
        GalleryItemFactory(category="travel")
        GalleryItemFactory(category="travel", is_published=False)
        GalleryItemFactory(category="academic")
        MediaItemFactory(type="podcast")
        MediaItemFactory(type="article")
        ApprovedTestimonialFactory(rating=5)
        ApprovedTestimonialFactory(rating=4)
        TestimonialFactory()
        ContactMessageFactory()


def test_the_owner_gets_every_figure_computed_by_the_database(owner_client):
    _content()

    body = owner_client.get(URL).json()

    assert body["blog"] == {"total": 3, "published": 2, "drafts": 1}
    assert body["gcse"] == {"averageProgress": 70, "subjects": 2, "entries": 2}
    assert body["travel"] == {"countries": 2, "stories": 3}  # "japan " and "Japan" are one
    assert body["gallery"] == {
        "total": 3,
        "published": 2,
        "hidden": 1,
        "topCategory": {"name": "travel", "count": 2},
    }
    assert body["media"] == {"total": 2, "podcasts": 1, "articles": 1, "videos": 0}
    assert body["testimonials"] == {
        "total": 3,
        "pending": 1,
        "published": 2,
        "averageRating": 4.5,
    }
    assert body["unreadMessages"] == 1
    # 2 + 1 + 2 + 2 + 2 published of 3 + 2 + 3 + 3 + 2 written
    assert body["completion"] == {"percent": 69, "published": 9, "total": 13}
    assert len(body["recentActivity"]) == 6


def test_an_empty_site_says_so(owner_client):
    body = owner_client.get(URL).json()

    assert body["completion"] is None
    assert body["gallery"]["topCategory"] is None
    assert body["testimonials"]["averageRating"] is None
    assert body["recentActivity"] == []


def test_recent_activity_is_the_newest_changes_first(owner_client):
    old = BlogPostFactory(title="Old news")
    BlogPost.objects.filter(pk=old.pk).update(updated_at=timezone.now() - timedelta(days=3))
    BlogPostFactory(title="Fresh")

    activity = owner_client.get(URL).json()["recentActivity"]

    assert [a["title"] for a in activity] == ["Fresh", "Old news"]
    assert activity[0]["kind"] == "blog"
    assert activity[0]["detail"] == "Published"


def test_the_number_of_queries_does_not_grow_with_the_content(owner_client):
    _content(1)
    with CaptureQueriesContext(connection) as small:
        owner_client.get(URL)
    _content(5)
    with CaptureQueriesContext(connection) as big:
        owner_client.get(URL)

    assert len(big) == len(small) <= 20


def test_the_summary_is_the_owners(api_client, other_user_client):
    assert api_client.get(URL).status_code == 401
    assert other_user_client.get(URL).status_code == 403
