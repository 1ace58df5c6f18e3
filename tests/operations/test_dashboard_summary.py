"""GET /api/admin/summary: every dashboard figure from aggregate queries, owner only, in a
constant number of queries however many rows there are: content counts, the last 30 days'
views, the owner's recent changes and the submissions received."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.showcase.models import Project
from apps.testimonials.models import TestimonialRequest
from apps.visits.models import ViewKind
from tests.blog.factories import BlogPostFactory
from tests.contact.factories import ContactMessageFactory
from tests.gallery.factories import GalleryItemFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.testimonials.factories import (
    ApprovedTestimonialFactory,
    TestimonialFactory,
    TestimonialRequestFactory,
)
from tests.travel.factories import TravelStoryFactory
from tests.visits.factories import views_of

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


def _views(n: int = 1) -> None:
    """Showcase rows and views of posts, pages and photos on several days."""
    today = timezone.localdate()
    for _ in range(n):
        AchievementFactory()
        ProjectFactory()
        MemeFactory()
        for age in range(3):
            day = today - timedelta(days=age)
            post = BlogPostFactory()
            views_of(post.get_absolute_url(), 2, kind="blog-post", row=post, day=day)
            views_of("/", 3, day=day)
            photo = GalleryItemFactory(category="personal")
            views_of("", kind=ViewKind.PHOTO, row=photo, day=day)


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


def test_an_empty_site_has_thirty_days_without_views(owner_client):
    views = owner_client.get(URL).json()["views"]

    today = timezone.localdate()
    assert views["days"] == 30
    assert views["total"] == 0
    assert views["byDay"][0] == {"day": str(today - timedelta(days=29)), "count": 0}
    assert views["byDay"][-1] == {"day": str(today), "count": 0}
    assert views["mostRead"] == []
    assert views["photoViews"] == 0
    assert views["topPhotoCategory"] is None


def test_views_by_day_are_the_last_thirty_days_with_days_without_views_as_zero(owner_client):
    today = timezone.localdate()
    post = BlogPostFactory()
    views_of("/", 2, day=today)
    views_of("/blog", 1, day=today)
    views_of(post.get_absolute_url(), 4, kind="blog-post", row=post, day=today)
    views_of("/", 5, day=today - timedelta(days=29))  # the window's first day
    views_of("/", 7, day=today - timedelta(days=30))  # one day before it: not shown
    views_of("", 9, kind=ViewKind.PHOTO, row=GalleryItemFactory(), day=today)  # not a page

    views = owner_client.get(URL).json()["views"]

    by_day = {row["day"]: row["count"] for row in views["byDay"]}
    assert len(views["byDay"]) == 30
    assert by_day[str(today)] == 7
    assert by_day[str(today - timedelta(days=29))] == 5
    assert by_day[str(today - timedelta(days=1))] == 0
    assert views["total"] == 12
    assert [row["day"] for row in views["byDay"]] == sorted(by_day)  # oldest first


def test_the_most_read_posts_are_published_ones_by_views_in_the_window(owner_client):
    today = timezone.localdate()
    posts = {name: BlogPostFactory(title=name) for name in "ABCDEFG"}
    for views, name in enumerate("ABCDEF", start=1):
        post = posts[name]
        views_of(post.get_absolute_url(), views, kind="blog-post", row=post)
    old = posts["G"]  # read long ago only
    views_of(old.get_absolute_url(), 50, kind="blog-post", row=old, day=today - timedelta(days=40))
    hidden = BlogPostFactory(title="Hidden since", is_published=False)
    views_of(hidden.get_absolute_url(), 99, kind="blog-post", row=hidden)

    most_read = owner_client.get(URL).json()["views"]["mostRead"]

    assert [(row["title"], row["views"]) for row in most_read] == [
        ("F", 6),
        ("E", 5),
        ("D", 4),
        ("C", 3),
        ("B", 2),
    ]
    assert most_read[0]["url"] == f"/blog/{posts['F'].slug}"
    assert most_read[0]["id"] == str(posts["F"].id)


def test_a_posts_views_stay_together_when_its_slug_changes(owner_client):
    post = BlogPostFactory(slug="first-name")
    views_of("/blog/first-name", 2, kind="blog-post", row=post)
    BlogPost.objects.filter(pk=post.pk).update(slug="second-name")
    views_of("/blog/second-name", 3, kind="blog-post", row=post)

    most_read = owner_client.get(URL).json()["views"]["mostRead"]

    assert [(row["url"], row["views"]) for row in most_read] == [("/blog/second-name", 5)]


def test_the_most_viewed_gallery_category_sums_its_published_photos_views(owner_client):
    travel = [GalleryItemFactory(category="travel") for _ in range(2)]
    academic = GalleryItemFactory(category="academic")
    hidden = GalleryItemFactory(category="personal", is_published=False)
    views_of("", 2, kind=ViewKind.PHOTO, row=travel[0])
    views_of("", 2, kind=ViewKind.PHOTO, row=travel[1])
    views_of("", 3, kind=ViewKind.PHOTO, row=academic)
    views_of("", 9, kind=ViewKind.PHOTO, row=hidden)

    views = owner_client.get(URL).json()["views"]

    assert views["topPhotoCategory"] == {"name": "travel", "count": 4}
    assert views["photoViews"] == 7
    assert views["total"] == 0  # photo views are not page views


def test_a_category_is_read_when_asked_so_a_moved_photo_counts_for_its_new_one(owner_client):
    photo = GalleryItemFactory(category="travel")
    views_of("", 2, kind=ViewKind.PHOTO, row=photo)
    GalleryItemFactory(category="academic")
    photo.category = "academic"
    photo.save()

    assert owner_client.get(URL).json()["views"]["topPhotoCategory"] == {
        "name": "academic",
        "count": 2,
    }


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
    _views(1)
    with CaptureQueriesContext(connection) as small:
        owner_client.get(URL)
    _content(5)
    _views(5)
    with CaptureQueriesContext(connection) as big:
        owner_client.get(URL)

    # The owner's account (1), 8 aggregates, 2 for the engagement, 5 for the views, the newest
    # changes of 9 tables and the newest submissions of 2: one query each, whatever they hold.
    assert len(big) == len(small) <= 27


def test_the_engagement_is_the_last_thirty_days_requests_and_testimonials(owner_client):
    old = timezone.now() - timedelta(days=31)
    requests = [TestimonialRequestFactory() for _ in range(4)]
    # One of the four links was used to send a testimonial; the public form sent another.
    TestimonialRequest.objects.filter(pk=requests[0].pk).update(used_at=timezone.now())
    TestimonialFactory()
    ApprovedTestimonialFactory()
    TestimonialRequestFactory(email_sent_at=old)
    old_testimonial = ApprovedTestimonialFactory()
    # created_at is auto_now_add
    type(old_testimonial).objects.filter(pk=old_testimonial.pk).update(created_at=old)

    engagement = owner_client.get(URL).json()["engagement"]

    assert engagement == {"days": 30, "activeLinks": 4, "received": 2, "responseRate": 25}


def test_the_response_rate_counts_answered_links_not_other_testimonials(owner_client):
    TestimonialFactory()
    assert owner_client.get(URL).json()["engagement"]["responseRate"] is None

    TestimonialRequestFactory()
    TestimonialFactory()  # through the public form: it answers no request
    engagement = owner_client.get(URL).json()["engagement"]
    assert (engagement["activeLinks"], engagement["received"]) == (1, 2)
    assert engagement["responseRate"] == 0


def test_a_request_the_mail_server_has_not_taken_is_not_counted_until_it_goes(owner_client):
    TestimonialRequestFactory()
    waiting = TestimonialRequestFactory(email_sent_at=None)

    engagement = owner_client.get(URL).json()["engagement"]
    assert (engagement["activeLinks"], engagement["responseRate"]) == (1, 0)

    TestimonialRequest.objects.filter(pk=waiting.pk).update(email_sent_at=timezone.now())
    assert owner_client.get(URL).json()["engagement"]["activeLinks"] == 2


def test_the_summary_is_the_owners(api_client, other_user_client):
    assert api_client.get(URL).status_code == 401
    assert other_user_client.get(URL).status_code == 403


def test_recent_activity_lists_showcase_changes_and_approved_testimonials(owner_client):
    BlogPostFactory(title="Older post")
    BlogPost.objects.update(updated_at=timezone.now() - timedelta(days=2))
    ProjectFactory(title="Revision app")
    Project.objects.update(updated_at=timezone.now() - timedelta(hours=1))
    AchievementFactory(title="Gold award")
    MemeFactory(caption="Mock exams", is_published=False)
    ApprovedTestimonialFactory(name="Ms Patel")
    TestimonialFactory(name="Not yet approved")

    activity = owner_client.get(URL).json()["recentActivity"]

    assert [(a["kind"], a["label"], a["title"], a["detail"]) for a in activity] == [
        ("testimonials", "Testimonial", "From Ms Patel", "Published"),
        ("memes", "Meme", "Mock exams", "Hidden"),
        ("achievements", "Achievement", "Gold award", "Published"),
        ("projects", "Project", "Revision app", "Published"),
        ("blog", "Blog post", "Older post", "Published"),
    ]


def test_recent_submissions_are_the_newest_messages_and_testimonials_received(owner_client):
    ContactMessageFactory(name="Sam", subject="Science club")
    ContactMessageFactory(name="Jo", subject="Your article", is_read=True)
    TestimonialFactory(name="Mr Green")

    submissions = owner_client.get(URL).json()["recentSubmissions"]

    assert [(s["kind"], s["label"], s["title"], s["detail"]) for s in submissions] == [
        ("testimonials", "Testimonial received", "From Mr Green", "Waiting for approval"),
        ("messages", "Message", "Message from Jo", "Your article"),
        ("messages", "Unread message", "Message from Sam", "Science club"),
    ]
    assert owner_client.get(URL).json()["recentActivity"] == []  # none is the owner's change


def test_submissions_are_bounded_and_do_not_push_out_the_owners_changes(owner_client):
    BlogPostFactory(title="Mine")
    ContactMessageFactory.create_batch(10)

    body = owner_client.get(URL).json()

    assert len(body["recentSubmissions"]) == 4
    assert [a["title"] for a in body["recentActivity"]] == ["Mine"]
