"""A picture can be shown by more than one row: deleting (or replacing) a gallery item removes
only the files no row refers to any more (apps/core/media_references.py)."""

import io

import pytest
from django.core.management import call_command
from django.utils import timezone
from rest_framework.test import APIClient

from apps.blog.models import BlogPost
from apps.core.media_references import files_in_use, referring_fields
from apps.gallery.models import GalleryItem
from apps.gallery.selectors import item_image_url
from tests.blog.factories import BlogPostFactory
from tests.gallery.factories import GalleryItemFactory, gallery_files, uploaded_item
from tests.media.factories import MediaItemFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

URL = "/api/gallery-items"


def _delete(owner_client, item, capture) -> None:
    with capture(execute=True):
        response = owner_client.delete(f"{URL}/{item.id}")
    assert response.status_code == 204


def _serves(path: str) -> bool:
    response = APIClient().get(path)
    if response.status_code == 200:
        b"".join(response.streaming_content)  # close the file
    return response.status_code == 200


def _variant_url(item, width_index: int) -> str:
    return f"/media/{item.file_names[width_index]}"


def test_deleting_a_photo_a_blog_post_shows_keeps_its_files_and_the_post_still_shows_it(
    owner_client, django_capture_on_commit_callbacks
):
    item = uploaded_item(width=1200, height=800)
    files = set(item.file_names)
    post = BlogPostFactory(image_url=item_image_url(item))  # picked from the gallery

    _delete(owner_client, item, django_capture_on_commit_callbacks)

    assert gallery_files() == files
    body = APIClient().get(f"/api/blog-posts/{post.slug}").json()
    assert body["imageUrl"] == post.image_url
    assert _serves(post.image_url)
    assert all(_serves(f"/media/{name}") for name in files)  # its srcset's narrower widths too


def test_deleting_a_photo_nobody_else_uses_removes_its_files(
    owner_client, django_capture_on_commit_callbacks
):
    item = uploaded_item(width=1200, height=800)
    shown_elsewhere = uploaded_item(title="Another photo")
    BlogPostFactory(image_url=item_image_url(shown_elsewhere))
    BlogPostFactory(content="<p>A post that mentions no picture at all.</p>")
    url = item_image_url(item)

    _delete(owner_client, item, django_capture_on_commit_callbacks)

    assert gallery_files() == set(shown_elsewhere.file_names)
    assert not _serves(url)


@pytest.mark.parametrize(
    "refer",
    [
        pytest.param(lambda url: BlogPostFactory(image_url=url), id="blog post imageUrl"),
        pytest.param(
            lambda url: BlogPostFactory(content=f'<p>Look:</p><img src="{url}" alt="x">'),
            id="img in a blog post's HTML",
        ),
        pytest.param(lambda url: TravelStoryFactory(image_url=url), id="travel story imageUrl"),
        pytest.param(
            lambda url: TravelStoryFactory(gallery=["/media/demo/other.webp", url]),
            id="travel story gallery",
        ),
        pytest.param(lambda url: AchievementFactory(image_url=url), id="achievement"),
        pytest.param(lambda url: ProjectFactory(image_url=url), id="project"),
        pytest.param(lambda url: MemeFactory(image_url=url), id="meme"),
        pytest.param(lambda url: MediaItemFactory(image_url=url), id="media item"),
        pytest.param(lambda url: GalleryItemFactory(image_url=url), id="another gallery item"),
    ],
)
def test_any_row_that_shows_the_picture_keeps_it(
    owner_client, django_capture_on_commit_callbacks, refer
):
    item = uploaded_item(width=1200, height=800)
    files = set(item.file_names)
    refer(_variant_url(item, 1))  # a narrower variant than the one the gallery shows

    _delete(owner_client, item, django_capture_on_commit_callbacks)

    assert gallery_files() == files


def test_replacing_an_uploaded_picture_keeps_files_a_post_still_shows(
    owner_client, django_capture_on_commit_callbacks
):
    item = uploaded_item(width=1200, height=800)
    files = set(item.file_names)
    BlogPostFactory(content=f'<img src="{item_image_url(item)}" alt="">')

    with django_capture_on_commit_callbacks(execute=True):
        response = owner_client.patch(
            f"{URL}/{item.id}", {"imageUrl": "/static/img/placeholder.svg"}, format="json"
        )

    assert response.status_code == 200, response.content
    assert gallery_files() == files


def test_every_model_with_picture_fields_is_found_through_the_app_registry():
    found = {model._meta.label: fields for model, fields in referring_fields()}

    assert found == {
        "blog.BlogPost": ("image_url", "content"),
        "core.SiteProfile": ("avatar_url",),
        "gallery.GalleryItem": ("image_url", "variants"),
        "journal.GcseJournalEntry": ("media_uploads", "content"),
        "media.MediaItem": ("image_url",),
        "showcase.Achievement": ("image_url", "certificate_url"),
        "showcase.Project": ("image_url", "full_description"),
        "showcase.Meme": ("image_url",),
        "travel.TravelStory": ("image_url", "gallery", "content"),
    }


def test_a_file_name_that_only_starts_like_another_is_not_in_use():
    BlogPostFactory(image_url="/media/gallery/abc123-1600w.webp")

    assert files_in_use(["gallery/abc1-480w.webp", "gallery/abc123-480w.webp"]) == {
        "gallery/abc123-480w.webp"
    }


def test_verify_media_counts_a_file_a_post_still_shows_as_in_use():
    item = uploaded_item()
    BlogPostFactory(image_url=item_image_url(item))
    GalleryItem.objects.filter(id=item.id).delete()  # the item is gone; the post keeps its files
    out = io.StringIO()

    call_command("verify_media", stdout=out)

    assert "consistent" in out.getvalue()


def test_a_post_waiting_for_its_undo_keeps_the_picture_it_shows(
    owner_client, django_capture_on_commit_callbacks
):
    """A deleted post can come back for a few seconds ('Undo'): it still counts as a user."""
    item = uploaded_item()
    post = BlogPostFactory(image_url=item_image_url(item))
    BlogPost.all_objects.filter(id=post.id).update(deleted_at=timezone.now())

    _delete(owner_client, item, django_capture_on_commit_callbacks)

    assert gallery_files() == set(item.file_names)
