"""The pipeline's own rules, below the API: variant sizes and where a file must end."""

import pytest

from apps.gallery import images
from tests.gallery import pictures


@pytest.mark.parametrize(
    ("size", "expected"),
    [
        ((4000, 3000), [(480, 360), (960, 720), (1600, 1200)]),
        ((700, 350), [(480, 240), (700, 350)]),
        ((480, 100), [(480, 100)]),
        ((10, 10), [(10, 10)]),
        # Never taller than WebP allows, and never zero pixels high.
        ((100, 20000), [(82, 16383)]),
        ((40000, 1), [(480, 1), (960, 1), (1600, 1)]),
    ],
)
def test_variant_sizes(size, expected):
    assert images.variant_sizes(*size) == expected


def test_a_tall_thin_picture_is_stored_within_webp_limits():
    picture = images.decode(data=pictures.png(20, 17000))

    (((width, height), data),) = images.render_variants(picture=picture)

    assert (width, height) == (19, 16383)
    assert data.startswith(b"RIFF")


def test_a_phone_multi_picture_jpeg_is_accepted():
    # Phones append a second JPEG (a depth map or preview) after the first one's end.
    data = pictures.jpeg() + pictures.jpeg(16, 16)

    assert images.ends_where_the_picture_ends(data, "JPEG")
    assert images.decode(data=data).size == (64, 48)


@pytest.mark.parametrize(
    "trailer",
    [b"<html></html>", b"\x00\x00<script>", pictures.jpeg()[:-2], b"PK\x03\x04zip"],
)
def test_anything_else_after_a_jpeg_is_refused(trailer):
    assert not images.ends_where_the_picture_ends(pictures.jpeg() + trailer, "JPEG")


def test_zero_padding_after_a_jpeg_is_tolerated():
    assert images.ends_where_the_picture_ends(pictures.jpeg() + b"\x00" * 64, "JPEG")


@pytest.mark.parametrize("fmt", ["PNG", "GIF", "WEBP"])
def test_other_formats_must_end_exactly(fmt):
    data = pictures.encode(pictures.picture(mode="RGB" if fmt != "GIF" else "P"), fmt)

    assert images.ends_where_the_picture_ends(data, fmt)
    assert not images.ends_where_the_picture_ends(data + b"<x>", fmt)
    assert not images.ends_where_the_picture_ends(data[:-3], fmt)


def test_read_upload_never_reads_more_than_the_limit():
    class Endless:
        size = None  # a file that does not say how big it is
        read_sizes: list[int] = []

        def seek(self, offset):
            pass

        def read(self, size=-1):
            self.read_sizes.append(size)
            return b"\xff" * size

    upload = Endless()

    with pytest.raises(images.ImageRejected) as refusal:
        images.read_upload(upload=upload)

    assert refusal.value.title == "File Too Large"
    assert upload.read_sizes == [images.MAX_UPLOAD_BYTES + 1]
