"""The statement's counting rule in Python (apps/statement/counting.py) against the one table of
cases the panel's TypeScript counter is tested with too (counting-cases.json)."""

import json
from pathlib import Path

import pytest

from apps.statement import counting
from apps.statement.models import Statement

CASES_PATH = (
    Path(__file__).resolve().parents[2] / "frontend/src/admin/tabs/statement/counting-cases.json"
)
CASES = json.loads(CASES_PATH.read_text(encoding="utf-8"))["cases"]


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_each_case_counts_and_points_out_as_the_table_says(case):
    assert counting.character_count(case["text"]) == case["count"]
    runs = [{"text": run.text, "at": run.at} for run in counting.may_refuse(case["text"])]
    assert runs == case["mayRefuse"]


def test_the_table_holds_the_cases_the_issue_names():
    names = " ".join(case["name"] for case in CASES)
    for what in ("CRLF", "combining accent", "composed", "emoji", "ZWJ", "flag"):
        assert what in names, what


def test_the_questions_are_the_three_of_2026_entry_and_the_model_s_fields():
    assert [q for _, q in counting.QUESTIONS] == [
        "Why do you want to study this course or subject?",
        "How have your qualifications and studies helped you to prepare for this course or "
        "subject?",
        "What else have you done to prepare outside of education, and why are these experiences "
        "useful?",
    ]
    assert set(counting.ANSWER_KEYS) == set(Statement().answers())
    assert (counting.MIN_ANSWER, counting.MAX_TOTAL) == (350, 4000)


def test_marks_an_answer_under_350_and_a_total_over_4000():
    exactly = "x" * 350
    counts = counting.statement_counts({"course": exactly, "studies": "x" * 349, "outside": ""})
    assert counts["course"]["short"] is False
    assert counts["studies"]["short"] is True
    assert counts["outside"] == {"count": 0, "short": True, "mayRefuse": []}
    assert counts["total"] == {"count": 699, "over": False}

    at_limit = counting.statement_counts({"course": "x" * 2000, "studies": "y" * 2000})
    assert at_limit["total"] == {"count": 4000, "over": False}
    over = counting.statement_counts({"course": "x" * 2000, "studies": "y" * 2000, "outside": "\n"})
    assert over["total"] == {"count": 4001, "over": True}


def test_an_emoji_can_tip_the_total_over_where_a_code_point_count_would_not():
    # 3,999 letters and one emoji are 4,000 code points but 4,001 UTF-16 units: the higher shows.
    counts = counting.statement_counts({"course": "x" * 3998 + "\U0001f600"})
    assert counts["total"] == {"count": 4000, "over": False}
    counts = counting.statement_counts({"course": "x" * 3999 + "\U0001f600"})
    assert counts["total"] == {"count": 4001, "over": True}
