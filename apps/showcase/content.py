"""The showcase's kinds of content: achievements, projects and memes
(apps/core/content_types.py)."""

from apps.core import content_types as kinds

from .models import Achievement, Meme, Project
from .selectors import achievement_list, meme_list, project_list


def _certificates(achievements) -> str | None:
    return kinds.counted(achievements.count(), "Certificate", "Certificates", rounded=False)


kinds.register(
    kinds.ContentType(
        names=kinds.Names(
            "achievement", "Achievement", "Achievements", tab="achievements", order=30
        ),
        model=Achievement,
        visible=achievement_list,
        activity=lambda achievement: ("Achievement", kinds.shown(achievement.is_published)),
        figures={"certificates": _certificates},
    ),
    kinds.ContentType(
        names=kinds.Names("project", "Project", "Projects", tab="projects", order=70),
        model=Project,
        visible=project_list,
        pages=kinds.RowPages("project", view_kind="project", sitemap="projects"),
        search=kinds.Searched(
            title="title",
            summary="description",
            keywords=("type", "technologies"),
            body=("full_description", "features"),
            date="start_date",
        ),
        digest_since="updated_at",
        activity=lambda project: ("Project", kinds.shown(project.is_published)),
    ),
    kinds.ContentType(
        names=kinds.Names("meme", "Meme", "Memes", tab="memes", order=80),
        model=Meme,
        visible=meme_list,
        title=lambda meme: meme.caption,
        activity=lambda meme: ("Meme", kinds.shown(meme.is_published)),
    ),
)
