from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from .counting import ANSWER_KEYS, QUESTIONS, statement_counts
from .models import (
    ANSWER_MAX_LENGTH,
    MAX_EVIDENCE_PER_ANSWER,
    TITLE_MAX_LENGTH,
    EvidenceType,
    Statement,
    StatementRevision,
)
from .selectors import evidence_row

TITLE_NEEDED = "Name the draft (the course or the cycle)"
TITLE_TOO_LONG = f"Keep the title to {TITLE_MAX_LENGTH} characters or fewer"
ANSWER_TOO_LONG = f"An answer this long cannot be saved (over {ANSWER_MAX_LENGTH:,} characters)"
ANSWER_TEXT = "An answer is text"
VERSION_MESSAGE = "Version must be a whole number (the draft's version this is based on)"
VERSION_NEEDED = "Version is required"


class RefusedSerializer(serializers.Serializer):
    text = serializers.CharField()
    at = serializers.IntegerField()


class AnswerCountSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    short = serializers.BooleanField(help_text="Under the 350 characters each answer needs.")
    mayRefuse = RefusedSerializer(many=True, help_text="Characters the UCAS form may refuse.")


class TotalCountSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    over = serializers.BooleanField(help_text="Over the 4,000 characters of all three.")


class StatementCountsSerializer(serializers.Serializer):
    course = AnswerCountSerializer()
    studies = AnswerCountSerializer()
    outside = AnswerCountSerializer()
    total = TotalCountSerializer()


class StatementCommentSerializer(serializers.Serializer):
    """A teacher's comment on one answer, as the owner reads it (plain text)."""

    id = serializers.UUIDField()
    answer = serializers.ChoiceField(choices=QUESTIONS)
    text = serializers.CharField()
    author = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")


# Plain text in the schema, not an enum: its values would collide with the record's evidence
# types' enum name (a settings override otherwise).
EVIDENCE_TYPES = "One of: " + ", ".join(EvidenceType.values)


class EvidenceOptionSerializer(serializers.Serializer):
    """One of the owner's rows that can be linked beside an answer."""

    type = serializers.CharField(help_text=EVIDENCE_TYPES)
    id = serializers.UUIDField()
    title = serializers.CharField()


class StatementEvidenceSerializer(serializers.Serializer):
    """A row linked beside an answer, with its title as the owner reads it."""

    answer = serializers.ChoiceField(choices=QUESTIONS)
    type = serializers.CharField(help_text=EVIDENCE_TYPES)
    id = serializers.UUIDField(source="target.pk")
    title = serializers.CharField(source="target.title")


class StatementSerializer(serializers.ModelSerializer):
    """A draft as the owner reads it: its texts as typed, and how UCAS would count them."""

    counts = serializers.SerializerMethodField()
    comments = StatementCommentSerializer(many=True, read_only=True)
    evidence = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)

    class Meta:
        model = Statement
        fields = (
            *("id", "title", "course", "studies", "outside", "version"),
            *("counts", "comments", "evidence", "createdAt", "updatedAt"),
        )
        read_only_fields = ("version",)

    @extend_schema_field(StatementEvidenceSerializer(many=True))
    def get_evidence(self, statement: Statement) -> list:
        """Beside the answers in their order (the questions'), each answer's in its own."""
        order = {key: number for number, key in enumerate(ANSWER_KEYS)}
        rows = sorted(statement.evidence.all(), key=lambda e: (order[e.answer], e.position))
        return StatementEvidenceSerializer(rows, many=True).data

    @extend_schema_field(StatementCountsSerializer)
    def get_counts(self, statement: Statement) -> dict:
        return statement_counts(statement.answers())


def _answer() -> serializers.CharField:
    return serializers.CharField(
        allow_blank=True,
        trim_whitespace=False,  # the text as typed: its spaces and line breaks count
        max_length=ANSWER_MAX_LENGTH,
        required=False,
        error_messages={
            "max_length": ANSWER_TOO_LONG,
            "invalid": ANSWER_TEXT,
            "null": ANSWER_TEXT,
        },
    )


def _version(*, required: bool = False) -> serializers.IntegerField:
    return serializers.IntegerField(
        min_value=1,
        required=required,
        help_text="The draft's version this is based on: 409 when it has moved on since.",
        error_messages={
            "required": VERSION_NEEDED,
            "null": VERSION_NEEDED,
            "invalid": VERSION_MESSAGE,
            "min_value": VERSION_MESSAGE,
        },
    )


