"""Writes of achievements, projects and memes: slugs and list cleaning happen here only."""

import datetime

from django.db import transaction
from django.utils import timezone

from apps.core.services import ContentWrites, model_create, model_update
from apps.core.slugs import unique_slug

from .models import Achievement, Meme, Project


def _clean_strings(values: list[str]) -> list[str]:
    """Trimmed, without empty entries."""
    return [v.strip() for v in values if v and v.strip()]


def _clean_hashtags(values: list[str]) -> list[str]:
    """Trimmed, without the leading '#' (the page adds it) and without empty entries."""
    return _clean_strings([v.strip().lstrip("#") for v in values if v])


# --- achievements --------------------------------------------------------------------------


@transaction.atomic
def achievement_create(
    *,
    title: str,
    description: str,
    image_url: str = "",
    date: datetime.date | None = None,
    category: str = "",
    issuer: str = "",
    is_published: bool = True,
) -> Achievement:
    return model_create(
        Achievement,
        title=title,
        description=description,
        image_url=image_url,
        date=date or timezone.localdate(),
        category=category,
        issuer=issuer,
        is_published=is_published,
    )


@transaction.atomic
def achievement_update(*, instance: Achievement, data: dict) -> Achievement:
    return model_update(instance=instance, data=data)[0]


def achievement_delete(*, instance: Achievement) -> None:
    instance.delete()


ACHIEVEMENT_WRITES = ContentWrites(
    create=achievement_create, update=achievement_update, delete=achievement_delete
)

# --- projects ------------------------------------------------------------------------------


@transaction.atomic
def project_create(
    *,
    title: str,
    description: str,
    full_description: str = "",
    image_url: str = "",
    website: str = "",
    technologies: list[str] | None = None,
    status: str = Project.Status.PLANNING,
    progress: int = 0,
    start_date: datetime.date | None = None,
    features: list[str] | None = None,
    users: str = "",
    impact: str = "",
    type: str = "",
    featured: bool = False,
    is_published: bool = True,
    sort_order: int = 0,
) -> Project:
    return model_create(
        Project,
        title=title,
        slug=unique_slug(Project, title, fallback="project"),
        description=description,
        full_description=full_description,
        image_url=image_url,
        website=website,
        technologies=_clean_strings(technologies or []),
        status=status,
        progress=progress,
        start_date=start_date,
        features=_clean_strings(features or []),
        users=users,
        impact=impact,
        type=type,
        featured=featured,
        is_published=is_published,
        sort_order=sort_order,
    )


@transaction.atomic
def project_update(*, instance: Project, data: dict) -> Project:
    """Change the given fields; the API never sends a slug, so links already shared keep
    working."""
    data = dict(data)
    for field in ("technologies", "features"):
        if field in data:
            data[field] = _clean_strings(data[field] or [])
    return model_update(instance=instance, data=data)[0]


def project_delete(*, instance: Project) -> None:
    instance.delete()


PROJECT_WRITES = ContentWrites(create=project_create, update=project_update, delete=project_delete)

# --- memes ---------------------------------------------------------------------------------


@transaction.atomic
def meme_create(
    *,
    author_handle: str,
    caption: str,
    image_url: str = "",
    text: str = "",
    hashtags: list[str] | None = None,
    likes: int = 0,
    comments: int = 0,
    shares: int = 0,
    is_published: bool = True,
) -> Meme:
    return model_create(
        Meme,
        author_handle=author_handle,
        caption=caption,
        image_url=image_url,
        text=text,
        hashtags=_clean_hashtags(hashtags or []),
        likes=likes,
        comments=comments,
        shares=shares,
        is_published=is_published,
    )


@transaction.atomic
def meme_update(*, instance: Meme, data: dict) -> Meme:
    data = dict(data)
    if "hashtags" in data:
        data["hashtags"] = _clean_hashtags(data["hashtags"] or [])
    return model_update(instance=instance, data=data)[0]


def meme_delete(*, instance: Meme) -> None:
    instance.delete()


MEME_WRITES = ContentWrites(create=meme_create, update=meme_update, delete=meme_delete)
