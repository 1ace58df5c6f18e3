"""/api/gcse-journal: defaults, subjects, progress and study-date limits, uploads and links.
Shared behaviour: tests/test_content_contract.py, messages: tests/test_content_validation.py."""

from datetime import date, timedelta

import pytest
from django.utils import timezone

from apps.journal.models import GcseJournalEntry
from tests.content_types import FUTURE_MESSAGE
from tests.journal.factories import VALID_ENTRY, GcseJournalEntryFactory

pytestmark = pytest.mark.django_db

URL = "/api/gcse-journal"


def _today() -> date:
    return timezone.localdate()


# --- reading -------------------------------------------------------------------------------


def test_list_items_carry_uploads_links_progress_and_the_study_date(api_client):
    GcseJournalEntryFactory(
        media_uploads=[{"type": "image", "title": "Mind map"}],
        links=[{"type": "other", "title": "Notes", "url": "https://example.com"}],
        progress=65,
        study_date=date(2024, 5, 2),
    )

    item = api_client.get(URL).json()[0]

    assert item["mediaUploads"] == [{"type": "image", "title": "Mind map"}]
    assert item["links"] == [{"type": "other", "title": "Notes", "url": "https://example.com"}]
    assert item["progress"] == 65
    assert item["studyDate"] == "2024-05-02"
    assert item["subject"] == "maths"


# --- writing -------------------------------------------------------------------------------


def test_defaults_are_draft_no_progress_and_studied_today(owner_client):
    payload = {k: VALID_ENTRY[k] for k in ("week", "subject", "topic", "content")}

    body = owner_client.post(URL, payload, format="json").json()

    assert body["isPublished"] is False
    assert body["progress"] == 0
    assert body["studyDate"] == _today().isoformat()
    assert body["mediaUploads"] == []
    assert body["links"] == []


def test_subject_ignores_case_and_surrounding_spaces(owner_client):
    body = owner_client.post(URL, {**VALID_ENTRY, "subject": " Physics "}, format="json").json()

    assert body["subject"] == "physics"
    assert body["slug"] == "week-12-physics-quadratic-equations"


@pytest.mark.parametrize(
    "subject", ["maths", "physics", "chemistry", "biology", "english", "economics"]
)
def test_every_subject_is_accepted(owner_client, subject):
    response = owner_client.post(URL, {**VALID_ENTRY, "subject": subject}, format="json")

    assert response.status_code == 201
    assert GcseJournalEntry.objects.get().subject == subject


@pytest.mark.parametrize("progress", [0, 100])
def test_progress_limits_are_inclusive(owner_client, progress):
    response = owner_client.post(URL, {**VALID_ENTRY, "progress": progress}, format="json")

    assert response.status_code == 201
    assert response.json()["progress"] == progress


def test_study_date_may_be_today_or_1900_01_01(owner_client):
    today = owner_client.post(
        URL, {**VALID_ENTRY, "studyDate": _today().isoformat()}, format="json"
    )
    earliest = owner_client.post(URL, {**VALID_ENTRY, "studyDate": "1900-01-01"}, format="json")

    assert today.status_code == 201
    assert earliest.status_code == 201


def test_media_uploads_and_links_are_normalised(owner_client):
    payload = {
        **VALID_ENTRY,
        "mediaUploads": [{"type": "video", "title": "  Lab demo  ", "path": "/x", "size": 9}],
        "links": [{"title": " Revision notes ", "url": " https://example.com/notes ", "x": 1}],
    }

    owner_client.post(URL, payload, format="json")

    entry = GcseJournalEntry.objects.get()
    assert entry.media_uploads == [{"type": "video", "title": "Lab demo"}]
    assert entry.links == [
        {"type": "other", "title": "Revision notes", "url": "https://example.com/notes"}
    ]


def test_null_lists_are_stored_as_empty(owner_client):
    payload = {**VALID_ENTRY, "mediaUploads": None, "links": None}

    body = owner_client.post(URL, payload, format="json").json()

    assert body["mediaUploads"] == []
    assert body["links"] == []


def test_update_normalises_links_too(owner_client):
    entry = GcseJournalEntryFactory()

    owner_client.put(
        f"{URL}/{entry.id}",
        {"links": [{"title": "Docs", "url": "http://example.com", "extra": True}]},
        format="json",
    )

    entry.refresh_from_db()
    assert entry.links == [{"type": "other", "title": "Docs", "url": "http://example.com"}]


# --- bad input -----------------------------------------------------------------------------


def _days_from_today(days: int) -> str:
    return (timezone.localdate() + timedelta(days=days)).isoformat()


@pytest.mark.parametrize(("days", "message"), [(1, FUTURE_MESSAGE), (400, FUTURE_MESSAGE)])
def test_study_date_in_the_future_is_refused(owner_client, days, message):
    payload = {**VALID_ENTRY, "studyDate": _days_from_today(days)}

    response = owner_client.post(URL, payload, format="json")

    assert response.status_code == 400
    assert response.json() == {"studyDate": [message]}
    assert not GcseJournalEntry.objects.exists()


