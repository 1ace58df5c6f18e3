"""The PDF pipeline: decide whether an upload is a PDF, and store a clean copy of it.

What a file is is decided from its bytes, never its name or the content type the browser
claims: it must start with "%PDF-" and parse with pypdf, unencrypted, with at least one page.
At most MAX_UPLOAD_BYTES (shared-constants.json), and at most MAX_PAGES pages.

What is stored is never the upload. The pages are copied into a new document, and everything
else is left behind: the document information (author, creator, producer: a child's full name
often sits there), XMP metadata, the catalog's JavaScript, open action, embedded files, forms,
outlines and names. On each page, only the keys that draw it are kept (no additional actions,
no per-page metadata or associated files), annotations are dropped except links to http(s)
addresses (rebuilt from their rectangle and address alone), and the resources the page draws
with lose any action, script, metadata or attached file; a JPEG drawn on a page loses its
EXIF (a phone photo's place and time), XMP and comment segments. The copy is read back and
checked before it is stored: it must parse and have the same pages, and no object in it may
hold a script, an action, an attached file or metadata.
"""

import io
import logging
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DictionaryObject,
    FloatObject,
    IndirectObject,
    NameObject,
    NumberObject,
    PdfObject,
    StreamObject,
    TextStringObject,
)

from apps.core.media_headers import DOCUMENTS_FOLDER
from apps.core.shared_constants import SHARED
from apps.core.uploads import UploadRejected, read_limited

logger = logging.getLogger(__name__)

# The largest file, as the admin panel checks it before sending (shared-constants.json).
MAX_UPLOAD_MEGABYTES: int = SHARED["maxUploadMegabytes"]
MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024
MAX_UPLOAD_SIZE = f"{MAX_UPLOAD_MEGABYTES}MB"
MAX_PAGES = 1000
# A multipart request carries the file and a title: anything longer than this is refused from
# its Content-Length header alone, before a byte of the body is read.
MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024
FOLDER = DOCUMENTS_FOLDER


class DocumentRejected(UploadRejected):
    """An upload that is not an acceptable PDF: `title` and `message` are the words the admin
    panel shows (in the specification's style, section 5)."""


NO_FILE = {"title": "No File Selected", "message": "Please select a file to upload"}
INVALID_FILE = {"title": "Invalid File", "message": "Please select a PDF file"}
UNREADABLE = {
    "title": "Invalid File",
    "message": "This PDF could not be read. Please select another PDF file",
}
ENCRYPTED = {
    "title": "Invalid File",
    "message": "Please select a PDF that is not protected by a password",
}
TOO_LARGE = {
    "title": "File Too Large",
    "message": f"Please select a file smaller than {MAX_UPLOAD_SIZE}",
}
TOO_MANY_PAGES = {
    "title": "File Too Large",
    "message": f"Please select a PDF with at most {MAX_PAGES} pages",
}


@dataclass(frozen=True)
class CleanPdf:
    """A PDF that passed every check, as the bytes of its clean copy. Only `read_upload` and
    `clean_copy` make one."""

    data: bytes
    pages: int

    @property
    def size(self) -> int:
        return len(self.data)


# --- reading an upload ------------------------------------------------------------------------


def read_upload(*, upload) -> CleanPdf:
    """Check an uploaded file (a Django UploadedFile, or None when nothing was sent) and make its
    clean copy. Raises DocumentRejected with the words to show; never stores anything."""
    data = read_limited(
        upload,
        max_bytes=MAX_UPLOAD_BYTES,
        no_file=NO_FILE,
        too_large=TOO_LARGE,
        invalid=INVALID_FILE,
        rejected=DocumentRejected,
    )
    return clean_copy(data=data)


def clean_copy(*, data: bytes) -> CleanPdf:
    """The clean copy of the PDF in `data` (at most MAX_UPLOAD_BYTES), or DocumentRejected."""
    if not data.startswith(b"%PDF-"):
        raise DocumentRejected(**INVALID_FILE)
    try:
        pages = _pages_of(data)
        clean = _rewrite(pages)
        _check_copy(clean, pages=len(pages))
    except DocumentRejected:
        raise
    except Exception as exc:
        # pypdf signals a broken file with many exception types (PdfReadError, ValueError,
        # KeyError, RecursionError, ...): every one of them means "not a readable PDF".
        logger.info("Document upload refused: %s: %s", type(exc).__name__, exc)
        raise DocumentRejected(**UNREADABLE) from exc
    return CleanPdf(data=clean, pages=len(pages))


