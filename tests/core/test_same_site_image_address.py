"""A full address of the site's own picture (what 'Copy image address' gives) is accepted by
every image field and stored as its path; an address on another site is still refused."""

import pytest

from apps.blog.models import BlogPost
from apps.core.validators import IMAGE_URL_MESSAGE, same_site_path
from apps.travel.models import TravelStory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("value", "stored"),
    [
        ("http://testserver/media/gallery/a-960w.webp", "/media/gallery/a-960w.webp"),
        ("https://127.0.0.1:8000/media/gallery/a.webp", "/media/gallery/a.webp"),
        ("http://localhost/static/img/photo-placeholder.svg", "/static/img/photo-placeholder.svg"),
        ("/media/gallery/a.webp", "/media/gallery/a.webp"),
        ("https://evil.example/media/a.webp", "https://evil.example/media/a.webp"),
        ("http://testserver/api/blog-posts", "http://testserver/api/blog-posts"),
        ("http://testserver/media/a.webp?x=1", "http://testserver/media/a.webp?x=1"),
    ],
)
def test_same_site_path(value, stored):
    assert same_site_path(value) == stored


def test_a_blog_post_takes_a_copied_image_address(owner_client):
    response = owner_client.post(
        "/api/blog-posts",
        {
            "title": "With a picture",
            "excerpt": "e",
            "content": "c",
            "imageUrl": "http://testserver/media/gallery/sky-960w.webp",
        },
        format="json",
    )

    assert response.status_code == 201
    assert response.json()["imageUrl"] == "/media/gallery/sky-960w.webp"
    assert BlogPost.objects.get().image_url == "/media/gallery/sky-960w.webp"


def test_a_travel_story_takes_a_copied_image_address(owner_client):
    response = owner_client.post(
        "/api/travel-stories",
        {
            "country": "Japan",
            "title": "Kyoto",
            "content": "Temples.",
            "imageUrl": "http://127.0.0.1:8000/media/gallery/kyoto.webp",
        },
        format="json",
    )

    assert response.status_code == 201, response.json()
    assert TravelStory.objects.get().image_url == "/media/gallery/kyoto.webp"


def test_an_image_on_another_site_is_still_refused(owner_client):
    response = owner_client.post(
        "/api/blog-posts",
        {"title": "t", "excerpt": "e", "content": "c", "imageUrl": "https://evil.example/a.jpg"},
        format="json",
    )

    assert response.status_code == 400
    assert response.json() == {"imageUrl": [IMAGE_URL_MESSAGE]}
    assert not BlogPost.objects.exists()