def _uploads(n: int) -> list[dict]:
    return [{"type": "image", "title": f"Photo {i}"} for i in range(n)]


def _links(n: int) -> list[dict]:
    return [{"type": "other", "title": f"L{i}", "url": f"https://e.com/{i}"} for i in range(n)]


BAD_MEDIA_UPLOADS = [
    ("a pdf", "Media uploads must be a list"),
    ({"type": "pdf", "title": "x"}, "Media uploads must be a list"),
    (_uploads(21), "Use at most 20 media uploads"),
    (["notes.pdf"], "Media upload 1 must be an object with a type and a title"),
    ([[]], "Media upload 1 must be an object with a type and a title"),
    (
        [{"type": "pdf", "title": "ok"}, {"type": "audio", "title": "x"}],
        "Media upload 2: type must be one of image, pdf, video",
    ),
    ([{"title": "x"}], "Media upload 1: type must be one of image, pdf, video"),
    (
        [{"type": ["pdf"], "title": "x"}],
        "Media upload 1: type must be one of image, pdf, video",
    ),
    ([{"type": "pdf"}], "Media upload 1: title is required"),
    ([{"type": "pdf", "title": "  "}], "Media upload 1: title is required"),
    ([{"type": "pdf", "title": 5}], "Media upload 1: title must be text"),
    (
        [{"type": "pdf", "title": "x" * 201}],
        "Media upload 1: title must be at most 200 characters",
    ),
    (
        [{"type": "pdf", "title": "a\x00b"}],
        "Media upload 1: title cannot contain null characters",
    ),
]


def test_twenty_media_uploads_and_links_are_allowed(owner_client):
    payload = {**VALID_ENTRY, "mediaUploads": _uploads(20), "links": _links(20)}

    response = owner_client.post(URL, payload, format="json")

    assert response.status_code == 201
    assert len(response.json()["mediaUploads"]) == 20
    assert len(response.json()["links"]) == 20


URL_MESSAGE = "Link 1: url must be an http or https address"


BAD_LINKS = [
    ("https://example.com", "Links must be a list"),
    (_links(21), "Use at most 20 links"),
    (["https://example.com"], "Link 1 must be an object with a type, a title and a url"),
    ([{"title": "x", "url": "javascript:alert(1)"}], URL_MESSAGE),
    ([{"title": "x", "url": "ftp://example.com/file"}], URL_MESSAGE),
    ([{"title": "x", "url": "//example.com"}], URL_MESSAGE),
    ([{"title": "x", "url": "example"}], URL_MESSAGE),
    ([{"title": "x", "url": "data:text/html,<b>x</b>"}], URL_MESSAGE),
    ([{"title": "x"}], "Link 1: url is required"),
    ([{"title": "x", "url": ["https://e.com"]}], "Link 1: url must be text"),
    (
        [{"title": "x", "url": "https://e.com/" + "a" * 500}],
        "Link 1: url must be at most 500 characters",
    ),
    ([{"url": "https://e.com"}], "Link 1: title is required"),
    (
        [{"title": "x" * 201, "url": "https://e.com"}],
        "Link 1: title must be at most 200 characters",
    ),
    (
        [{"type": "x" * 21, "title": "x", "url": "https://e.com"}],
        "Link 1: type must be at most 20 characters",
    ),
    ([{"type": 3, "title": "x", "url": "https://e.com"}], "Link 1: type must be text"),
]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        *(("mediaUploads", value, message) for value, message in BAD_MEDIA_UPLOADS),
        *(("links", value, message) for value, message in BAD_LINKS),
    ],
)
def test_bad_media_uploads_and_links_are_400(owner_client, field, value, message):
    response = owner_client.post(URL, {**VALID_ENTRY, field: value}, format="json")

    assert response.status_code == 400
    assert response.json() == {field: [message]}
    assert not GcseJournalEntry.objects.exists()


def test_update_cannot_move_the_study_date_into_the_future(owner_client):
    entry = GcseJournalEntryFactory(study_date=date(2024, 1, 1))

    response = owner_client.put(
        f"{URL}/{entry.id}", {"studyDate": _days_from_today(1)}, format="json"
    )

    assert response.status_code == 400
    assert response.json() == {"studyDate": [FUTURE_MESSAGE]}
    entry.refresh_from_db()
    assert entry.study_date == date(2024, 1, 1)


def test_update_with_bad_links_changes_nothing(owner_client):
    entry = GcseJournalEntryFactory(links=[])

    response = owner_client.put(
        f"{URL}/{entry.id}", {"links": [{"title": "x", "url": "javascript:x"}]}, format="json"
    )

    assert response.status_code == 400
    entry.refresh_from_db()
    assert entry.links == []
