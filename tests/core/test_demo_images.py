import io

import pytest
from django.core.files.storage import default_storage
from PIL import Image

from apps.core.demo_images import demo_image


def test_demo_image_is_drawn_once_and_served_from_media():
    url = demo_image("test-picture", width=320, height=180)
    again = demo_image("test-picture", width=320, height=180)

    assert url == again == "/media/demo/test-picture.webp"
    with default_storage.open("demo/test-picture.webp") as stored:
        image = Image.open(io.BytesIO(stored.read()))
        assert (image.format, image.size) == ("WEBP", (320, 180))
        assert not image.getexif()


@pytest.mark.parametrize("name", ["a", "b"])
def test_different_names_draw_different_pictures(name):
    demo_image(name, width=64, height=36)

    assert default_storage.size(f"demo/{name}.webp") > 0
