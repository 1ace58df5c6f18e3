"""Finding one row by its UUID or by its slug."""

import uuid

from django.core.exceptions import FieldDoesNotExist
from django.db.models import Model, QuerySet
from django.http import Http404


def _has_slug(model: type[Model]) -> bool:
    try:
        model._meta.get_field("slug")
    except FieldDoesNotExist:
        return False
    return True


def get_by_id_or_slug[M: Model](queryset: QuerySet[M], value: str) -> M:
    """The row whose id (a UUID) or slug is `value`, from a queryset that already applies the
    viewer's visibility rules; Http404 when there is none (or the model has no slug and `value`
    is not a UUID)."""
    try:
        lookup = {"id": uuid.UUID(value)}
    except ValueError:
        # No slug holds NUL, and PostgreSQL refuses one in a query (a DataError, a 500).
        if not _has_slug(queryset.model) or "\x00" in value:
            raise Http404 from None
        lookup = {"slug": value}
    row = queryset.filter(**lookup).first()
    if row is None:
        raise Http404
    return row
