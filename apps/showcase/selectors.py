"""Reads of achievements, projects and memes. The one place that decides who sees hidden rows."""

import uuid

from django.db.models import Model, QuerySet
from django.http import Http404

from apps.core.lookups import get_by_id_or_slug
from apps.core.permissions import is_owner

from .models import Achievement, Meme, Project


def _get_by_id[M: Model](queryset: QuerySet[M], value: str) -> M:
    """The row whose id is `value` (these rows have no slug); Http404 for anything else."""
    try:
        row_id = uuid.UUID(value)
    except ValueError:
        raise Http404 from None
    row = queryset.filter(id=row_id).first()
    if row is None:
        raise Http404
    return row


def achievement_list(*, viewer) -> QuerySet[Achievement]:
    """Every achievement for the owner; published ones only for everyone else. Newest first."""
    rows = Achievement.objects.all()
    if not is_owner(viewer):
        rows = rows.filter(is_published=True)
    return rows.order_by("-date", "-created_at")


def achievement_get(*, viewer, achievement_id: str) -> Achievement:
    return _get_by_id(achievement_list(viewer=viewer), achievement_id)


def project_list(*, viewer) -> QuerySet[Project]:
    """Every project for the owner; published ones only for everyone else. Featured first, then
    the owner's sort order, then newest."""
    rows = Project.objects.all()
    if not is_owner(viewer):
        rows = rows.filter(is_published=True)
    return rows.order_by("-featured", "sort_order", "-created_at")


def project_get(*, viewer, id_or_slug: str) -> Project:
    """One project by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(project_list(viewer=viewer), id_or_slug)


def meme_list(*, viewer) -> QuerySet[Meme]:
    """Every meme for the owner; published ones only for everyone else. Newest first."""
    rows = Meme.objects.all()
    if not is_owner(viewer):
        rows = rows.filter(is_published=True)
    return rows.order_by("-created_at")


def meme_get(*, viewer, meme_id: str) -> Meme:
    return _get_by_id(meme_list(viewer=viewer), meme_id)
