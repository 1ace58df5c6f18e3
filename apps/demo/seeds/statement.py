"""The demo student's personal statement for `seed_demo`: an early draft of the three answers
(the last one still short of UCAS's 350 characters, so the panel marks it), saved once and then
autosaved, so History has versions to compare; evidence beside the answers from the demo's own
achievements and projects; and a physics teacher's comments, left through a share link that has
since been revoked (no live link in the demo).

Runs before the record's seed (tests/record/test_seed.py keeps the record last), so its evidence
is the showcase's rows; the demo's log entries come after it.

Idempotent: a draft with the demo's title already there is left alone, comments and all.
"""

from apps.sharing.services import share_link_create, share_link_revoke
from apps.showcase.models import Achievement, Project
from apps.statement.models import Statement
from apps.statement.services import (
    statement_comment_add,
    statement_create,
    statement_evidence_set,
    statement_update,
)

TITLE = "Physics, 2030 entry (first ideas)"
TEACHER = "Mr Okafor (physics)"

FIRST_COURSE = (
    "I want to study physics because I want to understand why things happen, not only what "
    "happens. When our science fair project measured how fast a pendulum settled, I kept asking "
    "why the heavier bob did not settle faster."
)
COURSE = (
    FIRST_COURSE + " Finding out that air resistance, not weight, decided it was the first time "
    "an experiment changed my mind. Since then I have read about how physicists test an idea "
    "until it breaks, and I want to spend three years learning to do that myself, from "
    "mechanics to the quantum ideas I can only half follow now."
)
STUDIES = (
    "Maths and physics at GCSE taught me that a formula is a short story about the world. In "
    "the UKMT Intermediate Challenge the hardest questions needed drawing a small case first, "
    "and I now do the same with physics problems: sketch, try n = 1, then generalise. Computer "
    "Science added something else: writing a simulation of a falling object showed me how much "
    "a model leaves out, and why a physicist checks it against a measurement."
)
OUTSIDE = (
    "Outside school I help run our Eco-Schools team's energy survey: we log the school's meter "
    "readings every week and look for what changes them. I also built a small weather station."
)

COMMENTS = [
    (
        "course",
        "A strong start. The pendulum story works: say in one sentence what you measured and "
        "how, so the reader believes the result.",
    ),
    (
        "outside",
        "This is under 350 characters. Say what the energy survey taught you about physics, "
        "not only what you did, and add the weather station's readings.",
    ),
]

EVIDENCE = [
    ("course", "achievement", "First Place, School Science Fair"),
    ("studies", "achievement", "Gold Certificate, Intermediate Mathematics Challenge"),
    ("outside", "achievement", "Eco-Schools Green Flag Team"),
    ("outside", "project", "Eco Tracker for Schools"),
]
MODELS = {"achievement": Achievement, "project": Project}


def seed() -> int:
    """Create the demo draft, its versions, evidence and comments if it is not there yet;
    return how many drafts were created (0 or 1)."""
    if Statement.objects.filter(title=TITLE).exists():
        return 0
    draft = statement_create(data={"title": TITLE, "course": FIRST_COURSE})
    draft = statement_update(instance=draft, data={"studies": STUDIES}, kind="autosave")
    draft = statement_update(
        instance=draft, data={"course": COURSE, "outside": OUTSIDE}, kind="autosave"
    )
    evidence = []
    for answer, kind, title in EVIDENCE:
        row = MODELS[kind].objects.filter(title=title).first()
        if row is not None:
            evidence.append((answer, kind, row))
    statement_evidence_set(statement=draft, evidence=evidence)
    link, _ = share_link_create(
        target_type="statement", target_id=draft.pk, recipient=TEACHER, days=14
    )
    for answer, text in COMMENTS:
        statement_comment_add(
            statement=draft, answer=answer, text=text, author=TEACHER, via_link=link.pk
        )
    share_link_revoke(link=link)
    return 1
