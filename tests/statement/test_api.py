"""The owner's personal statement drafts at /api/statements: owner only, never cached, saved
whatever their length, each read carrying UCAS's counts and marks."""

import pytest

from apps.statement.models import Statement

pytestmark = pytest.mark.django_db

URL = "/api/statements"
LONG = "I have wanted to study physics since I first built a radio. " * 7  # 420 characters


def _create(client, **changes):
    payload = {"title": "Physics, 2027 entry", "course": LONG, "studies": "", "outside": ""}
    return client.post(URL, {**payload, **changes}, format="json")


def test_owner_makes_a_draft_and_reads_its_counts(owner_client):
    response = _create(owner_client, studies="Maths and physics.\r\nAnd a \U0001f680!")

    assert response.status_code == 201, response.content
    body = response.json()
    assert body["title"] == "Physics, 2027 entry"
    assert body["course"] == LONG
    counts = body["counts"]
    assert counts["course"] == {"count": 420, "short": False, "mayRefuse": []}
    # A CRLF is one character; the rocket is two (UTF-16) and is pointed out.
    assert counts["studies"]["count"] == 28
    assert counts["studies"]["short"] is True
    assert counts["studies"]["mayRefuse"] == [{"text": "\U0001f680", "at": 25}]
    assert counts["outside"]["short"] is True
    assert counts["total"] == {"count": 448, "over": False}
    assert response["Cache-Control"] == "private, no-store"


def test_a_draft_over_4000_still_saves_and_is_marked(owner_client):
    response = _create(owner_client, course="a" * 2000, studies="b" * 2000, outside="c" * 500)

    assert response.status_code == 201, response.content
    assert response.json()["counts"]["total"] == {"count": 4500, "over": True}
    assert Statement.objects.get().outside == "c" * 500


def test_the_text_is_kept_as_typed(owner_client):
    typed = "  Leading spaces,\n\ntwo breaks and trailing spaces  "
    response = _create(owner_client, outside=typed)

    assert Statement.objects.get(pk=response.json()["id"]).outside == typed


def test_owner_lists_changes_and_deletes_drafts(owner_client):
    first = _create(owner_client, title="Physics").json()
    _create(owner_client, title="Engineering")

    listed = owner_client.get(URL)
    assert listed.status_code == 200
    assert {row["title"] for row in listed.json()} == {"Physics", "Engineering"}

    changed = owner_client.patch(f"{URL}/{first['id']}", {"outside": "x" * 351}, format="json")
    assert changed.status_code == 200, changed.content
    assert changed.json()["counts"]["outside"] == {"count": 351, "short": False, "mayRefuse": []}
    assert changed.json()["course"] == LONG  # a PATCH leaves the other answers

    replaced = owner_client.put(f"{URL}/{first['id']}", {"title": "Physics (MPhys)"}, format="json")
    assert replaced.status_code == 200
    assert replaced.json()["title"] == "Physics (MPhys)"

    assert owner_client.delete(f"{URL}/{first['id']}").status_code == 204
    assert not Statement.objects.filter(pk=first["id"]).exists()


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"title": ""}, "title"),
        ({"title": "x" * 201}, "title"),
        ({"title": None}, "title"),
        ({"course": ["not", "text"]}, "course"),
        ({"course": None}, "course"),
        ({"studies": "x" * 20_001}, "studies"),
        ({"outside": "nul \x00 inside"}, "outside"),
    ],
)
def test_bad_input_is_a_400_and_nothing_is_stored(owner_client, changes, field):
    response = _create(owner_client, **changes)

    assert response.status_code == 400
    assert field in response.json()
    assert not Statement.objects.exists()


def test_a_draft_that_is_not_there_is_a_404(owner_client):
    assert owner_client.get(f"{URL}/not-a-uuid").status_code == 404
    missing = "00000000-0000-0000-0000-000000000000"
    assert owner_client.patch(f"{URL}/{missing}", {"title": "x"}, format="json").status_code == 404


def test_nobody_but_the_owner_reads_or_writes_a_draft(owner_client, not_the_owner):
    client, status = not_the_owner
    draft = _create(owner_client).json()

    assert client.get(URL).status_code == status
    assert client.get(f"{URL}/{draft['id']}").status_code == status
    assert client.post(URL, {"title": "Mine"}, format="json").status_code == status
    assert client.patch(f"{URL}/{draft['id']}", {"title": "x"}, format="json").status_code == status
    assert client.delete(f"{URL}/{draft['id']}").status_code == status
    assert Statement.objects.get().title == "Physics, 2027 entry"
