"""Writes of the shared kernel's rows, and the update every content service builds on."""

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from django.db.models import Model

from .models import SiteProfile
from .selectors import PLACEHOLDER_PROFILE


@dataclass(frozen=True)
class ContentWrites:
    """A model's write services, named once (in its app's services module) for both of their
    clients, the API (viewsets.ContentViewSet) and Django admin (admin_actions.ServiceAdminMixin):
    one write path per rule, whichever way the owner writes.

    - create(**fields) -> the new row (None where rows are never added this way);
    - update(*, instance, data) -> the row, changed (only the fields in data);
    - delete(*, instance) (None where rows are never deleted).
    """

    update: Callable[..., Model]
    create: Callable[..., Model] | None = None
    delete: Callable[..., None] | None = None


@functools.cache
def editable_fields(model: type[Model]) -> frozenset[str]:
    """The fields of `model` a write may set: every concrete, editable field but the key."""
    return frozenset(
        field.name
        for field in model._meta.concrete_fields
        if field.editable and not field.primary_key
    )


def model_create[M: Model](
    model: type[M], /, *, clean_exclude: Iterable[str] = (), **fields: Any
) -> M:
    """A new row of `model` with these field values (the model's defaults for the others),
    validated (full_clean, but for the fields `clean_exclude` names) and saved."""
    instance = model(**fields)
    instance.full_clean(exclude=list(clean_exclude) or None)
    instance.save()
    return instance


def model_update[M: Model](
    *,
    instance: M,
    data: dict[str, Any],
    fields: Iterable[str] | None = None,
    clean_exclude: Iterable[str] = (),
) -> tuple[M, bool]:
    """Set the `fields` (by default every editable one) that `data` holds and whose values
    differ from the row's, validate the row (full_clean, but for the fields `clean_exclude`
    names: a blog draft's autosave may leave its texts blank) and save only those fields (and
    updated_at, where the model has one). Returns the row and whether anything changed; nothing
    is saved when nothing did."""
    if fields is None:
        fields = editable_fields(type(instance))
    changed = [name for name in fields if name in data and getattr(instance, name) != data[name]]
    if not changed:
        return instance, False
    for name in changed:
        setattr(instance, name, data[name])
    instance.full_clean(exclude=list(clean_exclude) or None)
    has_updated_at = any(f.name == "updated_at" for f in instance._meta.concrete_fields)
    instance.save(update_fields=[*changed, *(["updated_at"] if has_updated_at else [])])
    return instance, True


def site_profile_ensure() -> tuple[SiteProfile, bool]:
    """Create the site profile with placeholder values unless it exists; never overwrite it."""
    profile, created = SiteProfile.objects.get_or_create(pk=1, defaults=PLACEHOLDER_PROFILE)
    return profile, created


def site_profile_update(*, instance: SiteProfile, data: dict[str, Any]) -> SiteProfile:
    """Change the profile's fields that `data` holds (validated; only changed fields saved)."""
    profile, _ = model_update(instance=instance, data=data)
    return profile
