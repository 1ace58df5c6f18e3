"""Constants the server and the browser share live in one JSON file both read
(frontend/src/config/shared-constants.json): the picture widths, the `sizes` of each kind of
picture and the header's links. Restating one in Python or TypeScript would let the server's
first screen and React's drift apart again."""

from pathlib import Path

from django.urls import resolve

from apps.core import shared_constants
from apps.core.srcset import STANDARD_WIDTHS
from apps.pages import first_screen

ROOT = Path(__file__).resolve().parents[2]


def _sources():
    for folder, pattern in (("apps", "*.py"), ("frontend/src", "*.ts"), ("frontend/src", "*.tsx")):
        yield from (ROOT / folder).rglob(pattern)


def test_the_server_reads_the_shared_file():
    assert tuple(shared_constants.SHARED["imageWidths"]) == STANDARD_WIDTHS
    assert list(STANDARD_WIDTHS) == sorted(STANDARD_WIDTHS)
    assert shared_constants.SHARED["imageSizes"]["card"] == first_screen.CARD_SIZES
    assert [href for href, _, _ in first_screen.NAV] == [
        link["href"] for link in shared_constants.SHARED["navLinks"]
    ]


def test_each_header_link_is_a_page_the_server_answers():
    for href, _label, also in shared_constants.NAV_LINKS:
        for path in (href, *also):
            assert resolve(path).kwargs["page"].key != "not-found"


def test_no_source_file_restates_a_shared_value():
    values = [*shared_constants.IMAGE_SIZES.values(), "480, 960, 1600", "(480, 960, 1600)"]
    for source in _sources():
        text = source.read_text(encoding="utf-8")
        restated = [value for value in values if value in text]
        assert not restated, f"{source.relative_to(ROOT)} restates {restated}"