def _pages_of(data: bytes) -> list:
    reader = PdfReader(io.BytesIO(data), strict=False)
    if reader.is_encrypted:
        raise DocumentRejected(**ENCRYPTED)
    count = len(reader.pages)
    if count < 1:
        raise DocumentRejected(**UNREADABLE)
    if count > MAX_PAGES:
        raise DocumentRejected(**TOO_MANY_PAGES)
    return list(reader.pages)


# --- the clean copy ---------------------------------------------------------------------------

# What a page keeps: what it draws with, and where. Inherited values (resources, boxes, rotation)
# are already on each page: pypdf copies them down from the page tree when it reads the pages.
_PAGE_KEYS = {
    "/Type",
    "/Resources",
    "/MediaBox",
    "/CropBox",
    "/BleedBox",
    "/TrimBox",
    "/ArtBox",
    "/Contents",
    "/Rotate",
    "/Group",
    "/UserUnit",
}

# Keys that hold a script, an action, an attached file or metadata, wherever they appear.
_FORBIDDEN_KEYS = {
    "/A",
    "/AA",
    "/AF",
    "/EF",
    "/EmbeddedFile",
    "/EmbeddedFiles",
    "/JS",
    "/JavaScript",
    "/Launch",
    "/Metadata",
    "/OpenAction",
    "/PieceInfo",
    "/RichMediaContent",
}
# Names that would make an object a script, an action or an attached file.
_FORBIDDEN_NAMES = {"/JavaScript", "/Launch", "/EmbeddedFile", "/Filespec", "/Action"}

# JPEG segments a picture drawn on a page may keep: its JFIF header (APP0) and Adobe's colour
# transform (APP14). EXIF (APP1, with a phone's GPS position and time), XMP, ICC profiles
# (colours come from the PDF's own colour space) and comments are dropped.
_JPEG_KEPT_APPS = {0xE0, 0xEE}


def _rewrite(pages: list) -> bytes:
    writer = PdfWriter()
    for page in pages:
        _clean_page(page)
        writer.add_page(page)
    writer.metadata = None  # no /Info at all, not even pypdf's own "Producer"
    # Anything the copied pages no longer refer to is dropped with them.
    writer.compress_identical_objects(remove_duplicates=False, remove_unreferenced=True)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def _clean_page(page: DictionaryObject) -> None:
    links = _safe_links(page.get("/Annots"))
    for key in list(page.keys()):
        if key not in _PAGE_KEYS:
            del page[key]
    if links:
        page[NameObject("/Annots")] = ArrayObject(links)
    _scrub(page)


def _safe_links(annotations: PdfObject | None) -> list[DictionaryObject]:
    """The page's links to http(s) addresses, each rebuilt from its rectangle and address; every
    other annotation (form fields, attached files, media, links that run an action) is
    dropped."""
    links: list[DictionaryObject] = []
    annotations = annotations.get_object() if annotations is not None else None
    if not isinstance(annotations, ArrayObject):
        return links
    for item in annotations:
        annotation = item.get_object()
        if not isinstance(annotation, DictionaryObject):
            continue
        if annotation.get("/Subtype") != "/Link":
            continue
        action = annotation.get("/A")
        action = action.get_object() if action is not None else None
        if not isinstance(action, DictionaryObject) or action.get("/S") != "/URI":
            continue
        uri = action.get("/URI")
        uri = uri.get_object() if uri is not None else None
        if not isinstance(uri, str) or not uri.lower().startswith(("http://", "https://")):
            continue
        rect = annotation.get("/Rect")
        rect = rect.get_object() if rect is not None else None
        if not isinstance(rect, ArrayObject) or len(rect) != 4:
            continue
        try:
            numbers = [float(value.get_object()) for value in rect]
        except (TypeError, ValueError):
            continue
        link = DictionaryObject()
        link[NameObject("/Type")] = NameObject("/Annot")
        link[NameObject("/Subtype")] = NameObject("/Link")
        link[NameObject("/Rect")] = ArrayObject(FloatObject(n) for n in numbers)
        link[NameObject("/Border")] = ArrayObject([NumberObject(0)] * 3)
        target = DictionaryObject()
        target[NameObject("/S")] = NameObject("/URI")
        target[NameObject("/URI")] = TextStringObject(str(uri))
        link[NameObject("/A")] = target
        links.append(link)
    return links


def _children(value: PdfObject) -> Iterator[PdfObject]:
    if isinstance(value, DictionaryObject):
        yield from value.values()
    elif isinstance(value, ArrayObject):
        yield from value


