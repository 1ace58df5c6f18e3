"""Writes of the record: every rule of a qualification and its grades (the scales, tiers,
boards) is checked here, by the models' clean, whichever way the owner writes (the API, Django
admin, the demo's seed)."""

import datetime
from decimal import Decimal

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.core import http_cache
from apps.core.rich_text import render_markdown
from apps.core.services import ContentWrites, editable_fields, model_create, model_update
from apps.core.slugs import unique_slug

from .models import EVIDENCE_FIELDS, Evidence, ExamBoard, Grade, LogEntry, Qualification
from .scales import grade_on_scale, scale_message

# --- qualifications -----------------------------------------------------------------------


def off_scale_problem(qualification: Qualification) -> str | None:
    """What is wrong when a qualification's grades do not all fit its scale (after a change of
    type or of letter grades), else None."""
    for grade in qualification.grades.all():
        try:
            grade_on_scale(
                grade.value, qualification.type, letter_grades=qualification.letter_grades
            )
        except ValueError:
            scale = scale_message(qualification.type, letter_grades=qualification.letter_grades)
            return f"Its grade {grade.value} does not fit: {scale}. Change or delete it first"
    return None


def _board_fields(data: dict) -> dict:
    """The typed board's name is kept only for the board Other."""
    if "board" in data and data["board"] != ExamBoard.OTHER:
        return {**data, "other_board": ""}
    return data


@transaction.atomic
def qualification_create(
    *,
    subject: str,
    type: str,
    board: str,
    other_board: str = "",
    tier: str = "",
    letter_grades: bool = False,
    series: str = "",
    position: int = 0,
) -> Qualification:
    fields = _board_fields({"board": board, "other_board": other_board})
    return model_create(
        Qualification,
        subject=subject.strip(),
        type=type,
        tier=tier,
        letter_grades=letter_grades,
        series=series.strip(),
        position=position,
        **fields,
    )


@transaction.atomic
def qualification_update(*, instance: Qualification, data: dict) -> Qualification:
    """Change the given fields. A change of type is refused while a grade would not fit the
    new type's scale."""
    qualification, changed = model_update(instance=instance, data=_board_fields(dict(data)))
    if changed and {"type", "letter_grades"} & set(data):
        problem = off_scale_problem(qualification)
        if problem is not None:
            raise ValidationError({"type": [problem]})  # the transaction rolls the change back
    return qualification


def qualification_delete(*, instance: Qualification) -> None:
    instance.delete()


QUALIFICATION_WRITES = ContentWrites(
    create=qualification_create, update=qualification_update, delete=qualification_delete
)


# --- grades -----------------------------------------------------------------------------


@transaction.atomic
def grade_create(
    *,
    qualification: Qualification,
    kind: str,
    value: str,
    date: datetime.date | None = None,
    is_public: bool = False,
) -> Grade:
    """A grade, checked against its qualification's scale (and stored as the scale writes it:
    "a*" is A*). Private unless `is_public`."""
    return model_create(
        Grade, qualification=qualification, kind=kind, value=value, date=date, is_public=is_public
    )


@transaction.atomic
def grade_update(*, instance: Grade, data: dict) -> Grade:
    return model_update(instance=instance, data=data)[0]


def grade_delete(*, instance: Grade) -> None:
    instance.delete()


GRADE_WRITES = ContentWrites(create=grade_create, update=grade_update, delete=grade_delete)


# --- the super-curricular log -------------------------------------------------------------


def _rendered(data: dict) -> dict:
    if "reflection" in data:
        return {**data, "reflection_html": render_markdown(data["reflection"])}
    return data


def _set_evidence(entry: LogEntry, evidence: list) -> None:
    """The entry's evidence becomes `evidence`, in its order: [(type, row)]."""
    entry.evidence.all().delete()
    Evidence.objects.bulk_create(
        Evidence(entry=entry, position=number, **{EVIDENCE_FIELDS[kind]: row})
        for number, (kind, row) in enumerate(evidence)
    )
    http_cache.content_changed(LogEntry)  # bulk_create sends no signal


@transaction.atomic
def log_entry_create(
    *,
    kind: str,
    title: str,
    start_date: datetime.date,
    end_date: datetime.date | None = None,
    hours: Decimal | None = None,
    organisation: str = "",
    reflection: str = "",
    is_published: bool = False,
    evidence: list | None = None,
) -> LogEntry:
    entry = model_create(
        LogEntry,
        kind=kind,
        title=title,
        slug=unique_slug(LogEntry, title, fallback="entry"),
        organisation=organisation,
        start_date=start_date,
        end_date=end_date,
        hours=hours,
        **_rendered({"reflection": reflection}),
        is_published=is_published,
    )
    _set_evidence(entry, evidence or [])
    return entry


@transaction.atomic
def log_entry_update(*, instance: LogEntry, data: dict) -> LogEntry:
    """Change the given fields; `evidence`, when given, replaces the entry's. The slug stays,
    so links already shared keep working."""
    data = _rendered(dict(data))
    evidence = data.pop("evidence", None)
    fields = editable_fields(LogEntry) - {"slug"}
    entry, _ = model_update(instance=instance, data=data, fields=fields)
    if evidence is not None:
        _set_evidence(entry, evidence)
    return entry


def log_entry_delete(*, instance: LogEntry) -> None:
    instance.delete()


LOG_ENTRY_WRITES = ContentWrites(
    create=log_entry_create, update=log_entry_update, delete=log_entry_delete
)
