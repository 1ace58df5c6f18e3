"""Which stored media files rows still use: asked before any file is deleted.

One picture in the media storage can serve many rows: a gallery item's own variants, the
`imageUrl` of a blog post, travel story, achievement, project, meme or media item picked from the
gallery, an <img src="/media/..."> inside a post's HTML, a travel story's list of pictures. A
file may be deleted only when no row refers to it any more.

Which fields can refer to a file is found through the app registry, never from a list of models
(`core` imports no other app):

- every concrete field validated by `validate_image_url` (each app's `image_url`): the validator
  says the field holds an address on this site, so it is found without any further marking;
- the fields a model names in a `media_reference_fields` class attribute: rich text that may
  embed pictures, lists of picture addresses, a gallery item's own variant names.

A field refers to a file when its text contains the file's storage name (an address is the
storage's URL prefix followed by the name, so one search covers "/media/<name>", the media
bucket's "https://.../<name>" and a bare storage name). Pictures stored as WebP variants
("<stem>-<width>w.webp", apps/core/srcset.py) are kept or deleted together: a page that shows one
variant builds its srcset from the narrower ones, so a reference to any variant keeps them all.
Searching text errs on the side of keeping a file (a stray mention keeps it), never of deleting
one still shown.
"""

import re
from collections.abc import Iterable
from functools import reduce
from operator import or_

from django.apps import apps
from django.db import models
from django.db.models.functions import Cast

from .validators import validate_image_url

# The class attribute a model sets to name further fields whose text may hold media names.
MEDIA_REFERENCE_FIELDS = "media_reference_fields"

_VARIANT = re.compile(r"^(?P<stem>.+-)[1-9][0-9]{1,4}w\.webp$")


def referring_fields() -> list[tuple[type[models.Model], tuple[str, ...]]]:
    """Every installed model with fields that may refer to stored media, and those fields."""
    found = []
    for model in apps.get_models():
        names = [
            field.name
            for field in model._meta.concrete_fields
            if validate_image_url in getattr(field, "validators", ())
        ]
        for name in getattr(model, MEDIA_REFERENCE_FIELDS, ()):
            model._meta.get_field(name)  # a misspelt name fails loudly, not by deleting files
            if name not in names:
                names.append(name)
        if names:
            found.append((model, tuple(names)))
    return found


def _search_key(name: str) -> str:
    """What a reference to `name` contains: the stem its variants share, or the name itself."""
    match = _VARIANT.match(name)
    return match["stem"] if match else name


def _matching(model: type[models.Model], fields: tuple[str, ...], key: str) -> models.QuerySet:
    """Rows of `model` whose text in any of `fields` contains `key` (JSON compared as its text:
    `contains` on a JSONField would mean containment, and SQLite has none)."""
    queryset = model._base_manager.all()  # every row, also one a manager hides (soft-deleted)
    conditions = []
    for name in fields:
        field = model._meta.get_field(name)
        if isinstance(field, models.JSONField):
            alias = f"_{name}_as_text"
            queryset = queryset.alias(**{alias: Cast(name, models.TextField())})
            conditions.append(models.Q(**{f"{alias}__contains": key}))
        else:
            conditions.append(models.Q(**{f"{name}__contains": key}))
    return queryset.filter(reduce(or_, conditions))


def files_in_use(names: Iterable[str]) -> set[str]:
    """The storage names among `names` that some row still refers to (directly, or through
    another variant of the same picture)."""
    keys: dict[str, list[str]] = {}
    for name in names:
        keys.setdefault(_search_key(name), []).append(name)
    used: set[str] = set()
    fields = referring_fields()
    for key, group in keys.items():
        if any(_matching(model, names_, key).exists() for model, names_ in fields):
            used.update(group)
    return used


def files_unused(names: Iterable[str]) -> list[str]:
    """The storage names among `names` that no row refers to: the only ones safe to delete."""
    names = list(dict.fromkeys(names))
    used = files_in_use(names)
    return [name for name in names if name not in used]