def _scrub(page: DictionaryObject) -> None:
    """Remove the forbidden keys from everything the page draws with (walked without
    recursion, each object once), and strip the metadata segments of its JPEG pictures."""
    seen: set[int] = set()
    stack: list[PdfObject] = [page[key] for key in ("/Resources", "/Contents") if key in page]
    while stack:
        value = stack.pop()
        if isinstance(value, IndirectObject):
            if value.idnum in seen:
                continue
            seen.add(value.idnum)
            value = value.get_object()
        if isinstance(value, DictionaryObject):
            for key in list(value.keys()):
                if key in _FORBIDDEN_KEYS:
                    del value[key]
            if isinstance(value, StreamObject) and _is_jpeg(value):
                _strip_jpeg_metadata(value)
        stack.extend(_children(value))


def _is_jpeg(stream: StreamObject) -> bool:
    filters = stream.get("/Filter")
    filters = filters.get_object() if filters is not None else None
    if isinstance(filters, ArrayObject):
        return [f.get_object() for f in filters] == ["/DCTDecode"]
    return filters == "/DCTDecode"


def _strip_jpeg_metadata(stream: StreamObject) -> None:
    data = stream._data
    stripped = jpeg_without_metadata(data)
    if stripped != data:
        StreamObject.set_data(stream, stripped)  # the raw (still JPEG) bytes, as they are
        if hasattr(stream, "decoded_self"):
            stream.decoded_self = None


def jpeg_without_metadata(data: bytes) -> bytes:
    """The JPEG `data` without its APPn segments (but APP0 and APP14) and comments, up to the
    start of the picture's data; returned unchanged when its markers cannot be followed."""
    if data[:2] != b"\xff\xd8":
        return data
    out = bytearray(b"\xff\xd8")
    i, n = 2, len(data)
    while i + 4 <= n:
        if data[i] != 0xFF:
            return data
        marker = data[i + 1]
        if marker == 0xFF:  # a fill byte
            i += 1
            continue
        if marker == 0xDA:  # start of scan: the rest is the picture itself
            out += data[i:]
            return bytes(out)
        length = int.from_bytes(data[i + 2 : i + 4], "big")
        if length < 2 or i + 2 + length > n:
            return data
        segment = data[i : i + 2 + length]
        is_metadata = (0xE0 <= marker <= 0xEF and marker not in _JPEG_KEPT_APPS) or marker == 0xFE
        if not is_metadata:
            out += segment
        i += 2 + length
    return data


# --- checking the copy ------------------------------------------------------------------------


def _check_copy(data: bytes, *, pages: int) -> None:
    """Read the copy back: it parses, has the pages, no document information, and no object in
    it holds a forbidden key or name (anything the cleaning missed refuses the file)."""
    reader = PdfReader(io.BytesIO(data), strict=True)
    if reader.is_encrypted or len(reader.pages) != pages:
        raise DocumentRejected(**UNREADABLE)
    trailer = reader.trailer
    root = reader.trailer["/Root"].get_object()
    if "/Info" in trailer or set(root.keys()) - {"/Type", "/Pages"}:
        raise DocumentRejected(**UNREADABLE)
    if reader.xref_objStm:  # the writer never makes object streams: someone else did
        raise DocumentRejected(**UNREADABLE)
    for generation, entries in reader.xref.items():
        for number in entries:
            _check_object(reader.get_object(IndirectObject(number, generation, reader)))


def _check_object(value: PdfObject | None) -> None:
    for item in _flatten(value) if value is not None else ():
        if isinstance(item, NameObject) and item in _FORBIDDEN_NAMES:
            raise DocumentRejected(**UNREADABLE)
        if not isinstance(item, DictionaryObject):
            continue
        if set(item.keys()) & (_FORBIDDEN_KEYS - {"/A"}):
            raise DocumentRejected(**UNREADABLE)
        if "/A" in item and not _is_clean_link(item):
            raise DocumentRejected(**UNREADABLE)


def _flatten(value: PdfObject) -> Iterator[PdfObject]:
    """The object and every direct object inside it (indirect ones are checked on their own)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, IndirectObject):
            continue
        yield item
        stack.extend(_children(item))


def _is_clean_link(annotation: DictionaryObject) -> bool:
    action = annotation["/A"]
    return (
        annotation.get("/Subtype") == "/Link"
        and isinstance(action, DictionaryObject)
        and set(action.keys()) == {"/S", "/URI"}
        and action["/S"] == "/URI"
    )


# --- storing ----------------------------------------------------------------------------------


def store(*, pdf: CleanPdf) -> str:
    """Save the clean copy under a new random name in the default storage; its storage name."""
    name = f"{FOLDER}/{uuid.uuid4().hex}.pdf"
    return default_storage.save(name, ContentFile(pdf.data))


def delete_files(*, names: list[str]) -> None:
    """Remove stored files; one that cannot be removed is logged (verify_media reports it)."""
    for name in names:
        try:
            default_storage.delete(name)
        except Exception:
            logger.exception("Could not delete document file %s", name)


def file_url(name: str) -> str:
    return default_storage.url(name)
