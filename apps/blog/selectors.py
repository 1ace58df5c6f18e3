"""Reads of blog posts. The one place that decides who sees drafts."""

from django.db.models import QuerySet
from django.utils import timezone

from apps.core.lookups import get_by_id_or_slug
from apps.core.permissions import is_owner

from .models import BlogPost


def post_list(*, viewer) -> QuerySet[BlogPost]:
    """Every post for the owner; for everyone else, published posts whose time has come (a post
    scheduled for later stays hidden until then, with no job needed to reveal it). Newest
    first."""
    posts = BlogPost.objects.visible_to(viewer)
    if not is_owner(viewer):
        posts = posts.filter(published_at__lte=timezone.now())
    return posts.order_by("-published_at", "-created_at")


def post_get(*, viewer, id_or_slug: str) -> BlogPost:
    """One post by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(post_list(viewer=viewer), id_or_slug)
