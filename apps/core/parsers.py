"""The API's JSON parser: DRF's, made strict about input no client should send."""

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

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
    bytes and NaN/Infinity are already refused by DRF's parser."""

    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError as exc:
            raise ParseError("JSON is nested too deeply.") from exc
        _check(data)
        return data
