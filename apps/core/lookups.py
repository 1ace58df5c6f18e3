"""Finding one row by its UUID or by its slug."""

import uuid

from django.db.models import Model, QuerySet
from django.http import Http404


def get_by_id_or_slug[M: Model](queryset: QuerySet[M], value: str) -> M:
    """The row whose id (a UUID) or slug is `value`, from a queryset that already applies the
    viewer's visibility rules; Http404 when there is none."""
    try:
        lookup = {"id": uuid.UUID(value)}
    except ValueError:
        lookup = {"slug": value}
    row = queryset.filter(**lookup).first()
    if row is None:
        raise Http404
    return row
