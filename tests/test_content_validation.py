"""Every content endpoint's validation messages: each invalid value of a field in an otherwise
valid create payload is refused (400) with that field's message alone, and nothing is stored.
The cases are listed by type; one test checks them all (the payloads and addresses are in
tests/content_types.py, what every endpoint shares in tests/test_content_contract.py)."""

import pytest
from django import forms
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.settings import spectacular_settings
from rest_framework import serializers

from apps.core.validators import IMAGE_URL_MESSAGE, WEB_URL_MESSAGE
from tests.content_types import (
    CONTENT,
    CONTINENT_MESSAGE,
    COORDINATES_MESSAGE,
    DATE_FORMAT_MESSAGE,
    FUTURE_MESSAGE,
    GALLERY_CATEGORY_MESSAGE,
    PROGRESS_MESSAGE,
    STATUS_MESSAGE,
    SUBJECT_MESSAGE,
    TOO_EARLY_MESSAGE,
    TYPE_MESSAGE,
)
from tests.helpers import field_cases

pytestmark = pytest.mark.django_db

# (field, value, message): the message the field gets, or None where only the field is named
# (the wording is the framework's, not ours).
INVALID = {
    "blog-posts": [
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("excerpt", "   ", "Excerpt is required"),
        ("content", "", "Content is required"),
        ("readTime", "soon", "Read time must be a whole number of minutes"),
        ("readTime", 0, "Read time must be at least 1 minute"),
        ("readTime", -3, "Read time must be at least 1 minute"),
        ("readTime", 601, "Read time must be at most 600 minutes"),
        ("readTime", 2.5, "Read time must be a whole number of minutes"),
        # Issue 25: the year 13 was stored, and reached the page's JSON-LD.
        ("publishedAt", "0013-07-08T09:46:45Z", "Publish at cannot be before 1900-01-01"),
        ("publishedAt", "1899-12-31T23:59:59+00:00", "Publish at cannot be before 1900-01-01"),
        ("publishedAt", "2101-01-01T00:00:00Z", "Publish at cannot be after 2100-12-31"),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("excerpt", "x" * 1001, "Ensure this field has no more than 1000 characters."),
        ("imageUrl", "javascript:alert(1)", IMAGE_URL_MESSAGE),
        ("imageUrl", "//evil.example/x.png", IMAGE_URL_MESSAGE),
        ("imageUrl", "https://tracker.example/pixel.gif", IMAGE_URL_MESSAGE),
        ("imageUrl", "/media/../settings.py", IMAGE_URL_MESSAGE),
        ("isPublished", "maybe", "Must be a valid boolean."),
        ("title", "a\x00b", "Null characters are not allowed."),
    ],
    "gcse-journal": [
        ("studyDate", "2101-01-01", FUTURE_MESSAGE),
        ("week", None, "Week is required"),
        ("week", "", "Week is required"),
        ("week", "   ", "Week is required"),
        ("subject", None, "Subject is required"),
        ("subject", "", "Subject is required"),
        ("subject", "  ", "Subject is required"),
        ("subject", "history", SUBJECT_MESSAGE),
        ("subject", "all", SUBJECT_MESSAGE),
        ("subject", "Mathematics", SUBJECT_MESSAGE),
        ("subject", 5, SUBJECT_MESSAGE),
        ("subject", ["maths"], SUBJECT_MESSAGE),
        ("subject", {"value": "maths"}, SUBJECT_MESSAGE),
        ("subject", True, SUBJECT_MESSAGE),
        ("topic", None, "Topic is required"),
        ("topic", "", "Topic is required"),
        ("content", "", "Content is required"),
        ("content", "\n\t ", "Content is required"),
        ("content", None, "Content is required"),
        ("studyDate", "tomorrow", DATE_FORMAT_MESSAGE),
        ("studyDate", "2024-13-01", DATE_FORMAT_MESSAGE),
        ("studyDate", "2024-02-30", DATE_FORMAT_MESSAGE),
        ("studyDate", "14/03/2024", DATE_FORMAT_MESSAGE),
        ("studyDate", "2024-03-14T10:00:00Z", DATE_FORMAT_MESSAGE),
        ("studyDate", 20240314, DATE_FORMAT_MESSAGE),
        ("studyDate", ["2024-03-14"], DATE_FORMAT_MESSAGE),
        ("studyDate", None, DATE_FORMAT_MESSAGE),
        ("studyDate", "1899-12-31", TOO_EARLY_MESSAGE),
        ("studyDate", "0001-01-01", TOO_EARLY_MESSAGE),
        ("studyDate", "9999-12-31", FUTURE_MESSAGE),
        ("progress", -1, PROGRESS_MESSAGE),
        ("progress", 101, PROGRESS_MESSAGE),
        ("progress", 10**30, PROGRESS_MESSAGE),
        ("progress", "9" * 2000, PROGRESS_MESSAGE),
        ("progress", None, PROGRESS_MESSAGE),
        ("progress", "lots", "Progress must be a whole number between 0 and 100"),
        ("progress", 2.5, "Progress must be a whole number between 0 and 100"),
        ("progress", [50], "Progress must be a whole number between 0 and 100"),
        ("week", "x" * 51, "Ensure this field has no more than 50 characters."),
        ("topic", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("content", "x" * 20_001, "Ensure this field has no more than 20000 characters."),
        ("week", ["Week 1"], "Not a valid string."),
        ("topic", {"a": 1}, "Not a valid string."),
        ("content", True, "Not a valid string."),
        ("topic", "a\x00b", "Null characters are not allowed."),
        ("isPublished", "maybe", "Must be a valid boolean."),
        ("isPublished", None, "This field may not be null."),
    ],
    "media-items": [
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("title", "   ", "Title is required"),
        ("type", None, "Type is required"),
        ("type", "", "Type is required"),
        ("type", "  ", "Type is required"),
        ("type", "book", TYPE_MESSAGE),
        ("type", "Article", TYPE_MESSAGE),
        ("type", 3, TYPE_MESSAGE),
        ("type", ["article"], TYPE_MESSAGE),
        ("type", {"a": 1}, TYPE_MESSAGE),
        ("readTime", "soon", "Read time must be a whole number of minutes"),
        ("readTime", 2.5, "Read time must be a whole number of minutes"),
        ("readTime", True, "Read time must be a whole number of minutes"),
        ("readTime", [5], "Read time must be a whole number of minutes"),
        ("readTime", "9" * 2000, "Read time must be a whole number of minutes"),
        ("readTime", 0, "Read time must be at least 1 minute"),
        ("readTime", -3, "Read time must be at least 1 minute"),
        ("readTime", 601, "Read time must be at most 600 minutes"),
        ("readTime", 10**30, "Read time must be at most 600 minutes"),
        ("url", "javascript:alert(1)", WEB_URL_MESSAGE),
        ("url", "ftp://example.com/file", WEB_URL_MESSAGE),
        ("url", "data:text/html,hi", WEB_URL_MESSAGE),
        ("url", "example.com/no-scheme", WEB_URL_MESSAGE),
        ("url", "https://", WEB_URL_MESSAGE),
        (
            "url",
            "https://example.com/" + "x" * 500,
            "Ensure this field has no more than 500 characters.",
        ),
        ("imageUrl", "javascript:alert(1)", IMAGE_URL_MESSAGE),
        ("imageUrl", "https://tracker.example/pixel.gif", IMAGE_URL_MESSAGE),
        ("imageUrl", "/media/../settings.py", IMAGE_URL_MESSAGE),
        ("publishedAt", "yesterday", None),
        ("publishedAt", 12345, None),
        ("publishedAt", None, "Published date is required"),
        ("publishedAt", "0001-01-01T00:00:00Z", "Published date cannot be before 1900-01-01"),
        ("publishedAt", "0013-07-08T09:46:45Z", "Published date cannot be before 1900-01-01"),
        ("publishedAt", "9999-12-31T23:59:59-05:00", "Published date cannot be after 2100-12-31"),
        ("publishedAt", "2101-01-01", "Published date cannot be after 2100-12-31"),
        ("featured", "maybe", "Must be a valid boolean."),
        ("isPublished", "maybe", "Must be a valid boolean."),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("description", "x" * 5001, "Ensure this field has no more than 5000 characters."),
        ("platform", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("category", "x" * 51, "Ensure this field has no more than 50 characters."),
        ("publication", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("duration", "x" * 31, "Ensure this field has no more than 30 characters."),
        ("title", "a\x00b", "Null characters are not allowed."),
        ("title", {"nested": "object"}, "Not a valid string."),
    ],
    "travel-stories": [
        ("country", None, "Country is required"),
        ("country", "", "Country is required"),
        ("country", "   ", "Country is required"),
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("content", "", "Content is required"),
        ("content", None, "Content is required"),
        ("continent", "Africa", CONTINENT_MESSAGE),
        ("continent", "All", CONTINENT_MESSAGE),
        ("continent", ["Asia"], CONTINENT_MESSAGE),
        ("continent", 7, CONTINENT_MESSAGE),
        ("coordinates", {"lat": 91, "lng": 0}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": -90.01, "lng": 0}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 0, "lng": 180.5}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 0, "lng": -181}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 10**400, "lng": 0}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": "51.5", "lng": "-0.1"}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": True, "lng": False}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": None, "lng": None}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 51.5}, COORDINATES_MESSAGE),
        ("coordinates", {"lat": 51.5, "lng": 0, "zoom": 3}, COORDINATES_MESSAGE),
        ("coordinates", {"latitude": 51.5, "longitude": 0}, COORDINATES_MESSAGE),
        ("coordinates", {}, COORDINATES_MESSAGE),
        ("coordinates", [51.5, -0.1], COORDINATES_MESSAGE),
        ("coordinates", "51.5,-0.1", COORDINATES_MESSAGE),
        ("coordinates", 51.5, COORDINATES_MESSAGE),
        ("coordinates", {"lat": [1], "lng": {"x": 1}}, COORDINATES_MESSAGE),
        ("imageUrl", "javascript:alert(1)", IMAGE_URL_MESSAGE),
        ("imageUrl", "https://tracker.example/pixel.gif", IMAGE_URL_MESSAGE),
        ("imageUrl", "//evil.example/x.png", IMAGE_URL_MESSAGE),
        ("imageUrl", "/media/../settings.py", IMAGE_URL_MESSAGE),
        ("imageUrl", "/media/" + "a" * 500, "Ensure this field has no more than 500 characters."),
        ("visitDate", "last summer", "Visit date must be a date in the form YYYY-MM-DD"),
        ("visitDate", "2024-02-30", "Visit date must be a date in the form YYYY-MM-DD"),
        ("visitDate", 2024, "Visit date must be a date in the form YYYY-MM-DD"),
        ("visitDate", "2024-04-03T09:00:00Z", "Visit date must be a date in the form YYYY-MM-DD"),
        ("visitDate", "0013-07-08", "Visit date cannot be before 1900-01-01"),
        ("visitDate", "2101-01-01", "Visit date cannot be after 2100-12-31"),
        ("highlights", "Temples", "Highlights must be a list of text"),
        ("highlights", [1, 2], "Highlights must be a list of text"),
        ("highlights", [["nested"]], "Highlights must be a list of text"),
        ("highlights", {"a": "b"}, "Highlights must be a list of text"),
        ("highlights", [f"h{i}" for i in range(13)], "Use at most 12 highlights"),
        ("highlights", ["x" * 81], "Each highlight must be at most 80 characters"),
        ("highlights", ["a\x00b"], "Highlights cannot contain null characters"),
        ("gallery", "/media/a.webp", "Gallery must be a list of text"),
        ("gallery", [{"url": "/media/a.webp"}], "Gallery must be a list of text"),
        ("gallery", [f"/media/{i}.webp" for i in range(25)], "Use at most 24 gallery images"),
        ("gallery", ["https://example.com/a.jpg"], IMAGE_URL_MESSAGE),
        ("gallery", ["/media/ok.webp", "javascript:alert(1)"], IMAGE_URL_MESSAGE),
        (
            "gallery",
            ["/media/" + "a" * 500],
            "Each gallery image address must be at most 500 characters",
        ),
        ("country", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("city", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("duration", "x" * 51, "Ensure this field has no more than 50 characters."),
        ("content", "x" * 20_001, "Ensure this field has no more than 20000 characters."),
        ("country", ["Japan"], "Not a valid string."),
        ("city", {"name": "Kyoto"}, "Not a valid string."),
        ("title", "a\x00b", "Null characters are not allowed."),
        ("isPublished", "maybe", "Must be a valid boolean."),
    ],
    "gallery-items": [
        ("title", "", "Title is required"),
        ("title", None, "Title is required"),
        ("title", "  ", "Title is required"),
        ("imageUrl", "", "Image is required"),
        ("imageUrl", None, "Image is required"),
        ("category", "", "Category is required"),
        ("category", None, "Category is required"),
        ("category", "memes", GALLERY_CATEGORY_MESSAGE),
        ("category", ["travel"], GALLERY_CATEGORY_MESSAGE),
        ("imageUrl", "https://tracker.example/pixel.gif", IMAGE_URL_MESSAGE),
        ("imageUrl", "javascript:alert(1)", IMAGE_URL_MESSAGE),
        ("imageUrl", "/media/../../etc/passwd", IMAGE_URL_MESSAGE),
        ("caption", "x" * 1001, "Caption must be at most 1000 characters"),
        ("isPublished", "perhaps", "isPublished must be true or false"),
    ],
    "achievements": [
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("title", "  ", "Title is required"),
        ("description", None, "Description is required"),
        ("description", "", "Description is required"),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("description", "x" * 2001, "Ensure this field has no more than 2000 characters."),
        ("category", "x" * 51, "Ensure this field has no more than 50 characters."),
        ("issuer", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("date", None, "Date is required"),
        ("date", "next week", None),
        ("date", "2025-02-30", None),
        ("date", 20250206, None),
        ("date", ["2025-02-06"], None),
        ("date", "0013-07-08", "Date cannot be before 1900-01-01"),
        ("date", "9999-12-31", "Date cannot be after 2100-12-31"),
        ("title", ["a list"], "Not a valid string."),
        ("title", "a\x00b", "Null characters are not allowed."),
    ],
    "projects": [
        ("title", None, "Title is required"),
        ("title", "", "Title is required"),
        ("description", None, "Description is required"),
        ("description", " ", "Description is required"),
        ("status", "Done", STATUS_MESSAGE),
        ("status", "live", STATUS_MESSAGE),
        ("status", "", STATUS_MESSAGE),
        ("status", None, STATUS_MESSAGE),
        ("status", ["Live"], STATUS_MESSAGE),
        ("progress", -1, PROGRESS_MESSAGE),
        ("progress", 101, PROGRESS_MESSAGE),
        ("progress", 10**20, PROGRESS_MESSAGE),
        ("progress", "half", PROGRESS_MESSAGE),
        ("progress", 50.5, PROGRESS_MESSAGE),
        ("progress", None, PROGRESS_MESSAGE),
        ("progress", "9" * 2000, PROGRESS_MESSAGE),
        ("website", "javascript:alert(1)", WEB_URL_MESSAGE),
        ("website", "ftp://example.com", WEB_URL_MESSAGE),
        ("website", "example.com", WEB_URL_MESSAGE),
        ("website", "https://example.com/" + "x" * 500, None),
        ("technologies", "React", None),
        ("technologies", {"a": "b"}, None),
        ("technologies", [f"t{i}" for i in range(21)], "Use at most 20 technologies."),
        ("features", [f"f{i}" for i in range(21)], "Use at most 20 features."),
        ("technologies", None, None),
        ("startDate", "soon", None),
        ("startDate", 2024, None),
        ("startDate", "1899-12-31", "Start date cannot be before 1900-01-01"),
        ("startDate", "2101-01-01", "Start date cannot be after 2100-12-31"),
        ("sortOrder", -1, None),
        ("sortOrder", 100_000, None),
        ("sortOrder", "first", None),
        ("featured", "maybe", "Must be a valid boolean."),
        ("title", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("description", "x" * 1001, "Ensure this field has no more than 1000 characters."),
        ("fullDescription", "x" * 10_001, "Ensure this field has no more than 10000 characters."),
        ("users", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("impact", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("type", "x" * 51, "Ensure this field has no more than 50 characters."),
    ],
    "memes": [
        ("authorHandle", None, "Author handle is required"),
        ("authorHandle", "", "Author handle is required"),
        ("caption", None, "Caption is required"),
        ("caption", " ", "Caption is required"),
        ("authorHandle", "x" * 51, "Ensure this field has no more than 50 characters."),
        ("caption", "x" * 501, "Ensure this field has no more than 500 characters."),
        ("text", "x" * 501, "Ensure this field has no more than 500 characters."),
        ("hashtags", [f"h{i}" for i in range(11)], "Use at most 10 hashtags."),
        ("hashtags", "#GCSE", None),
        ("hashtags", [{"tag": "x"}], None),
        ("hashtags", ["x" * 41], None),
        ("likes", -1, "Likes must be a whole number, 0 or more"),
        ("comments", "lots", "Comments must be a whole number, 0 or more"),
        ("shares", 1.5, "Shares must be a whole number, 0 or more"),
        ("likes", 10**12, "Likes must be at most 2147483647"),
        ("likes", None, "Likes must be a whole number, 0 or more"),
    ],
}
EVERY_INVALID_FIELD = field_cases(INVALID, CONTENT)


@pytest.mark.parametrize(("content", "field", "value", "message"), EVERY_INVALID_FIELD)
def test_invalid_fields_are_400_with_a_message_and_store_nothing(
    owner_client, content, field, value, message
):
    response = owner_client.post(content.url, {**content.valid, field: value}, format="json")

    assert response.status_code == 400, response.content
    errors = response.json()
    if message is None:
        assert list(errors) == [field]
        assert len(errors[field]) == 1
    else:
        assert errors == {field: [message]}
    assert not content.model.objects.exists()


# --- dates: every one the API takes lies in 1900..2100 (issue 25) --------------------------

IN_RANGE = [
    ("blog-posts", "publishedAt", "1900-01-01T00:00:00Z"),
    ("blog-posts", "publishedAt", "2100-12-31T23:59:59Z"),
    ("media-items", "publishedAt", "1900-01-01T12:00:00+00:00"),
    ("gcse-journal", "studyDate", "1900-01-01"),
    ("travel-stories", "visitDate", "2100-12-31"),
    ("achievements", "date", "1900-01-01"),
    ("projects", "startDate", "2100-12-31"),
]


@pytest.mark.parametrize(("key", "field", "value"), IN_RANGE)
def test_the_first_and_last_days_of_the_range_are_taken(owner_client, key, field, value):
    content = CONTENT[key]

    response = owner_client.post(content.url, {**content.valid, field: value}, format="json")

    assert response.status_code == 201, response.content


def _request_fields(field, path):
    """Every field a request body may carry, nested ones included, as (path, field)."""
    if isinstance(field, serializers.ListSerializer | serializers.ListField):
        yield from _request_fields(field.child, f"{path}[]")
    elif isinstance(field, serializers.DictField):
        yield from _request_fields(field.child, f"{path}{{}}")
    elif isinstance(field, serializers.BaseSerializer):
        for name, child in field.fields.items():
            if not child.read_only:
                yield from _request_fields(child, f"{path}.{name}")
    else:
        yield path, field


def _request_bodies():
    """(operation, serializer or form) for every request body the OpenAPI document describes:
    what the API takes, found as drf-spectacular finds it (so a new endpoint is walked too)."""
    generator = SchemaGenerator()
    generator._initialise_endpoints()
    for path, _, method, view in generator._get_paths_and_endpoints():
        if method not in {"POST", "PUT", "PATCH"}:
            continue
        view.request = spectacular_settings.GET_MOCK_REQUEST(method, path, view, None)
        view.schema.method, view.schema.path = method, path
        body = view.schema.get_request_serializer()
        for one in body.values() if isinstance(body, dict) else [body]:
            if one is not None:
                yield f"{method} {path}", one() if isinstance(one, type) else one


def test_every_date_the_api_takes_is_refused_outside_1900_to_2100():
    checked = set()
    for operation, body in _request_bodies():
        if isinstance(body, forms.Form):  # multipart uploads: a date here needs the same rule
            assert not any(
                isinstance(f, forms.DateField | forms.DateTimeField) for f in body.fields.values()
            ), operation
            continue
        for path, field in _request_fields(body, operation):
            if not isinstance(field, serializers.DateField | serializers.DateTimeField):
                continue
            dated = isinstance(field, serializers.DateTimeField)
            for written, code in (("0013-07-08", "too_early"), ("2101-01-01", "too_late")):
                with pytest.raises(serializers.ValidationError) as refused:
                    field.run_validation(f"{written}T09:46:45Z" if dated else written)
                assert refused.value.detail[0].code == code, path
                assert "cannot be" in refused.value.detail[0], path
            assert field.run_validation("2000-06-15T12:00:00Z" if dated else "2000-06-15")
            collection = operation.split(" ")[1].split("/{")[0].rstrip("/")
            checked.add((collection, field.field_name))
    # The walk found the dates the content types take (and so would find a new one).
    assert {(CONTENT[key].url, field) for key, field, _ in IN_RANGE} <= checked
