"""The demo's personal statement (apps/demo/seeds/statement.py): a draft of the three answers
with versions in History, evidence from the demo's own rows, a teacher's comments through a
share link since revoked; private (never on a visitor's route); once only."""

import pytest

from apps.demo.management.commands.seed_demo import SEEDS
from apps.demo.seeds.statement import COMMENTS, COURSE, EVIDENCE, OUTSIDE, TEACHER, TITLE, seed
from apps.sharing.models import ShareLink
from apps.statement.models import Statement, StatementComment, StatementEvidence
from tests.showcase.factories import AchievementFactory, ProjectFactory

pytestmark = pytest.mark.django_db

FACTORIES = {"achievement": AchievementFactory, "project": ProjectFactory}


def _the_demo_rows_it_points_to():
    for _, kind, title in EVIDENCE:
        FACTORIES[kind](title=title)


def test_seed_demo_seeds_the_statement_after_the_showcase_it_points_to():
    order = list(SEEDS)
    position = list(SEEDS.values()).index(seed)
    assert position > next(i for i, name in enumerate(order) if "achievements" in name)


def test_the_demo_draft_has_versions_evidence_and_a_teacher_s_comments(owner_client):
    _the_demo_rows_it_points_to()

    assert seed() == 1

    [draft] = owner_client.get("/api/statements").json()
    assert draft["title"] == TITLE
    assert draft["course"] == COURSE
    assert draft["outside"] == OUTSIDE
    # The last answer is still short: the panel marks it; the others are long enough.
    assert draft["counts"]["outside"]["short"] is True
    assert draft["counts"]["course"]["short"] is False
    assert draft["counts"]["studies"]["short"] is False
    assert draft["counts"]["total"]["over"] is False
    assert [(c["answer"], c["author"]) for c in draft["comments"]] == [
        (answer, TEACHER) for answer, _ in COMMENTS
    ]
    assert [(e["answer"], e["type"], e["title"]) for e in draft["evidence"]] == EVIDENCE
    history = owner_client.get(f"/api/statements/{draft['id']}/revisions").json()
    assert [row["kind"] for row in history] == ["autosave", "autosave", "save"]
    # The comments came through a share link, since revoked: no live link in the demo.
    [link] = ShareLink.objects.all()
    assert link.revoked_at is not None
    assert set(StatementComment.objects.values_list("via_link", flat=True)) == {link.pk}


def test_the_demo_draft_without_the_showcase_still_seeds_without_evidence():
    assert seed() == 1
    assert StatementEvidence.objects.count() == 0
    assert StatementComment.objects.count() == len(COMMENTS)


def test_seeding_again_creates_nothing_and_keeps_the_owner_s_edits(owner_client):
    seed()
    draft = Statement.objects.get()
    owner_client.patch(f"/api/statements/{draft.pk}", {"course": "Mine now."}, format="json")

    assert seed() == 0

    assert Statement.objects.get().course == "Mine now."
    assert StatementComment.objects.count() == len(COMMENTS)
    assert ShareLink.objects.count() == 1


def test_the_demo_draft_is_never_on_a_visitor_s_route(api_client, client):
    seed()

    assert api_client.get("/api/statements").status_code == 401
    for path in ("/", "/sitemap.xml", "/blog/feed.xml", "/search?q=pendulum"):
        response = client.get(path)
        assert "heavier bob" not in response.content.decode(), path
