"""srcset of stored WebP variants (the same cases as frontend/src/lib/srcset.test.ts)."""

import pytest

from apps.core.srcset import srcset_for


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (
            "/media/gallery/abc-1600w.webp",
            "/media/gallery/abc-480w.webp 480w, /media/gallery/abc-960w.webp 960w, "
            "/media/gallery/abc-1600w.webp 1600w",
        ),
        (
            "/media/demo/post-1200w.webp",
            "/media/demo/post-480w.webp 480w, /media/demo/post-960w.webp 960w, "
            "/media/demo/post-1200w.webp 1200w",
        ),
        (
            "/media/gallery/small-700w.webp",
            "/media/gallery/small-480w.webp 480w, /media/gallery/small-700w.webp 700w",
        ),
        ("/media/gallery/tiny-300w.webp", "/media/gallery/tiny-300w.webp 300w"),
        ("/media/demo/post.webp", ""),
        ("/static/x.png", ""),
        ("/media/a-0w.webp", ""),
        ("", ""),
        (None, ""),
    ],
)
def test_srcset_for(url, expected):
    assert srcset_for(url) == expected
