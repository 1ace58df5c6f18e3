"""The GCSE journal's subjects: the record's (apps/record: its GCSE, IGCSE, AS and A level
subjects, so a student who goes on to A levels keeps one journal) when it has any, else the
specification's six.

An entry stores a subject's key. A record subject the specification names too keeps the
specification's key ("Mathematics" and "Maths" are maths), so entries written before the record
stay in their subject; any other is its name's slug ("Computer Science": computer-science). An
entry keeps its subject when the record changes: only a new or changed subject must be one of
the current ones.
"""

from django.db import models
from django.utils.text import slugify

from apps.record.selectors import journal_subject_names

SUBJECT_MAX_LENGTH = 50


class Subject(models.TextChoices):
    """The specification's subjects: the journal's while the record is empty."""

    MATHS = "maths", "Mathematics"
    PHYSICS = "physics", "Physics"
    CHEMISTRY = "chemistry", "Chemistry"
    BIOLOGY = "biology", "Biology"
    ENGLISH = "english", "English"
    ECONOMICS = "economics", "Economics"


def subject_key(name: str) -> str:
    """The key an entry stores for the record's subject `name`."""
    slug = slugify(name)[:SUBJECT_MAX_LENGTH].strip("-")
    for value, label in Subject.choices:
        if slug in {value, slugify(label)}:
            return value
    return slug or "subject"


def subject_choices() -> list[tuple[str, str]]:
    """(key, name) of each subject a new entry may have, in the record's order."""
    names = journal_subject_names()
    if not names:
        return list(Subject.choices)
    choices: dict[str, str] = {}
    for name in names:
        choices.setdefault(subject_key(name), name)
    return list(choices.items())


def subject_list() -> list[dict[str, str]]:
    """GET /api/gcse-journal/subjects: `[{value, label}]` of subject_choices()."""
    return [{"value": value, "label": label} for value, label in subject_choices()]


def subject_values() -> list[str]:
    return [value for value, _ in subject_choices()]


def subject_message(values: list[str] | None = None) -> str:
    """'Subject must be one of maths, physics, ...' (the current subjects)."""
    return f"Subject must be one of {', '.join(subject_values() if values is None else values)}"


def subject_names() -> dict[str, str]:
    """How a visitor reads each stored key: the specification's name for its six, else the
    record's (one query: a list reads it once, not once a row)."""
    return {**dict(subject_choices()), **dict(Subject.choices)}


def subject_label(value: str, names: dict[str, str] | None = None) -> str:
    """How a visitor reads a stored key (`names`: subject_names(), when the caller has it)."""
    return (subject_names() if names is None else names).get(value, value)


def subject_allowed(value: str, entry=None) -> bool:
    """Whether an entry may have this subject: one of the current subjects, or the one the
    (saved) entry already has."""
    if value in subject_values():
        return True
    if entry is None or entry.pk is None or entry._state.adding:
        return False
    return type(entry)._base_manager.filter(pk=entry.pk, subject=value).exists()
