"""First data for the Achievements, Projects (list and one project) and Memes pages."""

from django.conf import settings

from apps.showcase.selectors import achievement_list, meme_list, project_get, project_list
from apps.showcase.serializers import (
    AchievementReadSerializer,
    MemeReadSerializer,
    ProjectPublicSerializer,
)

from . import VISITOR, PageContent, detail_loader, list_loader, list_page

achievements = list_loader("achievement", achievement_list, AchievementReadSerializer)


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
    return list_page(
        "project",
        rows,
        ProjectPublicSerializer,
        whole=True,  # the API answers the projects whole (apps/showcase/views.py)
        keywords=_keywords(
            ["projects", "ventures", "student projects"],
            [row.type for row in rows],
            [tech for row in rows for tech in row.technologies],
        ),
        image=(featured.image_url or None) if featured else None,
    )


project = detail_loader(
    "project",
    get=project_get,
    serializer=ProjectPublicSerializer,
    missing="Project Not Found",
    head=lambda row, data: {
        "title": row.title,
        "description": row.description,
        "image": row.image_url or None,
        "keywords": _keywords([row.type], row.technologies),
    },
)

memes = list_loader("meme", meme_list, MemeReadSerializer)
