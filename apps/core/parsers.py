"""The API's parsers: DRF's, made strict about input no client should send, and stripping
control characters from every text value (apps/core/text.py), so no serializer has to."""

from rest_framework.exceptions import ParseError
from rest_framework.parsers import DataAndFiles, JSONParser, MultiPartParser

from .text import clean_text_values

MAX_DEPTH = 20


def _check(value, depth: int = 0) -> None:
    if depth > MAX_DEPTH:
        raise ParseError("JSON is nested too deeply.")
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:  # a lone surrogate such as "\ud800"
            raise ParseError("JSON contains invalid Unicode.") from exc
    elif isinstance(value, dict):
        for key, item in value.items():
            _check(key, depth + 1)
            _check(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check(item, depth + 1)


class StrictJSONParser(JSONParser):
    """Refuses (400) what DRF's parser lets through or crashes on: deeply nested documents
    (which would exhaust the stack) and strings that cannot be stored as UTF-8. Invalid UTF-8
    bytes and NaN/Infinity are already refused by DRF's parser. Control characters are
    stripped from every string value (not NUL, which the serializers refuse)."""

    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError as exc:
            raise ParseError("JSON is nested too deeply.") from exc
        _check(data)
        return clean_text_values(data)


class CleanMultiPartParser(MultiPartParser):
    """DRF's multipart parser (the gallery upload), with control characters stripped from its
    text fields as the JSON parser strips them. Files are left as they are."""

    def parse(self, stream, media_type=None, parser_context=None):
        parsed = super().parse(stream, media_type, parser_context)
        data = parsed.data.copy()
        for key, values in clean_text_values(dict(data.lists())).items():
            data.setlist(key, values)
        data._mutable = False
        return DataAndFiles(data, parsed.files)
