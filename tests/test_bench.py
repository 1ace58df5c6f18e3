"""`make bench` measures every public route (bench/routes.py derives them from the server's own
route table), judges each on the issue's goals (bench/lighthouse.py) and names the Lighthouse
it used. The measuring itself needs a browser and a server; what it measures and how it judges
is checked here."""

import json
import re
from pathlib import Path

import pytest

from apps.pages.routes import PAGES
from bench import lighthouse, routes
from bench.run import heading
from tests.blog.categorised import categorised
from tests.blog.factories import BlogPostFactory
from tests.e2e.test_every_route import STATIC_ROUTES
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import ProjectFactory
from tests.travel.factories import TravelStoryFactory


@pytest.mark.django_db
def test_every_public_page_is_measured_with_its_detail_pages_and_the_404_page():
    BlogPostFactory(slug="older", published_at="2025-01-01T12:00:00Z")
    categorised("Science", slug="newest", published_at="2025-02-01T12:00:00Z")
    BlogPostFactory(slug="a-draft", is_published=False, published_at="2025-03-01T12:00:00Z")
    entry = GcseJournalEntryFactory()
    story = TravelStoryFactory()
    project = ProjectFactory()

    measured = routes.public_routes()
    paths = [route["path"] for route in measured]

    # The route table's public pages, the end-to-end tests' list of them, and nothing else.
    assert set(paths) == {
        *STATIC_ROUTES,
        "/blog/newest",  # the newest published post, never a draft
        "/blog/category/science",  # the newest post's first category
        f"/gcse-journey/{entry.slug}",
        f"/travel/{story.slug}",
        f"/projects/{project.slug}",
    }
    # ... which is the route table's: every page but the owner's, detail pages by pattern.
    names = [route["name"] for route in measured]
    for page in PAGES:
        if not page.key.startswith("admin"):
            assert re.sub(r"\(\?P<(\w+)>[^)]*\)", r"<\1>", f"/{page.path}") in names
    assert not [path for path in paths if path.startswith("/admin")]
    assert measured[-1] == {"path": "/no-such-page", "name": "404 page", "status": 404}
    assert all(route["status"] == 200 for route in measured[:-1])


@pytest.mark.django_db
def test_a_detail_page_without_rows_is_left_out():
    names = [route["name"] for route in routes.public_routes()]
    assert "/blog/<slug>" not in names
    assert "/blog" in names


def _report(*, perf=1.0, tbt=20.0, lcp=1000.0, cls=0.0, failing=(), status_url=None) -> dict:
    """A Lighthouse JSON report with the figures the bench reads."""
    audits = {
        "largest-contentful-paint": {"numericValue": lcp},
        "total-blocking-time": {"numericValue": tbt},
        "cumulative-layout-shift": {"numericValue": cls},
        "first-contentful-paint": {"numericValue": 900.0},
        "speed-index": {"numericValue": 900.0},
        "http-status-code": {"score": 1, "scoreDisplayMode": "binary"},
        "is-crawlable": {"score": 1, "scoreDisplayMode": "binary"},
        "link-text": {"score": 1, "scoreDisplayMode": "binary"},
        "errors-in-console": {"score": 1, "scoreDisplayMode": "binary", "details": {"items": []}},
    }
    for audit in failing:
        audits[audit]["score"] = 0
    if "errors-in-console" in failing:
        audits["errors-in-console"]["details"]["items"] = [
            {
                "description": "Failed to load resource: the server responded with a status "
                "of 404 (Not Found)",
                "sourceLocation": {"url": status_url},
            }
        ]
    seo = ["http-status-code", "is-crawlable", "link-text"]
    scores = {
        "performance": perf,
        "accessibility": 1,
        "best-practices": 0 if "errors-in-console" in failing else 1,
        "seo": 1 - sum(a in failing for a in seo) / 3,
    }
    return {
        "lighthouseVersion": "13.5.0",
        "finalDisplayedUrl": status_url or "http://127.0.0.1:1/",
        "audits": audits,
        "categories": {
            "performance": {"score": scores["performance"], "auditRefs": []},
            "accessibility": {"score": 1, "auditRefs": []},
            "best-practices": {
                "score": scores["best-practices"],
                "auditRefs": [{"id": "errors-in-console", "weight": 1}],
            },
            "seo": {"score": scores["seo"], "auditRefs": [{"id": a, "weight": 1} for a in seo]},
        },
    }


