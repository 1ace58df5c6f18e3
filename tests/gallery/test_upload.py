"""POST /api/gallery/upload: what is accepted, what is refused (with the specification's words),
and what is stored: re-encoded WebP variants without any metadata, never the upload itself."""

import io

import pytest
from django.core.files.storage import default_storage
from django.db import DatabaseError
from PIL import Image

from apps.gallery import images
from apps.gallery.models import GalleryItem
from tests.content_types import CONTENT
from tests.gallery import pictures
from tests.gallery.factories import assert_nothing_stored, gallery_files

pytestmark = pytest.mark.django_db

URL = pictures.UPLOAD_URL

INVALID = {
    "image": ["Please select an image file (JPG, PNG, GIF, etc.)"],
    "errorTitle": "Invalid File",
}
TOO_LARGE = {"image": ["Please select an image smaller than 5MB"], "errorTitle": "File Too Large"}
NO_FILE = {"image": ["Please select an image to upload"], "errorTitle": "No File Selected"}


def post(client, data: bytes | None = None, name="photo.jpg", content_type="image/jpeg", **fields):
    form = {"title": "Sports day", "caption": "Relay team", "category": "academic", **fields}
    return pictures.post_upload(client, data, name, content_type, **form)


def open_stored(name: str) -> tuple[Image.Image, bytes]:
    with default_storage.open(name) as stored:
        data = stored.read()
    image = Image.open(io.BytesIO(data))
    image.load()
    return image, data


# --- the happy path ----------------------------------------------------------------------------


def test_owner_uploads_a_photo_and_gets_its_variants(owner_client):
    response = post(owner_client, pictures.jpeg(2000, 1000), isPublished="false")

    assert response.status_code == 201, response.content
    body = response.json()
    item = GalleryItem.objects.get(id=body["id"])
    assert (item.title, item.caption, item.category) == ("Sports day", "Relay team", "academic")
    assert item.is_published is False
    assert body["isPublished"] is False
    assert [(v["width"], v["height"]) for v in item.variants] == [
        (480, 240),
        (960, 480),
        (1600, 800),
    ]
    names = [v["name"] for v in item.variants]
    assert body["imageUrl"] == f"/media/{names[-1]}"
    assert body["srcset"] == (
        f"/media/{names[0]} 480w, /media/{names[1]} 960w, /media/{names[2]} 1600w"
    )
    assert (body["width"], body["height"]) == (1600, 800)
    # as an item added by address, with the personal-data check's warnings (none here)
    assert set(body) == CONTENT["gallery-items"].fields | {"warnings"}
    assert body["warnings"] == []
    assert gallery_files() == set(names)
    for variant in item.variants:
        image, _ = open_stored(variant["name"])
        assert image.format == "WEBP"
        assert image.size == (variant["width"], variant["height"])


def test_stored_files_have_random_names_never_the_uploaded_one(owner_client):
    post(owner_client, pictures.jpeg(), name="alex-home-address.jpg")

    (name,) = gallery_files()
    assert "alex" not in name
    assert name.startswith("gallery/")
    assert name.endswith(".webp")
    assert len(name.split("/")[1].split("-")[0]) == 32  # a uuid4, in hex


def test_defaults_are_published_and_general(owner_client):
    response = pictures.post_upload(owner_client, pictures.jpeg(), title="Defaults")

    assert response.status_code == 201
    assert response.json()["isPublished"] is True
    assert response.json()["category"] == "general"
    assert response.json()["caption"] == ""


@pytest.mark.parametrize(("text", "expected"), [("true", True), ("false", False)])
def test_is_published_arrives_as_text(owner_client, text, expected):
    response = post(owner_client, pictures.jpeg(), isPublished=text)

    assert response.json()["isPublished"] is expected


@pytest.mark.parametrize(
    ("data", "name", "content_type"),
    [
        (pictures.png(), "photo.png", "image/png"),
        (pictures.encode(pictures.picture(), "WEBP"), "photo.webp", "image/webp"),
        (pictures.encode(pictures.picture(mode="P"), "GIF"), "photo.gif", "image/gif"),
        # The name and the claimed type do not matter: the content decides.
        (pictures.png(), "photo.txt", "text/plain"),
    ],
)
def test_png_webp_and_gif_are_accepted(owner_client, data, name, content_type):
    response = post(owner_client, data, name, content_type)

    assert response.status_code == 201, response.content
    assert len(gallery_files()) == 1


def test_an_animated_gif_is_flattened_to_its_first_frame(owner_client):
    response = post(owner_client, pictures.animated_gif(), "funny.gif", "image/gif")

    assert response.status_code == 201
    image, _ = open_stored(GalleryItem.objects.get().variants[-1]["name"])
    assert getattr(image, "n_frames", 1) == 1
    red, _green, blue = image.convert("RGB").getpixel((20, 15))
    assert red > 200
    assert blue < 60


