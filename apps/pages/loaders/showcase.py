"""First data for the Achievements, Projects (list and one project) and Memes pages."""

from django.conf import settings
from django.http import Http404

from apps.showcase.selectors import achievement_list, meme_list, project_get, project_list
from apps.showcase.serializers import (
    AchievementReadSerializer,
    MemeReadSerializer,
    ProjectReadSerializer,
)

from . import VISITOR, PageContent, api_path, not_found


def achievements(request) -> PageContent:
    rows = achievement_list(viewer=VISITOR)[: settings.API_LIST_CAP]
    return PageContent(
        data={api_path("achievement"): AchievementReadSerializer(rows, many=True).data}
    )


def _keywords(*groups: list[str], limit: int = 12) -> str:
    """The first `limit` distinct non-blank words of the groups (ignoring case), comma-separated."""
    words: list[str] = []
    seen: set[str] = set()
    for word in (w.strip() for group in groups for w in group):
        if word and word.lower() not in seen:
            seen.add(word.lower())
            words.append(word)
    return ", ".join(words[:limit])


def projects(request) -> PageContent:
    rows = list(project_list(viewer=VISITOR)[: settings.API_LIST_CAP])
    featured = next((row for row in rows if row.featured), None)
    return PageContent(
        data={api_path("project"): ProjectReadSerializer(rows, many=True).data},
        keywords=_keywords(
            ["projects", "ventures", "student projects"],
            [row.type for row in rows],
            [tech for row in rows for tech in row.technologies],
        ),
        image=(featured.image_url or None) if featured else None,
    )


def project(request, *, slug: str) -> PageContent:
    try:
        row = project_get(viewer=VISITOR, id_or_slug=slug)
    except Http404:
        return not_found("Project Not Found")
    return PageContent(
        data={api_path("project", slug): ProjectReadSerializer(row).data},
        canonical_path=row.get_absolute_url(),
        title=row.title,
        description=row.description,
        image=row.image_url or None,
        keywords=_keywords([row.type], row.technologies),
    )


def memes(request) -> PageContent:
    rows = meme_list(viewer=VISITOR)[: settings.API_LIST_CAP]
    return PageContent(data={api_path("meme"): MemeReadSerializer(rows, many=True).data})
