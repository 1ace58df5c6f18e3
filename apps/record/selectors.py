"""Reads of the record. The one place that decides what of it a visitor sees: a grade only when
the owner marked it public, a qualification only with such a grade, a log entry once published.
"""

from django.db.models import Case, IntegerField, Prefetch, QuerySet, Value, When

from apps.core.content_types import content_type_of
from apps.core.permissions import is_owner

from .models import EVIDENCE_FIELDS, Evidence, Grade, GradeKind, LogEntry, Qualification
from .scales import JOURNAL_TYPES

# A qualification's grades in the order of its story: the target, the mocks by date, the
# prediction, the result (a null date never decides, on either database).
_STAGE = Case(
    *(When(kind=kind, then=Value(number)) for number, kind in enumerate(GradeKind.values)),
    output_field=IntegerField(),
)
GRADE_ORDER = (_STAGE, "date", "created_at")

# --- qualifications and grades ------------------------------------------------------------


def qualification_list() -> QuerySet[Qualification]:
    """Every qualification with every grade (the owner's panel), in the record's order."""
    return Qualification.objects.prefetch_related(
        Prefetch("grades", queryset=Grade.objects.order_by(*GRADE_ORDER))
    )


def grade_list(*, qualification: str | None = None) -> QuerySet[Grade]:
    """Every grade (the owner's), of one qualification when given (its id)."""
    grades = Grade.objects.select_related("qualification")
    if qualification:
        grades = grades.filter(qualification_id=qualification)
    return grades.order_by("qualification__position", "qualification__subject", *GRADE_ORDER)


def public_grades() -> QuerySet[Grade]:
    """The grades the owner marked public, and no other: targets, mocks, predictions and
    achieved grades alike stay in the panel until then."""
    return Grade.objects.filter(is_public=True).select_related("qualification")


def public_qualifications() -> QuerySet[Qualification]:
    """The qualifications that have a public grade, each with its public grades only
    (`public_grades` on each row)."""
    return (
        Qualification.objects.filter(grades__is_public=True)
        .distinct()
        .prefetch_related(
            Prefetch(
                "grades",
                queryset=public_grades().order_by(*GRADE_ORDER),
                to_attr="public_grades",
            )
        )
    )


def public_achieved_grades() -> QuerySet[Grade]:
    """The achieved grades the owner marked public, and no other kind (a public target or
    prediction stays off the CV): the CV's qualifications, in the record's order, the latest
    result of a qualification last."""
    return public_grades().filter(kind=GradeKind.ACHIEVED).order_by(
        "qualification__position", "qualification__subject", "qualification__created_at",
        "date", "created_at",
    )  # fmt: skip


def published_log_entries(*, kind: str | None = None) -> QuerySet[LogEntry]:
    """The published entries of the log (a visitor's), latest start first; `kind`: only that
    kind's."""
    entries = LogEntry.objects.filter(is_published=True)
    if kind:
        entries = entries.filter(kind=kind)
    return entries.order_by("-start_date", "-created_at")


def journal_subject_names() -> list[str]:
    """The subjects of the record's GCSEs, IGCSEs, AS and A levels, each once, in the record's
    order: the GCSE journal's subjects (empty while the record has none)."""
    names = Qualification.objects.filter(type__in=JOURNAL_TYPES).values_list("subject", flat=True)
    return list(dict.fromkeys(name.strip() for name in names if name.strip()))


# --- the super-curricular log -------------------------------------------------------------


def _evidence() -> Prefetch:
    return Prefetch(
        "evidence",
        queryset=Evidence.objects.select_related(*EVIDENCE_FIELDS.values()).order_by("position"),
    )


def log_entry_list(*, viewer, kind: str | None = None) -> QuerySet[LogEntry]:
    """Every entry for the owner; published entries only for everyone else. Latest start first;
    `kind`: only that kind's."""
    entries = LogEntry.objects.visible_to(viewer).prefetch_related(_evidence())
    if kind:
        entries = entries.filter(kind=kind)
    return entries.order_by("-start_date", "-created_at")


def shown_evidence(entries, *, viewer) -> dict:
    """Each entry's evidence this viewer may see ({entry id: [Evidence]}), in a query or so per
    kind linked: for a visitor, only rows their own kind's selector shows (a draft post or a
    hidden achievement is left out, never named)."""
    links = {entry.pk: list(entry.evidence.all()) for entry in entries}
    if is_owner(viewer):
        return links
    wanted: dict[type, set] = {}
    for link in (link for found in links.values() for link in found):
        wanted.setdefault(type(link.target), set()).add(link.target.pk)
    visible = set()
    for model, keys in wanted.items():
        kind = content_type_of(model)
        if kind is not None:
            rows = kind.visible(viewer=viewer).filter(pk__in=keys).values_list("pk", flat=True)
            visible.update((model, key) for key in rows)
    return {
        entry: [link for link in found if (type(link.target), link.target.pk) in visible]
        for entry, found in links.items()
    }
