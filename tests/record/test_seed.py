"""The demo's record (apps/demo/seeds/record.py): nine GCSEs with boards, tiers, a target and two
mocks each, private; one public music grade; log entries with evidence; once only. (The whole
`seed_demo` draws every picture: tests/pages/test_seed_demo.py runs it.)"""

import pytest

from apps.demo.management.commands.seed_demo import SEEDS
from apps.demo.seeds.record import LOG, seed
from apps.journal.subjects import subject_values
from apps.record.models import Evidence, Grade, LogEntry, Qualification
from tests.blog.factories import BlogPostFactory
from tests.showcase.factories import AchievementFactory, ProjectFactory

pytestmark = pytest.mark.django_db

FACTORIES = {"achievement": AchievementFactory, "project": ProjectFactory, "post": BlogPostFactory}


def _the_demo_rows_it_points_to():
    for entry in LOG:
        for kind, title in entry["evidence"]:
            FACTORIES[kind](title=title)


def test_seed_demo_seeds_the_record_after_the_rows_it_points_to():
    order = list(SEEDS.values())

    assert order[-1] is seed
    assert all(name in str(SEEDS) for name in ("blog", "journal", "achievements"))


def test_the_demo_record_is_believable_and_private_but_for_one_grade(api_client):
    _the_demo_rows_it_points_to()

    assert seed() == 9 * 4 + 2 + 4

    gcses = Qualification.objects.filter(type="gcse")
    assert gcses.count() == 9
    assert all(q.series == "June 2027" and q.board for q in gcses)
    assert gcses.filter(tier="higher").count() == 5
    for gcse in gcses:
        assert sorted(g.kind for g in gcse.grades.all()) == ["mock", "mock", "target"]
    assert Grade.objects.filter(is_public=True).count() == 1
    public = api_client.get("/api/record").json()
    assert [(q["subject"], [g["value"] for g in q["grades"]]) for q in public] == [
        ("Piano, Grade 5", ["Merit"])
    ]
    assert LogEntry.objects.count() == 4
    assert LogEntry.objects.filter(is_published=True).count() == 3
    assert Evidence.objects.count() == 4
    # The journal's subjects are the record's now: its mathematics keeps the specification's key.
    assert "maths" in subject_values()
    assert "computer-science" in subject_values()


def test_the_seed_runs_once_and_leaves_the_owner_s_edits_alone():
    seed()
    Qualification.objects.filter(subject="French").update(series="June 2028")

    assert seed() == 0
    assert Qualification.objects.get(subject="French").series == "June 2028"
    assert Evidence.objects.count() == 0  # the rows it points to were not there
