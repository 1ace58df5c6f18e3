"""Writes of travel stories: slugs are made and JSON fields normalised here, nowhere else."""

import datetime

from django.db import transaction

from apps.core.http_cache import content_changed
from apps.core.slugs import unique_slug

from .models import TravelStory
from .validators import clean_coordinates, clean_gallery, clean_highlights

_CLEANERS = {
    "coordinates": clean_coordinates,
    "highlights": clean_highlights,
    "gallery": clean_gallery,
}


@transaction.atomic
def story_create(
    *,
    country: str,
    title: str,
    content: str,
    city: str = "",
    continent: str = "",
    image_url: str = "",
    coordinates: dict | None = None,
    visit_date: datetime.date | None = None,
    duration: str = "",
    highlights: list[str] | None = None,
    gallery: list[str] | None = None,
    is_published: bool = True,
) -> TravelStory:
    story = TravelStory(
        country=country,
        city=city,
        continent=continent,
        title=title,
        slug=unique_slug(TravelStory, title, fallback="story"),
        content=content,
        image_url=image_url,
        coordinates=clean_coordinates(coordinates or None),
        visit_date=visit_date,
        duration=duration,
        highlights=clean_highlights(highlights),
        gallery=clean_gallery(gallery),
        is_published=is_published,
    )
    story.full_clean()
    story.save()
    content_changed(story)
    return story


@transaction.atomic
def story_update(*, story: TravelStory, data: dict) -> TravelStory:
    """Change the given fields. The slug never changes, so links already shared keep working."""
    for field, value in data.items():
        setattr(story, field, value)
    for field, clean in _CLEANERS.items():
        if field in data:
            setattr(story, field, clean(getattr(story, field) or None))
    story.full_clean()
    story.save()
    content_changed(story)
    return story


def story_delete(*, story: TravelStory) -> None:
    story.delete()
    content_changed(story)


def story_prepare_for_admin(story: TravelStory) -> None:
    """What Django admin's save must do too: normalise the JSON fields (empty coordinates are
    none) and give a new story its slug."""
    for field, clean in _CLEANERS.items():
        setattr(story, field, clean(getattr(story, field) or None))
    if not story.slug:
        story.slug = unique_slug(TravelStory, story.title, fallback="story")
