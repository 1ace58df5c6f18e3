"""The PDF pipeline itself (apps/documents/pdfs.py): what a clean copy keeps and what it leaves
behind, looked at object by object."""

import io

import pytest
from PIL import Image
from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DictionaryObject,
    IndirectObject,
    NameObject,
    NumberObject,
    TextStringObject,
)

from apps.documents import pdfs as pipeline
from tests.documents import pdfs


def clean(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(pipeline.clean_copy(data=data).data))


def every_object(reader: PdfReader):
    """Every object of the file, and every dictionary or array nested in one."""
    stack = [
        reader.get_object(IndirectObject(number, generation, reader))
        for generation, entries in reader.xref.items()
        for number in entries
    ]
    while stack:
        value = stack.pop()
        yield value
        if isinstance(value, DictionaryObject):
            stack.extend(v for v in value.values() if not isinstance(v, IndirectObject))
        elif isinstance(value, ArrayObject):
            stack.extend(v for v in value if not isinstance(v, IndirectObject))


def test_the_page_keeps_its_drawing_and_its_web_link_only():
    reader = clean(pdfs.pdf_with_everything_private())

    (page,) = reader.pages
    assert set(page.keys()) <= {
        "/Type",
        "/Parent",
        "/Resources",
        "/MediaBox",
        "/Contents",
        "/Annots",
    }
    assert "/AA" not in page
    assert "/Metadata" not in page
    (link,) = [annotation.get_object() for annotation in page["/Annots"]]
    assert link["/Subtype"] == "/Link"
    assert dict(link["/A"]) == {"/S": "/URI", "/URI": pdfs.KEPT_LINK}
    assert page.get_contents().get_data().strip() == b"q 100 0 0 100 50 50 cm /Im0 Do Q"


def test_no_object_of_the_copy_holds_a_script_an_action_a_file_or_metadata():
    reader = clean(pdfs.pdf_with_everything_private())

    seen = list(every_object(reader))
    assert any(isinstance(v, DictionaryObject) and v.get("/S") == "/URI" for v in seen)
    for value in seen:
        if isinstance(value, DictionaryObject):
            assert not set(value) & {"/JS", "/AA", "/OpenAction", "/EF", "/Metadata", "/AF"}
            assert value.get("/Type") not in {"/EmbeddedFile", "/Filespec", "/Metadata"}
            assert value.get("/S") not in {"/JavaScript", "/Launch"}
            assert value.get("/Subtype") not in {"/Widget", "/FileAttachment"}


def test_a_photo_drawn_on_a_page_loses_its_exif_but_stays_a_picture():
    original = pdfs.jpeg_with_gps()
    assert Image.open(io.BytesIO(original)).getexif()  # the test's photo does carry EXIF

    reader = clean(pdfs.pdf_with_everything_private())

    image = reader.pages[0]["/Resources"]["/XObject"]["/Im0"].get_object()
    assert "/Metadata" not in image
    data = image._data
    assert data.startswith(b"\xff\xd8")
    assert b"Exif" not in data
    picture = Image.open(io.BytesIO(data))
    picture.load()
    assert picture.size == (16, 16)
    assert not picture.getexif()


def test_jpeg_segments_that_are_metadata_are_dropped_and_the_rest_kept():
    app0 = b"\xff\xe0\x00\x06JFIF"
    app1 = b"\xff\xe1\x00\x08Exif\x00\x00"
    app14 = b"\xff\xee\x00\x07Adobe"
    comment = b"\xff\xfe\x00\x06Alex"
    scan = b"\xff\xda\x00\x02\x01\x02\xff\xd9"

    jpeg = b"\xff\xd8" + app0 + app1 + app14 + comment + scan

    assert pipeline.jpeg_without_metadata(jpeg) == b"\xff\xd8" + app0 + app14 + scan


@pytest.mark.parametrize(
    "data",
    [b"not a jpeg", b"\xff\xd8\xff\xe1\xff\xff", b"\xff\xd8\x00\x00\x00\x00"],
    ids=["not a jpeg", "segment longer than the data", "no marker"],
)
def test_a_jpeg_whose_markers_cannot_be_followed_is_left_as_it_is(data):
    assert pipeline.jpeg_without_metadata(data) == data


@pytest.mark.parametrize(
    "uri",
    ["javascript:app.alert(1)", "file:///etc/passwd", "mailto:alex@example.com"],
)
def test_links_that_are_not_to_a_web_address_are_dropped(uri):
    writer = PdfWriter()
    page = writer.add_blank_page(100, 100)
    link = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Annot"),
            NameObject("/Subtype"): NameObject("/Link"),
            NameObject("/Rect"): ArrayObject(NumberObject(n) for n in (0, 0, 10, 10)),
            NameObject("/A"): DictionaryObject(
                {NameObject("/S"): NameObject("/URI"), NameObject("/URI"): TextStringObject(uri)}
            ),
        }
    )
    page[NameObject("/Annots")] = ArrayObject([writer._add_object(link)])
    buffer = io.BytesIO()
    writer.write(buffer)

    assert "/Annots" not in clean(buffer.getvalue()).pages[0]


def test_every_page_is_kept_in_order():
    reader = clean(pdfs.simple_pdf(5))

    assert len(reader.pages) == 5


def test_a_read_upload_is_refused_from_its_size_before_it_is_read():
    class Huge:
        size = pipeline.MAX_UPLOAD_BYTES + 1

        def read(self, *args):  # pragma: no cover - must never be called
            raise AssertionError("read")

    with pytest.raises(pipeline.DocumentRejected) as refused:
        pipeline.read_upload(upload=Huge())

    assert refused.value.title == "File Too Large"
