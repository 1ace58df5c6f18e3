"""The showcase's kinds of content: achievements, projects and memes
(apps/core/content_types.py)."""

from apps.core.content_types import ContentType, Searched, counted, register, shown

from .models import Achievement, Meme, Project
from .selectors import achievement_list, meme_list, project_list

register(
    ContentType(
        key="achievement",
        label="Achievement",
        plural="Achievements",
        model=Achievement,
        visible=achievement_list,
        tab="achievements",
        order=30,
        activity=lambda achievement: ("Achievement", shown(achievement.is_published)),
        figures={
            "certificates": lambda achievements: counted(
                achievements.count(), "Certificate", "Certificates", rounded=False
            )
        },
    ),
    ContentType(
        key="project",
        label="Project",
        plural="Projects",
        model=Project,
        visible=project_list,
        tab="projects",
        order=70,
        page="project",
        view_kind="project",
        sitemap="projects",
        search=Searched(
            title="title",
            summary="description",
            keywords=("type", "technologies"),
            body=("full_description", "features"),
            date="start_date",
        ),
        digest_since="updated_at",
        activity=lambda project: ("Project", shown(project.is_published)),
    ),
    ContentType(
        key="meme",
        label="Meme",
        plural="Memes",
        model=Meme,
        visible=meme_list,
        tab="memes",
        order=80,
        title=lambda meme: meme.caption,
        activity=lambda meme: ("Meme", shown(meme.is_published)),
    ),
)
