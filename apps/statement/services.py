"""Writes of the personal statement drafts. Saving is never refused for length: an answer
under 350 characters or a total over 4,000 saves, and the read marks it (counting.py)."""

from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.core.services import model_create, model_update

from .counting import ANSWER_KEYS
from .models import AUTHOR_MAX_LENGTH, COMMENT_MAX_LENGTH, Statement, StatementComment

STATEMENT_FIELDS = ("title", "course", "studies", "outside")


@transaction.atomic
def statement_create(*, data: dict[str, Any]) -> Statement:
    return model_create(Statement, **{k: v for k, v in data.items() if k in STATEMENT_FIELDS})


@transaction.atomic
def statement_update(*, instance: Statement, data: dict[str, Any]) -> Statement:
    statement, _ = model_update(instance=instance, data=data, fields=STATEMENT_FIELDS)
    return statement


def statement_delete(*, instance: Statement) -> None:
    instance.delete()


COMMENT_NEEDED = "Write a comment first"
COMMENT_TOO_LONG = f"Keep a comment to {COMMENT_MAX_LENGTH:,} characters or fewer"
ANSWER_UNKNOWN = "Choose one of the three answers"
COMMENT_NUL = "A comment cannot hold that character"


@transaction.atomic
def statement_comment_add(
    *, statement: Statement, answer: str, text: str, author: str, via_link=None
) -> StatementComment:
    """A comment on one answer, as typed (plain text: never rendered as Markdown or HTML)."""
    text = (text or "").replace("\r\n", "\n").strip()
    errors = {}
    if answer not in ANSWER_KEYS:
        errors["answer"] = [ANSWER_UNKNOWN]
    if not text:
        errors["text"] = [COMMENT_NEEDED]
    elif len(text) > COMMENT_MAX_LENGTH:
        errors["text"] = [COMMENT_TOO_LONG]
    elif "\x00" in text:
        errors["text"] = [COMMENT_NUL]
    if errors:
        raise ValidationError(errors)
    return StatementComment.objects.create(
        statement=statement,
        answer=answer,
        text=text,
        author=author[:AUTHOR_MAX_LENGTH],
        via_link=via_link,
    )


def statement_comment_delete(*, comment: StatementComment) -> None:
    comment.delete()
