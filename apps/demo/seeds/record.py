"""The demo student's record for `seed_demo`: nine GCSEs sat in June 2027, each with its board,
tier where it has one, a target and two mocks (all private, as the panel keeps them), a graded
piano exam passed with Merit and shown publicly, and a few super-curricular log entries whose
evidence is the demo's own achievements, projects and posts.

Idempotent: a qualification whose type and subject, or a log entry whose title, already exists
is left alone (with its grades and evidence), so the owner's edits survive a second run.
"""

from datetime import timedelta

from django.utils import timezone

from apps.blog.models import BlogPost
from apps.record.models import LogEntry, Qualification
from apps.record.services import grade_create, log_entry_create, qualification_create
from apps.showcase.models import Achievement, Project

SERIES = "June 2027"

# (subject, board, tier, target, first mock, second mock): the mocks of Year 10's summer and of
# Year 11's autumn.
GCSES = [
    ("Mathematics", "aqa", "higher", "8", "6", "7"),
    ("English Language", "aqa", "", "7", "6", "6"),
    ("English Literature", "aqa", "", "7", "5", "6"),
    ("Physics", "aqa", "higher", "8", "7", "7"),
    ("Chemistry", "aqa", "higher", "7", "6", "7"),
    ("Biology", "aqa", "higher", "7", "7", "8"),
    ("Economics", "ocr", "", "7", "5", "6"),
    ("Computer Science", "ocr", "", "9", "7", "8"),
    ("French", "edexcel", "higher", "6", "5", "5"),
]
FIRST_MOCK_DAYS_AGO, SECOND_MOCK_DAYS_AGO = 200, 30

# The one grade the demo shows visitors: a music exam already passed.
PIANO = {"subject": "Piano, Grade 5", "type": "music", "board": "abrsm", "series": "March 2026"}

LOG = [
    {
        "kind": "competition",
        "title": "UKMT Intermediate Mathematical Challenge",
        "organisation": "UK Mathematics Trust",
        "days_ago": 60,
        "hours": "1.5",
        "reflection": (
            "Sixty minutes, twenty-five questions, no calculator. The first fifteen went "
            "quickly; the last ten needed drawing every problem first. **What I learned:** "
            "when I was stuck, trying a small case (n = 1, 2, 3) found the pattern faster "
            "than algebra did."
        ),
        "is_published": True,
        "evidence": [("achievement", "Gold Certificate, Intermediate Mathematics Challenge")],
    },
    {
        "kind": "reading",
        "title": "The Code Book",
        "organisation": "Simon Singh",
        "days_ago": 120,
        "end_days_ago": 95,
        "hours": "12",
        "reflection": (
            "A history of secret writing, from Caesar's shift to public-key cryptography. The "
            "chapter on frequency analysis made me write my own decoder, which is how the "
            "*Revision Buddy* quiz got its shuffled answers."
        ),
        "is_published": True,
        "evidence": [("project", "Revision Buddy")],
    },
    {
        "kind": "volunteering",
        "title": "Running the community book swap",
        "organisation": "Our local library",
        "days_ago": 300,
        "hours": "40",
        "reflection": (
            "One Saturday a month: sorting donations, keeping the catalogue and showing "
            "younger readers where things are. I learned that a good list beats a good memory."
        ),
        "is_published": True,
        "evidence": [("project", "Community Book Swap")],
    },
    {
        "kind": "course",
        "title": "An introduction to economics (online course)",
        "organisation": "A free online course",
        "days_ago": 45,
        "hours": "18",
        "reflection": "Six weeks of short lectures and quizzes. Still writing this up.",
        "is_published": False,
        "evidence": [("post", "Can Economics Explain Queues at the School Canteen?")],
    },
]

_EVIDENCE_MODELS = {"achievement": Achievement, "project": Project, "post": BlogPost}


def _qualification(grades: list[tuple], **fields) -> int:
    if Qualification.objects.filter(type=fields["type"], subject=fields["subject"]).exists():
        return 0
    qualification = qualification_create(**fields)
    for kind, value, date, is_public in grades:
        grade_create(
            qualification=qualification, kind=kind, value=value, date=date, is_public=is_public
        )
    return 1 + len(grades)


def _evidence(wanted: list[tuple[str, str]]) -> list:
    """The demo's rows the entry points to, those the owner has not deleted."""
    found = []
    for kind, title in wanted:
        row = _EVIDENCE_MODELS[kind].objects.filter(title=title).first()
        if row is not None:
            found.append((kind, row))
    return found


def seed() -> int:
    """Create the demo record's rows that do not exist yet; return how many were created
    (qualifications, grades and log entries)."""
    today = timezone.localdate()
    created = 0
    for position, (subject, board, tier, target, first, second) in enumerate(GCSES):
        grades = [
            ("target", target, None, False),
            ("mock", first, today - timedelta(days=FIRST_MOCK_DAYS_AGO), False),
            ("mock", second, today - timedelta(days=SECOND_MOCK_DAYS_AGO), False),
        ]
        created += _qualification(
            grades,
            subject=subject,
            type="gcse",
            board=board,
            tier=tier,
            series=SERIES,
            position=position,
        )
    piano = [("achieved", "Merit", today - timedelta(days=270), True)]
    created += _qualification(piano, **PIANO, position=len(GCSES))
    for spec in LOG:
        data = dict(spec)
        if LogEntry.objects.filter(title=data["title"]).exists():
            continue
        days_ago, end_days_ago = data.pop("days_ago"), data.pop("end_days_ago", None)
        evidence = _evidence(data.pop("evidence"))
        log_entry_create(
            **data,
            start_date=today - timedelta(days=days_ago),
            end_date=None if end_days_ago is None else today - timedelta(days=end_days_ago),
            evidence=evidence,
        )
        created += 1
    return created
