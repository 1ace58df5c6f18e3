"""Writes of the personal statement drafts. Saving is never refused for length: an answer
under 350 characters or a total over 4,000 saves, and the read marks it (counting.py).

Drafts are written as blog posts are (apps/core/revisions.py, the one writing session): every
save that changes a draft is a new version with its revision (an autosave's is an "autosave"
revision), a save naming the version it was based on is refused when the draft has moved on
(VersionConflict, 409), and a restore is a new save, so the text it replaced stays in History."""

from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.core.revisions import RevisionHistory, RevisionKind
from apps.core.services import model_create, model_update

from .counting import ANSWER_KEYS
from .models import (
    AUTHOR_MAX_LENGTH,
    COMMENT_MAX_LENGTH,
    EVIDENCE_FIELDS,
    Statement,
    StatementComment,
    StatementEvidence,
    StatementRevision,
)

STATEMENT_FIELDS = ("title", "course", "studies", "outside")

CONFLICT_MESSAGE = (
    "This draft was changed in another tab or on another device since you opened it. Reload it "
    "to see the latest version (your text is kept on this device)."
)

HISTORY = RevisionHistory(
    model=Statement,
    revision_model=StatementRevision,
    owner_field="statement",
    text_fields=STATEMENT_FIELDS,
    sized_fields=ANSWER_KEYS,
    conflict_message=CONFLICT_MESSAGE,
)


@transaction.atomic
def statement_create(*, data: dict[str, Any], author=None) -> Statement:
    """A new draft, and its first revision."""
    statement = model_create(Statement, **{k: v for k, v in data.items() if k in STATEMENT_FIELDS})
    HISTORY.record(statement, kind=RevisionKind.SAVE, author=author)
    return statement


@transaction.atomic
def statement_update(
    *,
    instance: Statement,
    data: dict[str, Any],
    based_on: int | None = None,
    author=None,
    kind: str = RevisionKind.SAVE,
) -> Statement:
    """Change the given texts; a change is a new version with its revision (`kind`: "save", or
    "autosave" for what the panel sends by itself). `based_on`: the version the writer started
    from (VersionConflict when the draft has moved on since; None: any)."""
    instance = HISTORY.lock_for_save(instance, based_on)
    statement, changed = model_update(instance=instance, data=data, fields=STATEMENT_FIELDS)
    if changed or (kind == RevisionKind.SAVE and _only_autosaved(statement)):
        HISTORY.saved(statement, kind=kind, author=author)
    return statement


def _only_autosaved(statement: Statement) -> bool:
    """Whether the draft's text is kept only as an autosave: a save by hand ('Save a version')
    then keeps it as a save (autosaves are pruned to the newest few; saves stay)."""
    newest = HISTORY.of(statement).order_by("-created_at").first()
    return newest is not None and newest.kind == RevisionKind.AUTOSAVE


@transaction.atomic
def statement_revision_restore(
    *, revision: StatementRevision, based_on: int, author=None
) -> Statement:
    """Put `revision`'s title and answers back into its draft, as a new save based on version
    `based_on`: the text it replaces is a revision already (its save or autosave), and the
    pruning keeps the newest text of each line of work, so nothing is lost."""
    texts = HISTORY.texts_of(revision)
    if not texts["title"]:
        texts.pop("title")  # a draft always has a name
    return statement_update(
        instance=revision.statement, data=texts, based_on=based_on, author=author
    )


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


@transaction.atomic
def statement_evidence_set(*, statement: Statement, evidence: list[tuple[str, str, Any]]) -> None:
    """The draft's evidence becomes `evidence`: [(answer, type, row)], in order within each
    answer. Not a text of the draft, so no new version: History keeps the texts."""
    statement.evidence.all().delete()
    positions: dict[str, int] = {}
    links = []
    for answer, kind, row in evidence:
        positions[answer] = positions.get(answer, -1) + 1
        links.append(
            StatementEvidence(
                statement=statement,
                answer=answer,
                position=positions[answer],
                **{EVIDENCE_FIELDS[kind]: row},
            )
        )
    StatementEvidence.objects.bulk_create(links)
    Statement.objects.filter(pk=statement.pk).update(updated_at=timezone.now())
