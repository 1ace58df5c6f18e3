"""Writes of the personal statement drafts. Saving is never refused for length: an answer
under 350 characters or a total over 4,000 saves, and the read marks it (counting.py)."""

from typing import Any

from django.db import transaction

from apps.core.services import model_create, model_update

from .models import Statement

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
