"""The record's shapes on the wire. Every rule a write must keep is the models' (their clean,
which the services run too): a write serializer asks the same clean of the row it would make,
so a grade off its scale is a 400 with the scale's message, and nothing is stored."""

from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.core.serializers import (
    CamelCaseModelSerializer,
    ForgivingChoiceField,
    drawn_text,
    read_meta,
    required_messages,
    required_texts,
    text_source,
    to_camel,
)

from .models import (
    EVIDENCE_FIELDS,
    Evidence,
    EvidenceType,
    ExamBoard,
    Grade,
    GradeKind,
    LogEntry,
    LogKind,
    Qualification,
    Tier,
)
from .scales import QualificationType
from .selectors import shown_evidence
from .services import off_scale_problem

MAX_EVIDENCE = 20


def _one_of(label: str, choices) -> str:
    return f"{label} must be one of {', '.join(choices.values)}"


class _ChoiceOrBlankField(ForgivingChoiceField):
    """An optional choice, for which "" (or spaces) means none."""

    def to_internal_value(self, data):
        if isinstance(data, str) and not data.strip():
            return ""
        return super().to_internal_value(data)


def choice_field(label: str, choices, *, required: bool = True, **kwargs) -> ForgivingChoiceField:
    """One of `choices`' values, case and spaces forgiven, with the specification's messages;
    an optional one may be blank."""
    field = (ForgivingChoiceField if required else _ChoiceOrBlankField)(
        choices=choices.choices,
        required=required,
        error_messages={**required_messages(label), "invalid_choice": _one_of(label, choices)},
        **kwargs,
    )
    field.empty_error = "required" if required else "blank"
    return field


def check_as_model(row) -> None:
    """The model's own rules (its clean) for the row a write would make, as API errors under
    the API's names."""
    try:
        row.clean()
    except DjangoValidationError as problem:
        raise serializers.ValidationError(
            {to_camel(name): messages for name, messages in problem.message_dict.items()}
        ) from None


def _as_written(serializer: serializers.ModelSerializer, attrs: dict, model):
    """The row as it would be after this write (unsaved): the instance's values, then the
    write's."""
    row = model()
    if serializer.instance is not None:
        for field in model._meta.concrete_fields:
            setattr(row, field.attname, getattr(serializer.instance, field.attname))
    for name, value in attrs.items():
        setattr(row, name, value)
    return row


# --- qualifications and grades ------------------------------------------------------------

GRADE_FIELDS = ("qualification", "kind", "value", "date", "is_public")


class GradeSerializer(CamelCaseModelSerializer):
    """A grade as the owner reads it."""

    qualification = serializers.UUIDField(source="qualification_id", read_only=True)

    Meta = read_meta(Grade, GRADE_FIELDS)


class GradeWriteSerializer(CamelCaseModelSerializer):
    """What the owner may send of a grade: its qualification (an id), kind, grade, date and
    whether it is public. The grade must be on the qualification's scale."""

    qualification = serializers.PrimaryKeyRelatedField(
        queryset=Qualification.objects.all(),
        error_messages={
            **required_messages("Qualification"),
            "does_not_exist": "Qualification must be one of the record's qualifications",
            "incorrect_type": "Qualification must be one of the record's qualifications",
        },
    )
    kind = choice_field("Kind", GradeKind)
    value = serializers.CharField(
        max_length=20, trim_whitespace=True, error_messages=required_messages("Grade")
    )

    class Meta:
        model = Grade
        fields = GRADE_FIELDS
        extra_kwargs = {"date": {"required": False, "allow_null": True}}

    def validate(self, attrs):
        row = _as_written(self, attrs, Grade)
        check_as_model(row)
        return {**attrs, "value": row.value} if "value" in attrs else attrs


QUALIFICATION_FIELDS = (
    "subject",
    "type",
    "board",
    "other_board",
    "tier",
    "letter_grades",
    "series",
    "position",
)


class QualificationSerializer(CamelCaseModelSerializer):
    """A qualification as the owner reads it, with every grade it has."""

    board_name = serializers.CharField(read_only=True)
    grades = GradeSerializer(many=True, read_only=True)

    Meta = read_meta(Qualification, (*QUALIFICATION_FIELDS, "board_name", "grades"))


class QualificationWriteSerializer(CamelCaseModelSerializer):
    type = choice_field("Type", QualificationType)
    board = choice_field("Exam board", ExamBoard)
    tier = choice_field("Tier", Tier, required=False, allow_blank=True)

    class Meta:
        model = Qualification
        fields = QUALIFICATION_FIELDS
        extra_kwargs = {
            **required_texts("subject"),
            "position": {"error_messages": {"invalid": "Position must be a whole number"}},
        }

    def validate(self, attrs):
        row = _as_written(self, attrs, Qualification)
        check_as_model(row)
        if self.instance is not None:
            problem = off_scale_problem(row)
            if problem is not None:
                raise serializers.ValidationError({"type": [problem]})
        return attrs


class PublicGradeSerializer(serializers.ModelSerializer):
    class Meta:
        model = Grade
        fields = ("kind", "value", "date")
        read_only_fields = fields