def _judge(reports: list[dict], *, status: int = 200) -> tuple[str, bool]:
    runs = [lighthouse.parse_report(r, expect_status=status) for r in reports]
    return lighthouse.verdict(lighthouse.summarise(runs, []))


def test_a_route_is_judged_on_the_median_of_its_runs_with_the_lowest_score_beside_it():
    reports = [
        _report(perf=p, tbt=t) for p, t in [(1, 0), (0.99, 40), (0.98, 90), (1, 30), (0.9, 600)]
    ]
    text, ok = _judge(reports)
    assert ok, text
    assert text.startswith("perf 99 (lowest 90), TBT 40 ms, LCP 1.00 s, CLS 0.000, 100/100/100")


@pytest.mark.parametrize(
    ("figures", "misses"),
    [
        ({"perf": 0.97}, "perf"),
        ({"tbt": 101.0}, "TBT"),
        ({"lcp": 1501.0}, "LCP"),
        ({"cls": 0.03}, "CLS"),
        ({"failing": ("link-text",)}, "a11y/BP/SEO"),
    ],
)
def test_a_route_below_any_goal_fails_and_says_which(figures, misses):
    text, ok = _judge([_report(**figures)] * 5)
    assert not ok
    assert text.endswith(f"[misses: {misses}]")


def test_the_goals_are_the_issues():
    text, ok = _judge([_report(perf=0.98, tbt=100.0, lcp=1500.0, cls=0.02)] * 5)
    assert ok, text
    assert lighthouse.GOAL_TEXT.startswith("perf >= 98, TBT <= 100 ms")


def test_the_404_page_is_judged_without_the_audits_it_fails_on_purpose():
    url = "http://127.0.0.1:1/no-such-page"
    on_purpose = _report(
        failing=("http-status-code", "is-crawlable", "errors-in-console"), status_url=url
    )
    text, ok = _judge([on_purpose] * 5, status=404)
    assert ok, text
    assert "100/100/100 (without the 3 audits a 404 fails on purpose)" in text

    # Any other failure still counts, and a page meant to answer 200 is judged in full.
    really_broken = _report(failing=("http-status-code", "is-crawlable", "link-text"))
    assert not _judge([really_broken] * 5, status=404)[1]
    assert not _judge([on_purpose] * 5, status=200)[1]


def test_only_the_404_page_asks_lighthouse_to_accept_its_status(monkeypatch, tmp_path: Path):
    calls = []

    def fake_run(command, **kwargs):
        calls.append(command)
        Path(command[3].split("=", 1)[1]).write_text(json.dumps(_report()))

        class Done:
            returncode, stderr, stdout = 0, "", ""

        return Done()

    monkeypatch.setattr(lighthouse.subprocess, "run", fake_run)
    lighthouse.run_once("http://127.0.0.1:1/", tmp_path / "a.json")
    lighthouse.run_once("http://127.0.0.1:1/x", tmp_path / "b.json", expect_status=404)
    assert "--ignore-status-code" not in calls[0]
    assert "--ignore-status-code" in calls[1]


def test_the_table_names_the_lighthouse_it_used():
    env = {
        "cpu_count": 2,
        "db_engine": "postgresql",
        "versions": {"lighthouse": "13.5.0"},
        "date": "2026-01-01T00:00:00+00:00",
        "duration_s": 1,
    }
    assert "Lighthouse 13.5.0" in heading(env)


def test_the_pinned_lighthouse_is_the_one_the_issue_measured_with():
    package = json.loads((Path(__file__).resolve().parents[1] / "package.json").read_text())
    assert package["devDependencies"]["lighthouse"] == "13.5.0"


def test_figure_1c_is_chosen_alone_by_name_or_number():
    from bench.run import chosen, sites_needed

    assert chosen("1c") == chosen("inprocess") == {"inprocess"}
    assert sites_needed({"inprocess"}) == {"small"}  # no scale seed: a quick run


@pytest.mark.django_db
def test_figure_1c_times_the_list_raw_values_and_hello_world_in_process(settings):
    """bench/inprocess.py's three requests answer 200 through the whole middleware stack, and
    the figure is (list - hello) / (raw - hello)."""
    from bench import inprocess

    settings.ROOT_URLCONF = "bench.urls"
    BlogPostFactory.create_batch(3)

    r = inprocess.measure(3, reps=2, requests=3, warmup=1)

    assert r["rows"] == 3
    assert r["list_ms"] > r["hello_ms"] > 0
    assert r["raw_ms"] > r["hello_ms"]
    assert len(r["ratios_per_rep"]) == 2
    assert r["ratio"] > 0
