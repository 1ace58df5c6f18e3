"""`make bench`'s figure 15 (bench/run.py: measure_cv_pdf): the CV's PDF drawn after a change
of the record, then served from its cache, then drawn again after the next change. Run here
against a live server of the test site, with the record changed in this process."""

from urllib.parse import urlsplit

import pytest

from bench import run
from tests.core.factories import SiteProfileFactory
from tests.record.factories import gcse_maths, grade

pytestmark = pytest.mark.django_db(transaction=True)


class _Site:
    """What measure_cv_pdf needs of a bench server: its port, and bench.cv's change."""

    def __init__(self, url: str):
        self.port = urlsplit(url).port
        self.changes = 0

    def run_module(self, module: str, *args: str, env=None) -> str:
        assert module == "bench.cv"
        from bench.cv import main

        main()
        self.changes += 1
        return "BENCH-CV changed"


def test_figure_15_is_chosen_by_name_or_number():
    assert run.chosen("15") == run.chosen("cv-pdf") == {"cv-pdf"}
    assert run.sites_needed({"cv-pdf"}) == {"small"}


def test_figure_15_times_a_drawn_pdf_and_the_kept_one(live_server):
    SiteProfileFactory()
    grade(gcse_maths(), "achieved", "9", is_public=True)
    site, report = _Site(live_server.url), run.Report()

    run.measure_cv_pdf(site, report)

    [row] = report.rows
    assert row["figure"].startswith("15 CV PDF")
    details = report.details["15_cv_pdf"]
    # each record change drew a new PDF; the reads between them came from the cache
    changes = run.CV_PDF_WARM + run.CV_PDF_DRAWS
    assert details["drawn_cache"] == ["miss"] * changes
    assert details["cached_hits"] == run.CV_PDF_CACHED_REQUESTS
    assert details["statuses"] == [200]
    assert len(details["drawn_ms"]) == run.CV_PDF_DRAWS
    assert site.changes == changes
    assert row["result"] in {"PASS", "FAIL"}  # judged (timings depend on the machine)
