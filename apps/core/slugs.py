"""Unique, readable slugs made from titles."""

import uuid

from django.db.models import Model
from django.utils.text import slugify


def _looks_like_uuid(value: str) -> bool:
    try:
        uuid.UUID(value)
    except ValueError:
        return False
    return True


def unique_slug(
    model: type[Model], text: str, *, fallback: str, max_length: int = 80, exclude_pk=None
) -> str:
    """A slug from `text` that no other row of `model` has; `fallback` when `text` has no letters.

    Never a string that parses as a UUID, so id-or-slug lookups stay unambiguous.
    """
    base = slugify(text)[: max_length - 8].strip("-") or fallback
    if _looks_like_uuid(base):
        base = f"{fallback}-{base}"[: max_length - 8]
    # Every row, those a default manager hides (a post in its undo window) included.
    taken = model._base_manager.filter(slug__startswith=base)
    if exclude_pk is not None:
        taken = taken.exclude(pk=exclude_pk)
    existing = set(taken.values_list("slug", flat=True))
    slug, n = base, 2
    while slug in existing:
        slug = f"{base}-{n}"
        n += 1
    return slug
