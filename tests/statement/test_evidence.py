"""The owner's own evidence beside each answer (issue 27): log entries, achievements and
projects chosen from the owner's rows (drafts too), saved with the draft, read back beside the
answer, refused with a message when not one of the owner's rows, and never on a share link's
page."""

import pytest

from apps.sharing.services import share_link_create
from apps.statement.models import StatementEvidence, StatementRevision
from apps.statement.services import statement_create
from tests.record.factories import log_entry
from tests.showcase.factories import AchievementFactory, ProjectFactory

pytestmark = pytest.mark.django_db

URL = "/api/statements"
BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36"


@pytest.fixture
def statement():
    return statement_create(data={"title": "Physics, 2027 entry", "course": "Why physics."})


@pytest.fixture
def rows():
    return {
        # A draft log entry: the statement is private, so the owner's drafts may be linked.
        "log-entry": log_entry(title="Read The Code Book", is_published=False),
        "achievement": AchievementFactory(title="UKMT Gold"),
        "project": ProjectFactory(title="Weather station", is_published=False),
    }


def _put(owner_client, statement, evidence):
    return owner_client.put(f"{URL}/{statement.pk}/evidence", {"evidence": evidence}, format="json")


def test_the_owner_s_rows_are_offered_drafts_too(owner_client, rows):
    response = owner_client.get(f"{URL}/evidence-options")

    assert response.status_code == 200
    offered = {(item["type"], item["title"]) for item in response.json()}
    assert offered == {
        ("log-entry", "Read The Code Book"),
        ("achievement", "UKMT Gold"),
        ("project", "Weather station"),
    }
    assert response["Cache-Control"] == "private, no-store"


def test_evidence_is_saved_with_the_draft_and_read_beside_its_answer(owner_client, statement, rows):
    response = _put(
        owner_client,
        statement,
        [
            {"answer": "outside", "type": "log-entry", "id": str(rows["log-entry"].pk)},
            {"answer": "course", "type": "project", "id": str(rows["project"].pk)},
            {"answer": "outside", "type": "achievement", "id": str(rows["achievement"].pk)},
        ],
    )

    assert response.status_code == 200, response.content
    assert [
        (item["answer"], item["type"], item["title"]) for item in response.json()["evidence"]
    ] == [
        ("course", "project", "Weather station"),
        ("outside", "log-entry", "Read The Code Book"),
        ("outside", "achievement", "UKMT Gold"),
    ]
    [read] = owner_client.get(URL).json()
    assert [item["title"] for item in read["evidence"]] == [
        "Weather station",
        "Read The Code Book",
        "UKMT Gold",
    ]
    # Not a text of the draft: no new version, History unchanged.
    assert read["version"] == 1
    assert StatementRevision.objects.count() == 1


def test_a_new_list_replaces_the_old_and_an_empty_one_clears_it(owner_client, statement, rows):
    item = {"answer": "course", "type": "project", "id": str(rows["project"].pk)}
    _put(owner_client, statement, [item])
    _put(owner_client, statement, [{**item, "answer": "studies"}])
    assert list(StatementEvidence.objects.values_list("answer", flat=True)) == ["studies"]

    cleared = _put(owner_client, statement, [])
    assert cleared.status_code == 200
    assert cleared.json()["evidence"] == []
    assert StatementEvidence.objects.count() == 0


@pytest.mark.parametrize(
    ("item", "message"),
    [
        ({"answer": "why", "type": "project"}, "Evidence 1: choose one of the three answers"),
        ({"answer": "course", "type": "post"}, "Evidence 1: type must be one of log-entry"),
        (
            {"answer": "course", "type": "achievement", "id": "not-an-id"},
            "Evidence 1: id must be one of your achievements",
        ),
        (
            {
                "answer": "course",
                "type": "achievement",
                "id": "00000000-0000-0000-0000-000000000000",
            },
            "Evidence 1: id must be one of your achievements",
        ),
    ],
)
def test_bad_evidence_is_refused_with_a_message_and_nothing_changes(
    owner_client, statement, rows, item, message
):
    good = {"answer": "course", "type": "project", "id": str(rows["project"].pk)}
    _put(owner_client, statement, [good])
    item = {"id": str(rows["project"].pk), **item}

    response = _put(owner_client, statement, [item])

    assert response.status_code == 400
    assert response.json()["evidence"][0].startswith(message)
    assert StatementEvidence.objects.get().project == rows["project"]


def test_the_same_row_twice_beside_one_answer_and_a_non_list_are_refused(
    owner_client, statement, rows
):
    item = {"answer": "course", "type": "project", "id": str(rows["project"].pk)}
    twice = _put(owner_client, statement, [item, item])
    assert twice.status_code == 400
    assert twice.json()["evidence"] == ["Evidence 2: this row is linked beside this answer already"]
    not_a_list = owner_client.put(
        f"{URL}/{statement.pk}/evidence", {"evidence": "project"}, format="json"
    )
    assert not_a_list.status_code == 400
    assert StatementEvidence.objects.count() == 0


def test_deleting_a_row_removes_its_link_only(owner_client, statement, rows):
    _put(
        owner_client,
        statement,
        [
            {"answer": "course", "type": "project", "id": str(rows["project"].pk)},
            {"answer": "course", "type": "achievement", "id": str(rows["achievement"].pk)},
        ],
    )
    rows["project"].delete()

    [read] = owner_client.get(URL).json()
    assert [item["title"] for item in read["evidence"]] == ["UKMT Gold"]


def test_evidence_is_the_owner_s_only(api_client, other_user_client, statement, rows):
    item = {"answer": "course", "type": "project", "id": str(rows["project"].pk)}
    for client, code in ((api_client, 401), (other_user_client, 403)):
        assert client.get(f"{URL}/evidence-options").status_code == code
        response = client.put(f"{URL}/{statement.pk}/evidence", {"evidence": [item]}, format="json")
        assert response.status_code == code
    assert StatementEvidence.objects.count() == 0


def test_the_share_page_never_names_the_evidence(client, owner_client, statement, rows):
    _put(
        owner_client,
        statement,
        [{"answer": "course", "type": "log-entry", "id": str(rows["log-entry"].pk)}],
    )
    _, token = share_link_create(
        target_type="statement", target_id=statement.pk, recipient="Mrs Patel", days=14
    )

    html = client.get(f"/shared/{token}", HTTP_USER_AGENT=BROWSER).content.decode()

    assert "Why physics." in html
    assert "Read The Code Book" not in html
