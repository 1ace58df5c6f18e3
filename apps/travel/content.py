"""Travel stories as a kind of content (apps/core/content_types.py)."""

from django.db.models import Count, Q
from django.db.models.functions import Lower, Trim

from apps.core import content_types as kinds

from .models import TravelStory
from .selectors import story_list

# The distinct countries of the stories counted ("France" and " france " are one; a blank
# country is none).
_COUNTRIES = Count(Lower(Trim("country")), distinct=True, filter=~Q(country__regex=r"^\s*$"))


def _summary() -> kinds.Summary:
    stories = kinds.published_split(TravelStory.objects.all(), countries=_COUNTRIES)
    figures = {"countries": stories["countries"], "stories": stories["total"]}
    return kinds.Summary(figures, stories["total"], stories["published"])


def _countries(stories) -> str | None:
    count = stories.order_by().aggregate(n=_COUNTRIES)["n"]
    return kinds.counted(count, "Country", "Countries", rounded=True)


kinds.register(
    kinds.ContentType(
        names=kinds.Names("travel", "Travel story", "Travel stories", tab="travel", order=40),
        model=TravelStory,
        visible=story_list,
        pages=kinds.RowPages("travel-story", view_kind="travel-story", sitemap="travel"),
        search=kinds.Searched(
            title="title",
            keywords=("city", "country", "continent", "highlights"),
            body=("content",),
            date="visit_date",
        ),
        digest_since="updated_at",
        activity=lambda story: ("Travel story", story.country),
        dashboard=kinds.Dashboard(
            _summary, kinds.figures_serializer("_TravelFigures", "countries", "stories")
        ),
        figures={"countries": _countries},
    )
)