def test_transparency_is_kept(owner_client):
    response = post(owner_client, pictures.png(mode="RGBA", colour=(0, 0, 0, 0)), "logo.png")

    assert response.status_code == 201
    image, _ = open_stored(GalleryItem.objects.get().variants[-1]["name"])
    assert image.mode == "RGBA"
    assert image.getpixel((5, 5))[3] == 0


# --- privacy: metadata and orientation -----------------------------------------------------------


def test_upload_strips_gps_camera_and_every_other_metadata(owner_client):
    original = pictures.jpeg_with_everything_private()
    # The test picture really carries it all, so the assertions below mean something.
    source = Image.open(io.BytesIO(original))
    assert source.getexif().get_ifd(pictures.GPS_IFD)
    assert {"exif", "icc_profile", "xmp", "comment"} <= set(source.info)

    response = post(owner_client, original)

    assert response.status_code == 201
    item = GalleryItem.objects.get()
    assert len(item.variants) == 3
    for variant in item.variants:
        image, data = open_stored(variant["name"])
        assert not image.getexif()
        for key in ("exif", "icc_profile", "xmp", "XML:com.adobe.xmp", "comment"):
            assert key not in image.info, (variant["name"], key)
        for secret in (b"PrivateCam", b"Model X1000", pictures.SERIAL.encode(), b"PRIVATE"):
            assert secret not in data
        for chunk in (b"EXIF", b"ICCP", b"XMP "):
            assert chunk not in data


@pytest.mark.parametrize(
    ("orientation", "top_colour"),
    [
        (6, "red"),  # turned a quarter clockwise to display: the left half ends on top
        (8, "blue"),  # a quarter anticlockwise: the right half ends on top
    ],
)
def test_orientation_is_applied(owner_client, orientation, top_colour):
    response = post(owner_client, pictures.jpeg_with_orientation(orientation))

    assert response.status_code == 201
    assert (response.json()["width"], response.json()["height"]) == (100, 200)
    image, _ = open_stored(GalleryItem.objects.get().variants[-1]["name"])
    assert image.size == (100, 200)
    red, _, blue = image.convert("RGB").getpixel((50, 20))
    assert (red > blue) == (top_colour == "red")
    assert not image.getexif()


# --- variants ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "widths"),
    [
        ((2400, 1200), [480, 960, 1600]),
        ((1600, 900), [480, 960, 1600]),
        ((1000, 500), [480, 960, 1000]),
        ((700, 300), [480, 700]),
        ((300, 200), [300]),
    ],
)
def test_variants_are_never_upscaled(owner_client, size, widths):
    body = post(owner_client, pictures.jpeg(*size)).json()

    item = GalleryItem.objects.get()
    assert [v["width"] for v in item.variants] == widths
    assert body["width"] == widths[-1]
    assert body["srcset"].count("w,") == len(widths) - 1
    for variant in item.variants:
        image, _ = open_stored(variant["name"])
        assert image.width == variant["width"] <= size[0]


# --- refusals: the specification's words, and nothing stored -----------------------------------


@pytest.mark.parametrize(
    ("data", "name", "content_type"),
    [
        (pictures.SVG, "drawing.svg", "image/svg+xml"),
        (pictures.HTML, "photo.jpg", "image/jpeg"),
        (pictures.PDF, "certificate.pdf", "application/pdf"),
        (pictures.jpeg() + b"<html><script>alert(1)</script></html>", "photo.jpg", "image/jpeg"),
        (pictures.png() + b"<script>alert(1)</script>", "photo.png", "image/png"),
        (pictures.png(200, 200)[:-200], "photo.png", "image/png"),  # truncated
        (pictures.jpeg(200, 200)[:-300], "photo.jpg", "image/jpeg"),  # truncated
        (b"", "empty.jpg", "image/jpeg"),
        (b"GIF89a" + b"\x00" * 40, "broken.gif", "image/gif"),
        (b"\xff\xd8\xff\xe0" + b"A" * 100, "broken.jpg", "image/jpeg"),
    ],
    ids=[
        "svg",
        "html-named-jpg",
        "pdf",
        "jpeg-with-html-appended",
        "png-with-script-appended",
        "truncated-png",
        "truncated-jpeg",
        "empty",
        "broken-gif",
        "broken-jpeg",
    ],
)
def test_files_that_are_not_pictures_are_refused(owner_client, data, name, content_type):
    response = post(owner_client, data, name, content_type)

    assert response.status_code == 400
    assert response.json() == INVALID
    assert_nothing_stored()


def test_a_file_over_5mb_is_refused(owner_client):
    data = pictures.jpeg()
    data += b"\x00" * (images.MAX_UPLOAD_BYTES + 1 - len(data))
    assert len(data) == 5 * 1024 * 1024 + 1

    response = post(owner_client, data)

    assert response.status_code == 400
    assert response.json() == TOO_LARGE
    assert_nothing_stored()


