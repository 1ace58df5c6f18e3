import io

import pytest
from django.core.files.storage import default_storage
from PIL import Image

from apps.core.demo_images import demo_image, demo_upload
from apps.core.srcset import srcset_for


def test_demo_image_is_drawn_once_and_served_from_media():
    url = demo_image("test-picture", width=320, height=180)
    again = demo_image("test-picture", width=320, height=180)

    assert url == again == "/media/demo/test-picture-640w.webp"  # the photo is twice as wide
    with default_storage.open("demo/test-picture-640w.webp") as stored:
        image = Image.open(io.BytesIO(stored.read()))
        assert (image.format, image.size) == ("WEBP", (640, 360))
        assert not image.getexif()


def test_demo_image_is_stored_at_the_standard_widths_like_an_upload():
    url = demo_image("wide-picture", width=1200, height=675)

    assert url == "/media/demo/wide-picture-1600w.webp"
    assert srcset_for(url).count("w.webp") == 3
    for width, height in ((480, 270), (960, 540), (1600, 900)):
        with default_storage.open(f"demo/wide-picture-{width}w.webp") as stored:
            assert Image.open(io.BytesIO(stored.read())).size == (width, height)


@pytest.mark.parametrize("name", ["a", "b"])
def test_different_names_draw_different_pictures(name):
    demo_image(name, width=64, height=36)

    assert default_storage.size(f"demo/{name}-128w.webp") > 0


def test_image_urls_from_the_media_bucket_are_accepted_when_one_is_configured(settings):
    from django.core.exceptions import ValidationError

    from apps.core.validators import validate_image_url

    settings.MEDIA_ORIGIN = "https://media.example.org"

    validate_image_url("https://media.example.org/gallery/a.webp")
    validate_image_url("/media/gallery/a.webp")
    with pytest.raises(ValidationError):
        validate_image_url("https://media.example.org.evil.test/x.webp")
    with pytest.raises(ValidationError):
        validate_image_url("https://elsewhere.example/x.webp")


def test_the_demo_upload_is_a_phone_sized_jpeg_far_larger_than_what_pages_send():
    upload = demo_upload("big-photo")
    demo_image("big-photo")

    with Image.open(io.BytesIO(upload)) as photo:
        assert (photo.format, photo.size) == ("JPEG", (2400, 1350))
    assert default_storage.size("demo/big-photo-960w.webp") < len(upload) / 5
