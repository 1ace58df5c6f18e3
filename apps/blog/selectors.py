"""Reads of blog posts. The one place that decides who sees drafts."""

from django.db.models import QuerySet

from apps.core.lookups import get_by_id_or_slug

from .models import BlogPost


def post_list(*, viewer) -> QuerySet[BlogPost]:
    """Every post for the owner; published posts only for everyone else. Newest first."""
    return BlogPost.objects.visible_to(viewer).order_by("-published_at", "-created_at")


def post_get(*, viewer, id_or_slug: str) -> BlogPost:
    """One post by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(post_list(viewer=viewer), id_or_slug)
