"""Reads of travel stories. The one place that decides who sees unpublished ones."""

from django.db.models import F, QuerySet

from apps.core.lookups import get_by_id_or_slug

from .models import TravelStory


def story_list(*, viewer) -> QuerySet[TravelStory]:
    """Every story for the owner; published stories only for everyone else. Most recent visit
    first; stories without a visit date come last."""
    stories = TravelStory.objects.visible_to(viewer)
    return stories.order_by(F("visit_date").desc(nulls_last=True), "-created_at")


def story_get(*, viewer, id_or_slug: str) -> TravelStory:
    """One story by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(story_list(viewer=viewer), id_or_slug)
