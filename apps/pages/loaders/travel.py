"""First data and heads for the travel page (/travel) and its story pages (/travel/{slug}).
Read as a visitor: an unpublished story is never embedded or found."""

from apps.travel.selectors import story_get, story_list
from apps.travel.serializers import TravelStoryReadSerializer

from . import VISITOR, PageContent, list_page, row_page


def travel_list(request) -> PageContent:
    # The same rows, in the same order and under the same cap, as GET /api/travel-stories.
    return list_page("travel-story", story_list(viewer=VISITOR), TravelStoryReadSerializer)


def travel_story(request, *, slug: str) -> PageContent:
    return row_page(
        "travel-story",
        get=story_get,
        slug=slug,
        serializer=TravelStoryReadSerializer,
        missing="Story Not Found",
        head=_story_head,
    )


def _story_head(story, data: dict) -> dict:
    description = " ".join(story.content.split())
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
