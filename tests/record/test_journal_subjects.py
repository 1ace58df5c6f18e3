"""The GCSE journal's subjects come from the record: its GCSE, IGCSE, AS and A level subjects
when it has any, else the specification's six (apps/journal/subjects.py)."""

import pytest

from apps.journal.models import GcseJournalEntry
from apps.journal.services import entry_create
from apps.journal.subjects import subject_choices, subject_label
from apps.record.services import qualification_create
from tests.journal.factories import VALID_ENTRY, GcseJournalEntryFactory
from tests.pages.html import initial_data

pytestmark = pytest.mark.django_db

URL = "/api/gcse-journal"
SPEC = "Subject must be one of maths, physics, chemistry, biology, english, economics"


def _record(*subjects, type="gcse"):
    for subject in subjects:
        qualification_create(subject=subject, type=type, board="aqa")


def test_with_an_empty_record_the_journal_has_the_specification_s_subjects(owner_client):
    assert [value for value, _ in subject_choices()] == [
        "maths", "physics", "chemistry", "biology", "english", "economics"
    ]  # fmt: skip
    refused = owner_client.post(URL, {**VALID_ENTRY, "subject": "french"}, format="json")
    assert refused.json() == {"subject": [SPEC]}
    assert (
        owner_client.post(URL, {**VALID_ENTRY, "subject": "maths"}, format="json").status_code
        == 201
    )


def test_with_a_record_the_journal_has_the_record_s_subjects(owner_client, api_client):
    _record("Mathematics", "Computer Science", "French")
    _record("Further Maths", type="a-level")
    _record("Grade 5 Piano", type="music")  # not a journal subject

    assert subject_choices() == [  # in the record's order (its positions, then names)
        ("computer-science", "Computer Science"),
        ("french", "French"),
        ("further-maths", "Further Maths"),
        ("maths", "Mathematics"),
    ]
    made = owner_client.post(URL, {**VALID_ENTRY, "subject": "Computer-Science"}, format="json")
    assert made.status_code == 201, made.json()
    assert made.json()["subject"] == "computer-science"
    refused = owner_client.post(URL, {**VALID_ENTRY, "subject": "physics"}, format="json")
    assert refused.status_code == 400
    assert refused.json() == {
        "subject": ["Subject must be one of computer-science, french, further-maths, maths"]
    }
    entry = GcseJournalEntry.objects.get()
    assert entry.get_subject_display() == "Computer Science"
    assert str(entry).endswith("Computer Science, " + entry.topic)
    listed = owner_client.get(URL, {"subject": "computer-science"}).json()
    assert [e["subject"] for e in listed] == ["computer-science"]


def test_an_entry_keeps_its_subject_when_the_record_has_other_ones(owner_client):
    economics = GcseJournalEntryFactory(subject="economics")
    _record("Mathematics")

    changed = owner_client.patch(f"{URL}/{economics.id}", {"topic": "Supply"}, format="json")
    assert changed.status_code == 200, changed.json()
    assert changed.json()["subject"] == "economics"
    assert subject_label("economics") == "Economics"
    assert owner_client.get(URL, {"subject": "economics"}).status_code == 200
    # A new entry, or a change of subject, takes the record's.
    moved = owner_client.patch(f"{URL}/{economics.id}", {"subject": "biology"}, format="json")
    assert moved.json() == {"subject": ["Subject must be one of maths"]}


def test_the_service_refuses_a_subject_off_the_record():
    _record("French")

    with pytest.raises(Exception, match="Subject must be one of french"):
        entry_create(week="Week 1", subject="maths", topic="Algebra", content="x")
    assert entry_create(week="Week 1", subject="french", topic="Verbs", content="x").pk


def test_anyone_reads_the_journal_s_current_subjects(api_client):
    spec = api_client.get(f"{URL}/subjects").json()
    assert spec[0] == {"value": "maths", "label": "Mathematics"}
    assert len(spec) == 6

    _record("Mathematics", "Computer Science")

    assert api_client.get(f"{URL}/subjects").json() == [
        {"value": "computer-science", "label": "Computer Science"},
        {"value": "maths", "label": "Mathematics"},
    ]


def test_each_entry_says_its_subject_s_name_and_a_list_reads_the_subjects_once(
    api_client, django_assert_max_num_queries
):
    _record("Computer Science", "Mathematics")
    GcseJournalEntryFactory(subject="computer-science", topic="Binary")
    GcseJournalEntryFactory(subject="economics", topic="Supply")  # written before the record

    listed = api_client.get(URL).json()
    assert {e["subject"]: e["subjectName"] for e in listed} == {
        "computer-science": "Computer Science",
        "economics": "Economics",
    }
    # The subjects are read once for the list, not once an entry.
    GcseJournalEntryFactory(subject="computer-science", topic="Logic gates 1")
    with django_assert_max_num_queries(4) as one:
        assert len(api_client.get(URL, {"q": "logic"}).json()) == 1
    for number in range(2, 6):
        GcseJournalEntryFactory(subject="computer-science", topic=f"Logic gates {number}")
    with django_assert_max_num_queries(len(one.captured_queries)):
        assert len(api_client.get(URL, {"q": "logic"}).json()) == 5


def test_the_journal_pages_draw_a_record_subject_by_its_name(client):
    _record("Computer Science")
    GcseJournalEntryFactory(subject="computer-science", slug="binary", topic="Binary")

    entry_page = client.get("/gcse-journey/binary").content.decode()
    first_screen = entry_page.split('id="initial-data"', 1)[0]
    assert "Computer Science" in first_screen
    assert ">computer-science<" not in first_screen
    # The list page embeds the tabs' subjects with its entries: no request of their own.
    data = initial_data(client.get("/gcse-journey").content.decode())["data"]
    assert data[f"{URL}/subjects"] == [{"value": "computer-science", "label": "Computer Science"}]
    assert data[URL][0]["subjectName"] == "Computer Science"
