"""`manage.py seed_scale` at a tiny scale: the rows it adds are what the services would have made
(valid, rendered, dated over the years, a mix of published and drafts), the search finds them,
no cached answer survives them, and the photos share files that exist."""

import io
from datetime import timedelta

import pytest
from django.core.files.storage import default_storage
from django.core.management import call_command
from django.utils import timezone

from apps.blog.models import BlogPost, BlogPostCategory, BlogPostRevision
from apps.contact.models import ContactMessage
from apps.gallery.models import GalleryItem
from apps.journal.models import GcseJournalEntry
from apps.search.models import SearchDocument
from apps.testimonials.models import Testimonial
from tests.blog.factories import BlogPostFactory

pytestmark = pytest.mark.django_db

COUNTS = {"posts": 60, "journal": 30, "photos": 12, "testimonials": 40, "messages": 20}


def seed(**counts) -> str:
    out = io.StringIO()
    args = [f"--{name}={count}" for name, count in {**COUNTS, **counts}.items()]
    call_command("seed_scale", *args, "--seed=7", stdout=out)
    return out.getvalue()


def test_seed_scale_adds_the_rows_asked_for_each_valid_as_a_service_leaves_it():
    BlogPostFactory(is_published=True)  # a site with content of its own keeps it

    seed()

    assert BlogPost.objects.count() == COUNTS["posts"] + 1
    assert GcseJournalEntry.objects.count() == COUNTS["journal"]
    assert GalleryItem.objects.count() == COUNTS["photos"]
    assert Testimonial.objects.count() == COUNTS["testimonials"]
    assert ContactMessage.objects.count() == COUNTS["messages"]
    rows = [
        *BlogPost.objects.all(),
        *GcseJournalEntry.objects.all(),
        *GalleryItem.objects.all(),
        *Testimonial.objects.all(),
        *ContactMessage.objects.all(),
    ]
    for row in rows:
        row.full_clean()  # every validator the models have (dates, links, image addresses)
    seeded = BlogPost.objects.exclude(content_html="")
    assert seeded.count() == COUNTS["posts"] + 1
    post = seeded.filter(content_format="markdown").first()
    assert "## " in post.content
    assert "<h2" in post.content_html
    # Each post has its category rows (the category pages find it by them) and a revision.
    assert BlogPostCategory.objects.filter(post__in=seeded).count() >= 2 * COUNTS["posts"]
    assert BlogPostRevision.objects.filter(post__slug__in=[post.slug]).count() == 1


def test_seeded_rows_mix_published_and_drafts_over_several_years():
    seed()
    now = timezone.now()

    posts = BlogPost.objects.all()
    assert 0 < posts.filter(is_published=False).count() < posts.count() // 2
    assert posts.filter(published_at__gt=now).exists()  # a few scheduled for later
    oldest = posts.order_by("published_at").first()
    assert oldest.published_at < now - timedelta(days=2 * 365)
    # created_at is the row's own, not the moment the seed ran.
    assert oldest.created_at < now - timedelta(days=365)
    assert GcseJournalEntry.objects.filter(is_published=False).exists()
    assert GcseJournalEntry.objects.order_by("study_date").first().study_date < (
        timezone.localdate() - timedelta(days=365)
    )
    assert Testimonial.objects.filter(is_approved=False).exists()
    assert Testimonial.objects.filter(is_approved=True, published_at__isnull=False).exists()


def test_seeded_messages_and_pending_testimonials_are_within_their_retention(settings):
    seed()
    now = timezone.now()

    messages = ContactMessage.objects.all()
    assert (
        messages.filter(
            created_at__lt=now - timedelta(days=settings.CONTACT_RETENTION_DAYS)
        ).count()
        == 0
    )
    # Every message was notified already: the next digest lists none of them.
    assert not messages.filter(notified_at__isnull=True).exists()
    pending = Testimonial.objects.filter(is_approved=False)
    assert not pending.filter(
        created_at__lt=now - timedelta(days=settings.TESTIMONIAL_RETENTION_DAYS)
    ).exists()


def test_the_search_finds_seeded_posts_and_entries(client):
    seed()

    assert SearchDocument.objects.filter(kind="blog").count() == COUNTS["posts"]
    assert SearchDocument.objects.filter(kind="journal").count() == COUNTS["journal"]
    response = client.get("/api/search", {"q": "photosynthesis"})
    assert response.status_code == 200
    kinds = {result["type"] for result in response.json()}
    assert {"Blog post", "GCSE journal"} <= kinds


def test_no_cached_list_survives_the_seed(client):
    before = client.get("/api/blog-posts")
    assert before.json() == []

    seed()

    after = client.get("/api/blog-posts", HTTP_IF_NONE_MATCH=before["ETag"])
    assert after.status_code == 200
    assert len(after.json()) > 0


def test_seeded_photos_are_uploaded_pictures_whose_files_exist():
    seed()

    photos = GalleryItem.objects.all()
    assert photos.filter(is_published=True).exists()
    for photo in photos:
        assert photo.variants
        assert (photo.width, photo.height) == (
            photo.variants[-1]["width"],
            photo.variants[-1]["height"],
        )
        assert all(default_storage.exists(name) for name in photo.file_names)
    # They share a few stored pictures rather than encode one each.
    names = {name for photo in photos for name in photo.file_names}
    assert len(names) < sum(len(photo.file_names) for photo in photos)
