"""Writes of travel stories: slugs are made, the story rendered (apps/core/rich_text.py) and
JSON fields normalised here, nowhere else."""

import datetime

from django.db import transaction

from apps.core.rich_text import TextFormat, with_rendering
from apps.core.services import ContentWrites, editable_fields, model_create, model_update
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
    content_format: str = TextFormat.MARKDOWN,
    city: str = "",
    continent: str = "",
    image_url: str = "",
    coordinates: dict | None = None,
    visit_date: datetime.date | None = None,
    duration: str = "",
    highlights: list[str] | None = None,
    gallery: list[str] | None = None,
    is_published: bool = False,
) -> TravelStory:
    return model_create(
        TravelStory,
        country=country,
        city=city,
        continent=continent,
        title=title,
        slug=unique_slug(TravelStory, title, fallback="story"),
        **with_rendering({"content": content, "content_format": content_format}, field="content"),
        image_url=image_url,
        coordinates=clean_coordinates(coordinates or None),
        visit_date=visit_date,
        duration=duration,
        highlights=clean_highlights(highlights),
        gallery=clean_gallery(gallery),
        is_published=is_published,
    )


@transaction.atomic
def story_update(*, instance: TravelStory, data: dict) -> TravelStory:
    """Change the given fields. The API never sends a slug, so links already shared keep
    working."""
    data = with_rendering(dict(data), field="content", instance=instance)
    for field, clean in _CLEANERS.items():
        if field in data:
            data[field] = clean(data[field] or None)
    fields = editable_fields(TravelStory) | {"content_html"}
    return model_update(instance=instance, data=data, fields=fields)[0]


def story_delete(*, instance: TravelStory) -> None:
    instance.delete()


STORY_WRITES = ContentWrites(create=story_create, update=story_update, delete=story_delete)
