"""Each qualification type's grade scale, and the check every grade passes (the model's clean,
so the services and Django admin, and the API's write serializer), with one message per type.

A grade is stored as the scale writes it ("A*", "D*D", "Distinction"); what the owner types is
read forgivingly first: case and surrounding spaces do not matter ("a*", " distinction ").
"""

import json
from pathlib import Path

from django.db import models


class QualificationType(models.TextChoices):
    GCSE = "gcse", "GCSE"
    IGCSE = "igcse", "IGCSE"
    AS = "as", "AS"
    A_LEVEL = "a-level", "A level"
    EPQ = "epq", "EPQ"
    BTEC = "btec", "BTEC"
    MUSIC = "music", "Graded music exam"
    LANGUAGE = "language", "Graded language exam"


# The scales are written once, in frontend/src/config/grade-scales.json, which the panel's grade
# field offers too (admin/tabs/record): the server and the browser cannot drift apart.
GRADE_SCALES = json.loads(
    (Path(__file__).resolve().parents[2] / "frontend/src/config/grade-scales.json").read_text(
        encoding="utf-8"
    )
)
_NAMED: dict[str, tuple[str, ...]] = {
    name: tuple(values) for name, values in GRADE_SCALES["scales"].items()
}

# The types that have tiers (Foundation, Higher) and may be graded in letters (a legacy GCSE
# before 9-1, or an IGCSE that still grades A*-G).
TIERED = frozenset(QualificationType(value) for value in GRADE_SCALES["tiered"])
# The types whose subjects the GCSE journal offers (apps/journal): the journal follows the
# student from GCSEs on to A levels.
JOURNAL_TYPES = (
    QualificationType.GCSE,
    QualificationType.IGCSE,
    QualificationType.AS,
    QualificationType.A_LEVEL,
)

NUMBERED = _NAMED["numbered"]
LETTERED = _NAMED[GRADE_SCALES["letterGrades"]]
A_LEVEL = _NAMED["aLevel"]
AS_LEVEL = _NAMED["asLevel"]
GRADED_EXAM = _NAMED["gradedExam"]

# BTEC Nationals: one grade for a single award (Extended Certificate), two for a Diploma, three
# for an Extended Diploma, written highest first; U for unclassified. A combined grade is
# awarded from the points of all its units, so its grades are never more than one step apart:
# D*D and DMM are grades, DP and D*MM are not (4 + 7 + 10 grades, and U). The JSON lists them;
# tests/record/test_scale_file.py checks the list keeps that rule.
BTEC_GRADES = ("D*", "D", "M", "P")
BTEC = _NAMED["btec"]

SCALES: dict[str, tuple[str, ...]] = {
    QualificationType(kind): _NAMED[name]
    for kind, name in GRADE_SCALES["types"].items()
    if kind not in GRADE_SCALES["tiered"]
}


def scale_of(qualification_type: str, *, letter_grades: bool = False) -> tuple[str, ...]:
    """The grades a qualification of this type may have, highest first."""
    if qualification_type in TIERED:
        return LETTERED if letter_grades else NUMBERED
    return SCALES[qualification_type]


def _listed(values: tuple[str, ...]) -> str:
    return f"{', '.join(values[:-1])} or {values[-1]}"


def scale_message(qualification_type: str, *, letter_grades: bool = False) -> str:
    """What a grade off the scale is told, in the specification's way ('... must be ...')."""
    label = QualificationType(qualification_type).label
    if qualification_type == QualificationType.BTEC:
        return (
            "Grade must be a BTEC grade: D*, D, M or P, two or three of them from highest to "
            "lowest, at most one step apart (such as D*D or DMM), or U"
        )
    if qualification_type in TIERED and letter_grades:
        label = f"{label} graded in letters"
    elif qualification_type in {QualificationType.MUSIC, QualificationType.LANGUAGE}:
        label = label.lower()
    article = "an" if label[0] in "AEIOU" else "a"
    values = scale_of(qualification_type, letter_grades=letter_grades)
    return f"Grade must be one of {_listed(values)} for {article} {label}"


def normalised(value: str) -> str:
    """The grade as typed, read forgivingly: no surrounding or inner spaces, letters in capitals
    but for the graded exams' words ("merit" is "Merit")."""
    compact = "".join(str(value).split())
    if compact.lower() in {word.lower() for word in GRADED_EXAM}:
        return compact.capitalize()
    return compact.upper()


def grade_on_scale(value: str, qualification_type: str, *, letter_grades: bool = False) -> str:
    """The grade as stored, or ValueError(the type's message) when the scale has no such grade."""
    grade = normalised(value)
    if grade not in scale_of(qualification_type, letter_grades=letter_grades):
        raise ValueError(scale_message(qualification_type, letter_grades=letter_grades))
    return grade
