"""First data and heads for the travel page (/travel) and its story pages (/travel/{slug}).
Read as a visitor: an unpublished story is never embedded or found."""

from django.conf import settings
from django.http import Http404

from apps.travel.selectors import story_get, story_list
from apps.travel.serializers import TravelStoryReadSerializer

from . import VISITOR, PageContent, api_path, not_found


def travel_list(request) -> PageContent:
    # The same rows, in the same order and under the same cap, as GET /api/travel-stories.
    stories = story_list(viewer=VISITOR)[: settings.API_LIST_CAP]
    return PageContent(
        data={api_path("travel-story"): TravelStoryReadSerializer(stories, many=True).data}
    )


def travel_story(request, *, slug: str) -> PageContent:
    try:
        story = story_get(viewer=VISITOR, id_or_slug=slug)
    except Http404:
        return not_found("Story Not Found")
    data = TravelStoryReadSerializer(story).data
    description = " ".join(story.content.split())
    place = ", ".join(part for part in (story.city, story.country) if part)
    image = story.image_url or (story.gallery[0] if story.gallery else "")
    return PageContent(
        data={api_path("travel-story", slug): data},
        canonical_path=story.get_absolute_url(),
        title=story.title,
        description=description,
        image=image or None,
        og_type="article",
        json_ld=(
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
    )
