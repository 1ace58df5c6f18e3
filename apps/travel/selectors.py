"""Reads of travel stories. The one place that decides who sees unpublished ones."""

from django.db.models import QuerySet

from apps.core.lookups import get_by_id_or_slug

from .models import VISIT_ORDER, TravelStory


def story_list(*, viewer) -> QuerySet[TravelStory]:
    """Every story for the owner; published stories only for everyone else. Most recent visit
    first; stories without a visit date come last."""
    stories = TravelStory.objects.visible_to(viewer).annotate(visit_order=VISIT_ORDER)
    # visit_order: the visit date, or the earliest date when there is none (what a cursor
    # walks, and its index: TravelStory.Meta.indexes).
    return stories.order_by("-visit_order", "-created_at", "-id")


def story_get(*, viewer, id_or_slug: str) -> TravelStory:
    """One story by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(story_list(viewer=viewer), id_or_slug)
