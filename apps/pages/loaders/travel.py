"""First data and heads for the travel page (/travel) and its story pages (/travel/{slug}).
Read as a visitor: an unpublished story is never embedded or found."""

from apps.core.rich_text import plain_text
from apps.travel.selectors import story_get, story_list
from apps.travel.serializers import TravelStoryPublicSerializer

from . import VISITOR, PageContent, detail_loader, list_page


def _story_head(story, data: dict) -> dict:
    description = plain_text(story.content_html)  # the words, without Markdown's marks
    place = ", ".join(part for part in (story.city, story.country) if part)
    image = story.image_url or (story.gallery[0] if story.gallery else "")
    return {
        "title": story.title,
        "description": description,
        "image": image or None,
        "og_type": "article",
        "json_ld": (
            {
                "@context": "https://schema.org",
                "@type": "Article",
                "headline": story.title,
                "description": description[:300],
                "contentLocation": {"@type": "Place", "name": place},
                "datePublished": data["createdAt"],
                "dateModified": data["updatedAt"],
                **({"image": image} if image else {}),
            },
        ),
    }


def travel_list(request) -> PageContent:
    """Every story (the API answers them whole: apps/travel/views.py), for the map and count."""
    return list_page(
        "travel-story", story_list(viewer=VISITOR), TravelStoryPublicSerializer, whole=True
    )


travel_story = detail_loader(
    "travel-story",
    get=story_get,
    serializer=TravelStoryPublicSerializer,
    missing="Story Not Found",
    head=_story_head,
)