class StatementWriteSerializer(serializers.Serializer):
    """A draft's texts; every answer may be empty or any length up to ANSWER_MAX_LENGTH. With
    `version`, a save over a newer version is refused (409)."""

    title = serializers.CharField(
        max_length=TITLE_MAX_LENGTH,
        error_messages={
            "required": TITLE_NEEDED,
            "blank": TITLE_NEEDED,
            "null": TITLE_NEEDED,
            "invalid": TITLE_NEEDED,
            "max_length": TITLE_TOO_LONG,
        },
    )
    course = _answer()
    studies = _answer()
    outside = _answer()
    version = _version()


class StatementAutosaveSerializer(StatementWriteSerializer):
    """What the panel sends by itself a moment after typing stops: the texts changed so far
    and the version they are based on."""

    title = serializers.CharField(
        max_length=TITLE_MAX_LENGTH,
        required=False,
        error_messages={
            "blank": TITLE_NEEDED,
            "null": TITLE_NEEDED,
            "invalid": TITLE_NEEDED,
            "max_length": TITLE_TOO_LONG,
        },
    )
    version = _version(required=True)


class StatementRevisionSummarySerializer(serializers.ModelSerializer):
    """A revision in the draft's History: its kind (autosave or save), the version it holds,
    who made it, when, and the characters of its three answers."""

    author = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)

    class Meta:
        model = StatementRevision
        fields = ("id", "kind", "version", "author", "createdAt", "size")
        read_only_fields = fields

    def get_author(self, revision: StatementRevision) -> str | None:
        author = revision.author
        return (author.get_full_name() or author.get_username()) if author else None


class StatementRevisionSerializer(StatementRevisionSummarySerializer):
    """One revision with its title and answers."""

    class Meta(StatementRevisionSummarySerializer.Meta):
        fields = (
            *StatementRevisionSummarySerializer.Meta.fields,
            *("title", "course", "studies", "outside"),
        )
        read_only_fields = fields


class StatementRestoreSerializer(serializers.Serializer):
    """The draft's version the owner restores over (409 when it has moved on since)."""

    version = _version(required=True)


class StatementConflictSerializer(serializers.Serializer):
    """409: the draft changed since the version the save was based on."""

    detail = serializers.CharField()
    version = serializers.IntegerField()


EVIDENCE_LIST = "Evidence must be a list"
ANSWER_UNKNOWN = "Choose one of the three answers"
EVIDENCE_TOO_MANY = f"Link at most {MAX_EVIDENCE_PER_ANSWER} rows beside one answer"
EVIDENCE_TWICE = "This row is linked beside this answer already"


class EvidenceItemSerializer(serializers.Serializer):
    answer = serializers.CharField()
    type = serializers.CharField()
    id = serializers.CharField()


class StatementEvidenceWriteSerializer(serializers.Serializer):
    """The draft's evidence, all of it (it replaces what was linked): each a log entry, an
    achievement or a project of the owner's, beside one of the three answers."""

    evidence = EvidenceItemSerializer(many=True, error_messages={"not_a_list": EVIDENCE_LIST})

    def validate_evidence(self, items: list[dict]) -> list[tuple]:
        cleaned, seen, per_answer = [], set(), dict.fromkeys(ANSWER_KEYS, 0)
        for number, item in enumerate(items, 1):
            label = f"Evidence {number}"
            if item["answer"] not in ANSWER_KEYS:
                raise serializers.ValidationError(f"{label}: {ANSWER_UNKNOWN.lower()}")
            if item["type"] not in EvidenceType.values:
                kinds = ", ".join(EvidenceType.values)
                raise serializers.ValidationError(f"{label}: type must be one of {kinds}")
            row = evidence_row(item["type"], item["id"])
            if row is None:
                kind = EvidenceType(item["type"]).label.lower()
                raise serializers.ValidationError(f"{label}: id must be one of your {kind}s")
            key = (item["answer"], item["type"], row.pk)
            if key in seen:
                raise serializers.ValidationError(f"{label}: {EVIDENCE_TWICE.lower()}")
            seen.add(key)
            per_answer[item["answer"]] += 1
            if per_answer[item["answer"]] > MAX_EVIDENCE_PER_ANSWER:
                raise serializers.ValidationError(EVIDENCE_TOO_MANY)
            cleaned.append((item["answer"], item["type"], row))
        return cleaned
