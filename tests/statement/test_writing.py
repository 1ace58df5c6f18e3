"""The personal statement on the blog's writing session (apps/core/revisions.py): every save
and autosave of a draft keeps a revision, a save based on an older version is refused (409) and
stores nothing, and restoring an older version is a new save that keeps the replaced text in
History."""

import pytest

from apps.core import revisions
from apps.statement.models import Statement, StatementRevision

pytestmark = pytest.mark.django_db

URL = "/api/statements"
FIRST = "I first wanted to study physics when I built a crystal radio with my grandad. " * 5
SECOND = "Reading Feynman's lectures showed me how much of physics is about asking why. " * 5
TYPING = "Half a sentence the owner was still typing when they opened History"


def _draft(owner_client, **changes) -> dict:
    payload = {"title": "Physics, 2027 entry", "course": FIRST, **changes}
    response = owner_client.post(URL, payload, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def _history(owner_client, draft_id: str) -> list[dict]:
    response = owner_client.get(f"{URL}/{draft_id}/revisions")
    assert response.status_code == 200, response.content
    return response.json()


def _texts_in_history(owner_client, draft_id: str) -> list[str]:
    return [
        owner_client.get(f"{URL}/{draft_id}/revisions/{row['id']}").json()["course"]
        for row in _history(owner_client, draft_id)
    ]


def test_a_new_draft_has_its_first_revision_and_version(owner_client):
    draft = _draft(owner_client)

    assert draft["version"] == 1
    rows = _history(owner_client, draft["id"])
    assert [(row["kind"], row["version"]) for row in rows] == [("save", 1)]
    assert rows[0]["size"] == len(FIRST)
    assert rows[0]["author"]


def test_autosave_and_save_each_keep_a_revision(owner_client):
    draft = _draft(owner_client)

    autosaved = owner_client.post(
        f"{URL}/{draft['id']}/autosave", {"course": SECOND, "version": 1}, format="json"
    )
    assert autosaved.status_code == 200, autosaved.content
    assert autosaved.json()["version"] == 2
    saved = owner_client.patch(
        f"{URL}/{draft['id']}", {"studies": "Maths.", "version": 2}, format="json"
    )
    assert saved.status_code == 200, saved.content
    assert saved.json()["version"] == 3

    rows = _history(owner_client, draft["id"])
    # The autosave before the save stays: the save holds other text (its studies).
    assert [(row["kind"], row["version"]) for row in rows] == [
        ("save", 3),
        ("autosave", 2),
        ("save", 1),
    ]
    assert Statement.objects.get().course == SECOND


def test_restoring_an_older_version_keeps_the_replaced_text_in_history(owner_client):
    draft = _draft(owner_client)
    owner_client.post(
        f"{URL}/{draft['id']}/autosave", {"course": SECOND, "version": 1}, format="json"
    )
    owner_client.post(
        f"{URL}/{draft['id']}/autosave", {"course": TYPING, "version": 2}, format="json"
    )
    first = _history(owner_client, draft["id"])[-1]
    assert first["version"] == 1

    restored = owner_client.post(
        f"{URL}/{draft['id']}/revisions/{first['id']}/restore", {"version": 3}, format="json"
    )

    assert restored.status_code == 200, restored.content
    assert restored.json()["course"] == FIRST
    assert restored.json()["version"] == 4
    assert Statement.objects.get().course == FIRST
    texts = _texts_in_history(owner_client, draft["id"])
    # The text in the editor when it was replaced (the newest autosave) stays in History.
    assert TYPING in texts
    assert texts[0] == FIRST  # the restore itself is the newest save


def test_the_replaced_text_stays_however_many_autosaves_came_before(owner_client, monkeypatch):
    monkeypatch.setattr(revisions, "AUTOSAVES_KEPT", 2)
    draft = _draft(owner_client)
    for n in range(5):
        response = owner_client.post(
            f"{URL}/{draft['id']}/autosave",
            {"course": f"{TYPING} {n}", "version": n + 1},
            format="json",
        )
        assert response.status_code == 200
    assert StatementRevision.objects.filter(kind="autosave").count() == 2

    first = _history(owner_client, draft["id"])[-1]
    owner_client.post(
        f"{URL}/{draft['id']}/revisions/{first['id']}/restore", {"version": 6}, format="json"
    )

    assert f"{TYPING} 4" in _texts_in_history(owner_client, draft["id"])


def test_a_save_by_hand_keeps_the_autosaved_text_as_a_save(owner_client):
    """'Save a version': the text the autosave put in the draft becomes a save (kept among the
    newest hundred, where autosaves are the newest ten), and its autosave is then redundant."""
    draft = _draft(owner_client)
    owner_client.post(
        f"{URL}/{draft['id']}/autosave", {"course": SECOND, "version": 1}, format="json"
    )

    saved = owner_client.patch(f"{URL}/{draft['id']}", {"version": 2}, format="json")

    assert saved.status_code == 200
    assert saved.json()["version"] == 3
    rows = _history(owner_client, draft["id"])
    assert [(row["kind"], row["version"]) for row in rows] == [("save", 3), ("save", 1)]
    assert _texts_in_history(owner_client, draft["id"]) == [SECOND, FIRST]
    # Saving again without a change keeps nothing more.
    again = owner_client.patch(f"{URL}/{draft['id']}", {"version": 3}, format="json")
    assert again.json()["version"] == 3
    assert len(_history(owner_client, draft["id"])) == 2


def test_a_save_based_on_an_older_version_is_refused_and_stores_nothing(owner_client):
    draft = _draft(owner_client)
    owner_client.patch(f"{URL}/{draft['id']}", {"course": SECOND, "version": 1}, format="json")

    for path, body in (
        (f"{URL}/{draft['id']}", {"course": "stale tab", "version": 1}),
        (f"{URL}/{draft['id']}/autosave", {"course": "stale tab", "version": 1}),
    ):
        method = owner_client.patch if path.endswith(draft["id"]) else owner_client.post
        response = method(path, body, format="json")
        assert response.status_code == 409, response.content
        assert response.json()["version"] == 2
        assert "changed in another tab" in response.json()["detail"]

    assert Statement.objects.get().course == SECOND
    assert not StatementRevision.objects.filter(course="stale tab").exists()


def test_restore_needs_the_current_version(owner_client):
    draft = _draft(owner_client)
    revision = _history(owner_client, draft["id"])[0]
    path = f"{URL}/{draft['id']}/revisions/{revision['id']}/restore"

    missing = owner_client.post(path, {}, format="json")
    assert missing.status_code == 400
    assert missing.json()["version"] == ["Version is required"]
    bad = owner_client.post(path, {"version": "two"}, format="json")
    assert bad.status_code == 400
    assert "whole number" in bad.json()["version"][0]
    owner_client.patch(f"{URL}/{draft['id']}", {"course": SECOND}, format="json")
    stale = owner_client.post(path, {"version": 1}, format="json")
    assert stale.status_code == 409
    assert Statement.objects.get().course == SECOND


def test_autosave_needs_a_version_and_refuses_a_blank_title(owner_client):
    draft = _draft(owner_client)
    path = f"{URL}/{draft['id']}/autosave"

    assert owner_client.post(path, {"course": "x"}, format="json").status_code == 400
    blank = owner_client.post(path, {"title": "", "version": 1}, format="json")
    assert blank.status_code == 400
    assert blank.json()["title"] == ["Name the draft (the course or the cycle)"]
    assert Statement.objects.get().title == "Physics, 2027 entry"


def test_unknown_revisions_are_404(owner_client):
    draft = _draft(owner_client)
    for revision_id in ("not-a-uuid", "00000000-0000-0000-0000-000000000000"):
        response = owner_client.get(f"{URL}/{draft['id']}/revisions/{revision_id}")
        assert response.status_code == 404
        assert response.json()["detail"] == "This revision does not exist."


def test_another_draft_s_revision_is_404(owner_client):
    one = _draft(owner_client)
    other = _draft(owner_client, title="Engineering")
    revision = _history(owner_client, other["id"])[0]

    response = owner_client.get(f"{URL}/{one['id']}/revisions/{revision['id']}")
    assert response.status_code == 404


def test_history_is_the_owner_s_only(api_client, other_user_client, owner_client):
    draft = _draft(owner_client)
    revision = _history(owner_client, draft["id"])[0]
    paths = (
        ("get", f"{URL}/{draft['id']}/revisions", {}),
        ("get", f"{URL}/{draft['id']}/revisions/{revision['id']}", {}),
        ("post", f"{URL}/{draft['id']}/autosave", {"data": {"course": "x", "version": 1}}),
        (
            "post",
            f"{URL}/{draft['id']}/revisions/{revision['id']}/restore",
            {"data": {"version": 1}},
        ),
    )
    for method, path, args in paths:
        assert getattr(api_client, method)(path, format="json", **args).status_code == 401, path
        assert getattr(other_user_client, method)(path, format="json", **args).status_code == 403
    assert Statement.objects.get().version == 1