class PublicQualificationSerializer(serializers.ModelSerializer):
    """A qualification as a visitor reads it: its public grades only, and nothing of the
    panel's (no ids, no order)."""

    board = serializers.CharField(source="board_name", read_only=True)
    grades = PublicGradeSerializer(source="public_grades", many=True, read_only=True)

    class Meta:
        model = Qualification
        fields = ("subject", "type", "board", "tier", "series", "grades")
        read_only_fields = fields


# --- the super-curricular log -------------------------------------------------------------


def _evidence_item(link: Evidence) -> dict:
    target = link.target
    url = target.get_absolute_url() if hasattr(target, "get_absolute_url") else None
    title = getattr(target, "title", None) or getattr(target, "topic", "")
    return {"type": link.type, "id": str(target.pk), "title": title, "url": url}


@extend_schema_field(
    {
        "type": "array",
        "maxItems": MAX_EVIDENCE,
        "items": {
            "type": "object",
            "properties": {
                "type": {"type": "string", "enum": list(EvidenceType.values)},
                "id": {"type": "string", "format": "uuid"},
                "title": {"type": "string", "readOnly": True},
                "url": {
                    "type": "string",
                    "nullable": True,
                    "readOnly": True,
                    "description": "Its page on the site, where it has one of its own.",
                },
            },
            "required": ["type", "id"],
        },
    }
)
class EvidenceListField(serializers.Field):
    """On a write: [{"type": "achievement" | "project" | "post" | "journal-entry", "id": ...}],
    at most 20, each a row of the site (the owner's drafts too: a visitor is shown only the rows
    they may see). On a read: each with its title and page."""

    default_error_messages = {"invalid": "Evidence must be a list"}

    def to_internal_value(self, data):
        if not isinstance(data, list):
            self.fail("invalid")
        if len(data) > MAX_EVIDENCE:
            raise serializers.ValidationError(f"Use at most {MAX_EVIDENCE} pieces of evidence")
        cleaned = []
        for number, item in enumerate(data, 1):
            label = f"Evidence {number}"
            kind = item.get("type") if isinstance(item, dict) else None
            if kind not in EVIDENCE_FIELDS:
                raise serializers.ValidationError(
                    f"{label}: type must be one of {', '.join(EvidenceType.values)}"
                )
            model = Evidence._meta.get_field(EVIDENCE_FIELDS[kind]).related_model
            try:
                row = model._default_manager.filter(pk=str(item.get("id", ""))).first()
            except DjangoValidationError:
                row = None
            if row is None:
                raise serializers.ValidationError(
                    f"{label}: id must be one of the site's {EvidenceType(kind).label.lower()}s"
                )
            cleaned.append((kind, row))
        return cleaned

    def get_attribute(self, instance):
        return instance

    def to_representation(self, entry):
        shown = self.context.setdefault("shown_evidence", {})
        if entry.pk not in shown:
            page = getattr(self.parent.parent, "instance", None) if self.parent else None
            rows = list(page) if isinstance(page, list | tuple) else [entry]
            request = self.context.get("request")
            shown.update(shown_evidence(rows, viewer=getattr(request, "user", None)))
        return [_evidence_item(link) for link in shown.get(entry.pk, [])]


LOG_ENTRY_FIELDS = (
    "kind",
    "title",
    "organisation",
    "start_date",
    "end_date",
    "hours",
    "reflection",
    "is_published",
)


class LogEntryPublicSerializer(CamelCaseModelSerializer):
    """An entry as a visitor reads it: `reflection` is the rendered, sanitised HTML only."""

    reflection = drawn_text("reflection")
    evidence = EvidenceListField(read_only=True)

    Meta = read_meta(LogEntry, (*LOG_ENTRY_FIELDS, "evidence"))


class LogEntryReadSerializer(LogEntryPublicSerializer):
    """The owner's read: a visitor's, plus `reflectionSource`, the Markdown as written."""

    reflection_source = text_source("reflection")

    Meta = read_meta(LogEntry, (*LOG_ENTRY_FIELDS, "evidence", "reflection_source"))


class LogEntryWriteSerializer(CamelCaseModelSerializer):
    kind = choice_field("Kind", LogKind)
    evidence = EvidenceListField(required=False)

    class Meta:
        model = LogEntry
        fields = (*LOG_ENTRY_FIELDS, "evidence")
        extra_kwargs = {
            **required_texts("title"),
            "start_date": {"error_messages": required_messages("Start date")},
            "end_date": {"required": False, "allow_null": True},
            "hours": {
                "min_value": 0,
                "error_messages": {
                    "invalid": "Hours must be a number",
                    "min_value": "Hours cannot be negative",
                    "max_digits": "Hours must be less than 100000",
                    "max_whole_digits": "Hours must be less than 100000",
                    "max_decimal_places": "Hours may have one decimal place",
                },
            },
        }

    def validate(self, attrs):
        fields = {key: value for key, value in attrs.items() if key != "evidence"}
        check_as_model(_as_written(self, fields, LogEntry))
        return attrs