def test_a_file_of_exactly_5mb_reaches_the_decoder(owner_client):
    data = pictures.jpeg()
    data += b"\x00" * (images.MAX_UPLOAD_BYTES - len(data))  # zero padding after the end

    response = post(owner_client, data)

    assert response.status_code == 201


def test_a_decompression_bomb_is_refused_before_decoding(owner_client):
    bomb = pictures.huge_png(20000)
    assert len(bomb) < 100_000  # tiny on disk, 400 megapixels when decoded

    response = post(owner_client, bomb, "bomb.png", "image/png")

    assert response.status_code == 400
    assert response.json() == {
        "image": ["Please select an image smaller than 40 megapixels"],
        "errorTitle": "File Too Large",
    }
    assert_nothing_stored()


def test_just_over_40_megapixels_is_refused(owner_client):
    # 6400 x 6400 = 40.96 MP: under Pillow's own hard limit, over ours.
    response = post(owner_client, pictures.huge_png(6400), "big.png", "image/png")

    assert response.status_code == 400
    assert response.json()["errorTitle"] == "File Too Large"
    assert_nothing_stored()


def test_no_file_is_no_file_selected(owner_client):
    response = post(owner_client)

    assert response.status_code == 400
    assert response.json() == NO_FILE


def test_image_sent_as_text_is_no_file_selected(owner_client):
    response = owner_client.post(
        URL, {"title": "x", "image": "/media/gallery/x.webp"}, format="multipart"
    )

    assert response.status_code == 400
    assert response.json() == NO_FILE


@pytest.mark.parametrize(
    ("fields", "errors"),
    [
        ({"title": ""}, {"title": ["Title is required"]}),
        ({"title": "   "}, {"title": ["Title is required"]}),
        ({"title": "x" * 201}, {"title": ["Title must be at most 200 characters"]}),
        ({"category": ""}, {"category": ["Category is required"]}),
        (
            {"category": "memes"},
            {
                "category": [
                    "Category must be one of general, academic, travel, achievements, personal"
                ]
            },
        ),
        ({"caption": "x" * 1001}, {"caption": ["Caption must be at most 1000 characters"]}),
        ({"isPublished": "perhaps"}, {"isPublished": ["isPublished must be true or false"]}),
    ],
)
def test_field_messages(owner_client, fields, errors):
    response = post(owner_client, pictures.jpeg(), **fields)

    assert response.status_code == 400
    assert response.json() == errors
    assert_nothing_stored()


def test_title_missing_entirely_is_title_is_required(owner_client):
    response = pictures.post_upload(owner_client, pictures.jpeg())

    assert response.json() == {"title": ["Title is required"]}


def test_field_and_file_errors_come_together(owner_client):
    response = post(owner_client, pictures.SVG, "x.svg", "image/svg+xml", title="", category="")

    assert response.status_code == 400
    assert response.json() == {
        **INVALID,
        "title": ["Title is required"],
        "category": ["Category is required"],
    }
    assert_nothing_stored()


def test_category_is_forgiving_about_case_and_spaces(owner_client):
    response = post(owner_client, pictures.jpeg(), category="  Travel ")

    assert response.json()["category"] == "travel"


def test_json_body_is_unsupported_not_an_error_page(owner_client):
    response = owner_client.post(URL, {"title": "x"}, format="json")

    assert response.status_code == 415


def test_a_broken_multipart_body_is_a_400(owner_client):
    response = owner_client.post(URL, b"garbage", content_type="multipart/form-data; boundary=")

    assert response.status_code == 400


# --- who may upload ------------------------------------------------------------------------------


def test_visitor_cannot_upload(api_client):
    response = post(api_client, pictures.jpeg())

    assert response.status_code == 401
    assert_nothing_stored()


def test_other_signed_in_user_cannot_upload(other_user_client):
    response = post(other_user_client, pictures.jpeg())

    assert response.status_code == 403
    assert_nothing_stored()


# --- failures leave nothing behind ---------------------------------------------------------------


def test_a_database_failure_during_upload_leaves_no_file(owner_client, monkeypatch):
    def fail(*args, **kwargs):
        raise DatabaseError("disk full")

    monkeypatch.setattr(GalleryItem, "save", fail)
    owner_client.raise_request_exception = False

    response = post(owner_client, pictures.jpeg(1200, 800))

    assert response.status_code == 500
    assert_nothing_stored()


def test_a_storage_failure_midway_leaves_no_file(owner_client, monkeypatch):
    real_save = default_storage.save
    calls = []

    def save_then_fail(name, content, **kwargs):
        calls.append(name)
        if len(calls) == 2:
            raise OSError("bucket unreachable")
        return real_save(name, content, **kwargs)

    monkeypatch.setattr(default_storage, "save", save_then_fail)
    owner_client.raise_request_exception = False

    response = post(owner_client, pictures.jpeg(1200, 800))

    assert response.status_code == 500
    assert len(calls) == 2
    assert_nothing_stored()
