import hashlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.files.storage import default_storage
from PIL import Image

from apps.core.srcset import srcset_for
from apps.demo.art import Certificate, Magazine, Meme, Screen
from apps.demo.images import _variants, demo_image, demo_upload, scene_for

ROOT = Path(__file__).resolve().parents[2]
# A seeded achievement's picture: its certificate names the achievement and the date.
CERTIFICATE = "showcase-first-place-school-science-fair-2025-03-14"


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


def test_different_names_draw_different_pictures():
    for name in ("a", "b"):
        demo_image(name, width=64, height=36)

    with (
        default_storage.open("demo/a-128w.webp") as a,
        default_storage.open("demo/b-128w.webp") as b,
    ):
        assert a.read() != b.read()


def test_a_seeded_name_is_drawn_as_what_its_row_stands_for():
    certificate = scene_for(CERTIFICATE)

    assert isinstance(certificate, Certificate)
    assert (certificate.title, certificate.issuer) == (
        "First Place, School Science Fair",
        "School Science Department",
    )
    assert str(certificate.awarded) == "2025-03-14"
    assert isinstance(scene_for("showcase-daily-advice-hub"), Screen)
    assert isinstance(scene_for("showcase-meme-2"), Meme)
    assert isinstance(scene_for("media-finding-home-in-three-languages"), Magazine)
    tokyo = scene_for("travel-neon-nights-and-quiet-temples-in-tokyo")
    assert tokyo.name == "Tokyo, Japan"
    # A name no seed uses (a test's) is a quiet landscape with no place written on it.
    assert scene_for("e2e-anything").name == ""


def test_the_same_name_always_gives_the_same_bytes():
    first = _variants(CERTIFICATE, 320, 180)
    _variants.cache_clear()

    assert _variants(CERTIFICATE, 320, 180) == first
    assert demo_upload(CERTIFICATE, width=320, height=180) == demo_upload(
        CERTIFICATE, width=320, height=180
    )


def test_a_drawn_picture_is_stored_without_metadata():
    url = demo_image(CERTIFICATE, width=320, height=180)

    with default_storage.open(url.removeprefix("/media/")) as stored:
        image = Image.open(io.BytesIO(stored.read()))
        assert image.format == "WEBP"
        assert not image.getexif()
        assert not {"exif", "xmp", "icc_profile"} & set(image.info)


def test_make_bench_can_draw_a_seeded_picture_again_without_django_set_up():
    """`make bench` weighs each demo picture's original (demo_upload) in its own process, where
    Django is not set up: the seeds that describe the pictures must load there, and give the
    same picture."""
    environment = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    script = (
        "import hashlib; from apps.demo.images import demo_upload; "
        f"print(hashlib.sha256(demo_upload({CERTIFICATE!r}, width=320, height=180)).hexdigest())"
    )
    result = subprocess.run(  # noqa: S603 - this Python, a fixed script
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )

    assert result.returncode == 0, result.stderr
    here = demo_upload(CERTIFICATE, width=320, height=180)
    assert result.stdout.strip() == hashlib.sha256(here).hexdigest()


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
