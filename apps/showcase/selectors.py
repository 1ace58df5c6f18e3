"""Reads of achievements, projects and memes. The one place that decides who sees hidden rows."""

from django.db.models import QuerySet

from apps.core.lookups import get_by_id_or_slug

from .models import Achievement, Meme, Project


def achievement_list(*, viewer) -> QuerySet[Achievement]:
    """Every achievement for the owner; published ones only for everyone else. Newest first."""
    return Achievement.objects.visible_to(viewer).order_by("-date", "-created_at")


def project_list(*, viewer) -> QuerySet[Project]:
    """Every project for the owner; published ones only for everyone else. Featured first, then
    the owner's sort order, then newest."""
    return Project.objects.visible_to(viewer).order_by("-featured", "sort_order", "-created_at")


def project_get(*, viewer, id_or_slug: str) -> Project:
    """One project by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(project_list(viewer=viewer), id_or_slug)


def meme_list(*, viewer) -> QuerySet[Meme]:
    """Every meme for the owner; published ones only for everyone else. Newest first."""
    return Meme.objects.visible_to(viewer).order_by("-created_at")
