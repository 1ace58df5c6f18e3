"""PDFs made for the tests, with pypdf and by hand: plain ones, and one carrying everything the
pipeline must leave behind (the author's name, XMP, scripts, actions, attached files, forms and a
phone photo's EXIF position)."""

import io

from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image
from pypdf import PdfWriter
from pypdf.actions import JavaScript
from pypdf.generic import (
    ArrayObject,
    DecodedStreamObject,
    DictionaryObject,
    NameObject,
    NumberObject,
    TextStringObject,
)

UPLOAD_URL = "/api/documents/upload"

# Words that must never reach a stored copy.
CHILD_NAME = "Alex Example-Student"
SECRET_FILE = "home-address.txt"
SECRET_TEXT = "42 Privet Drive"
SCRIPT = "app.alert('from the pdf')"
KEPT_LINK = "https://example.com/revision-notes"


def _name(value: str) -> NameObject:
    return NameObject(value)


def _dict(**items) -> DictionaryObject:
    d = DictionaryObject()
    for key, value in items.items():
        d[_name(f"/{key}")] = value
    return d


def _bytes(writer: PdfWriter) -> bytes:
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def simple_pdf(pages: int = 1, *, padding: int = 0) -> bytes:
    """A plain PDF of `pages` blank pages, drawing a line on each. `padding` bytes of spaces
    inside the first page's content stream make it as large as a test needs."""
    writer = PdfWriter()
    for number in range(pages):
        page = writer.add_blank_page(200, 200)
        content = DecodedStreamObject()
        drawing = b"0 0 m 100 100 l S\n"
        content.set_data(drawing + (b" " * padding if number == 0 else b""))
        page[_name("/Contents")] = writer._add_object(content)
    return _bytes(writer)


def pdf_of_size(size: int) -> bytes:
    """A valid PDF of exactly `size` bytes."""
    base = simple_pdf()
    data = simple_pdf(padding=size - len(base))
    # The stream's /Length and the xref offsets grow by a digit or two: take them off too.
    data = simple_pdf(padding=size - len(base) - (len(data) - size))
    assert len(data) == size, len(data)
    return data


def encrypted_pdf(user_password: str = "open-me") -> bytes:  # noqa: S107 - a test file
    writer = PdfWriter()
    writer.add_blank_page(200, 200)
    writer.encrypt(user_password, "owner-password")
    return _bytes(writer)


def jpeg_with_gps() -> bytes:
    """A small JPEG with EXIF naming its author and where it was taken."""
    exif = Image.Exif()
    exif[0x013B] = CHILD_NAME  # Artist
    gps = exif.get_ifd(0x8825)
    gps[1], gps[2] = "N", (51.0, 30.0, 12.0)  # latitude
    gps[3], gps[4] = "W", (0.0, 7.0, 40.0)  # longitude
    buffer = io.BytesIO()
    Image.new("RGB", (16, 16), (200, 40, 40)).save(buffer, "JPEG", exif=exif.tobytes())
    return buffer.getvalue()


def pdf_with_everything_private() -> bytes:
    """One page that draws a photo, with everything a clean copy must not keep around it."""
    writer = PdfWriter()
    page = writer.add_blank_page(300, 300)
    writer.add_metadata(
        {"/Author": CHILD_NAME, "/Creator": "Word for Alex", "/Title": f"{CHILD_NAME} homework"}
    )
    xmp = DecodedStreamObject()
    xmp.set_data(f"<x:xmpmeta><dc:creator>{CHILD_NAME}</dc:creator></x:xmpmeta>".encode())
    xmp.update({_name("/Type"): _name("/Metadata"), _name("/Subtype"): _name("/XML")})
    writer._root_object[_name("/Metadata")] = writer._add_object(xmp)
    page[_name("/Metadata")] = writer._add_object(xmp)

    script = _dict(S=_name("/JavaScript"), JS=TextStringObject(SCRIPT))
    writer.add_open_action(JavaScript(SCRIPT))  # the document's JavaScript name tree
    writer._root_object[_name("/OpenAction")] = writer._add_object(script)
    page[_name("/AA")] = _dict(O=script)  # runs when the page opens
    writer.add_attachment(SECRET_FILE, SECRET_TEXT.encode())

    # The photo, drawn on the page, with its EXIF still inside the JPEG bytes.
    photo = DecodedStreamObject()
    photo.set_data(jpeg_with_gps())
    photo.update(
        {
            _name("/Type"): _name("/XObject"),
            _name("/Subtype"): _name("/Image"),
            _name("/Width"): NumberObject(16),
            _name("/Height"): NumberObject(16),
            _name("/ColorSpace"): _name("/DeviceRGB"),
            _name("/BitsPerComponent"): NumberObject(8),
            _name("/Filter"): _name("/DCTDecode"),
            _name("/Metadata"): writer._add_object(xmp),
        }
    )
    page[_name("/Resources")] = _dict(XObject=_dict(Im0=writer._add_object(photo)))
    content = DecodedStreamObject()
    content.set_data(b"q 100 0 0 100 50 50 cm /Im0 Do Q\n")
    page[_name("/Contents")] = writer._add_object(content)

    attached = _dict(
        Type=_name("/Filespec"),
        F=TextStringObject(SECRET_FILE),
        EF=_dict(F=writer._add_object(_stream(SECRET_TEXT.encode(), Type="/EmbeddedFile"))),
    )
    rect = ArrayObject([NumberObject(n) for n in (10, 10, 90, 30)])
    page[_name("/Annots")] = ArrayObject(
        [
            writer._add_object(
                _dict(Type=_name("/Annot"), Subtype=_name("/Link"), Rect=rect, A=script)
            ),
            writer._add_object(
                _dict(
                    Type=_name("/Annot"),
                    Subtype=_name("/Link"),
                    Rect=rect,
                    A=_dict(S=_name("/URI"), URI=TextStringObject(KEPT_LINK)),
                )
            ),
            writer._add_object(
                _dict(
                    Type=_name("/Annot"),
                    Subtype=_name("/Link"),
                    Rect=rect,
                    A=_dict(S=_name("/Launch"), F=TextStringObject("calc.exe")),
                )
            ),
            writer._add_object(
                _dict(
                    Type=_name("/Annot"), Subtype=_name("/FileAttachment"), Rect=rect, FS=attached
                )
            ),
            writer._add_object(
                _dict(
                    Type=_name("/Annot"),
                    Subtype=_name("/Widget"),
                    Rect=rect,
                    FT=_name("/Tx"),
                    T=TextStringObject("name"),
                    V=TextStringObject(CHILD_NAME),
                    AA=_dict(K=script),
                )
            ),
        ]
    )
    return _bytes(writer)


def _stream(data: bytes, **items) -> DecodedStreamObject:
    stream = DecodedStreamObject()
    stream.set_data(data)
    for key, value in items.items():
        stream[_name(f"/{key}")] = _name(value) if value.startswith("/") else value
    return stream


def upload(data: bytes, name: str = "notes.pdf", content_type: str = "application/pdf"):
    return SimpleUploadedFile(name, data, content_type=content_type)


def post_upload(
    client, data: bytes | None, name="notes.pdf", content_type="application/pdf", **fields
):
    """The multipart POST of the documents' upload: `fields` and `data` as the file (None: no
    file at all)."""
    form = dict(fields)
    if data is not None:
        form["file"] = upload(data, name, content_type)
    return client.post(UPLOAD_URL, form, format="multipart")
