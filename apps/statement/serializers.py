from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from .counting import QUESTIONS, statement_counts
from .models import ANSWER_MAX_LENGTH, TITLE_MAX_LENGTH, Statement

TITLE_NEEDED = "Name the draft (the course or the cycle)"
TITLE_TOO_LONG = f"Keep the title to {TITLE_MAX_LENGTH} characters or fewer"
ANSWER_TOO_LONG = f"An answer this long cannot be saved (over {ANSWER_MAX_LENGTH:,} characters)"
ANSWER_TEXT = "An answer is text"


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


class StatementSerializer(serializers.ModelSerializer):
    """A draft as the owner reads it: its texts as typed, and how UCAS would count them."""

    counts = serializers.SerializerMethodField()
    comments = StatementCommentSerializer(many=True, read_only=True)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)

    class Meta:
        model = Statement
        fields = (
            *("id", "title", "course", "studies", "outside"),
            *("counts", "comments", "createdAt", "updatedAt"),
        )

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


class StatementWriteSerializer(serializers.Serializer):
    """A draft's texts; every answer may be empty or any length up to ANSWER_MAX_LENGTH."""

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
