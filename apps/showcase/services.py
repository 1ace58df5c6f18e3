"""Writes of achievements, projects and memes: slugs and list cleaning happen here only."""

import datetime

from django.db import transaction
from django.utils import timezone

from apps.core.http_cache import content_changed
from apps.core.slugs import unique_slug

from .models import Achievement, Meme, Project


def _clean_strings(values: list[str]) -> list[str]:
    """Trimmed, without empty entries."""
    return [v.strip() for v in values if v and v.strip()]


def _clean_hashtags(values: list[str]) -> list[str]:
    """Trimmed, without the leading '#' (the page adds it) and without empty entries."""
    return _clean_strings([v.strip().lstrip("#") for v in values if v])


def _apply(row, data: dict) -> None:
    for field, value in data.items():
        setattr(row, field, value)


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
    achievement = Achievement(
        title=title,
        description=description,
        image_url=image_url,
        date=date or timezone.localdate(),
        category=category,
        issuer=issuer,
        is_published=is_published,
    )
    achievement.full_clean()
    achievement.save()
    content_changed(achievement)
    return achievement


@transaction.atomic
def achievement_update(*, achievement: Achievement, data: dict) -> Achievement:
    _apply(achievement, data)
    achievement.full_clean()
    achievement.save()
    content_changed(achievement)
    return achievement


def achievement_delete(*, achievement: Achievement) -> None:
    achievement.delete()
    content_changed(achievement)


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
    project = Project(
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
    project.full_clean()
    project.save()
    content_changed(project)
    return project


@transaction.atomic
def project_update(*, project: Project, data: dict) -> Project:
    """Change the given fields; the slug never changes, so links already shared keep working."""
    _apply(project, data)
    if "technologies" in data:
        project.technologies = _clean_strings(project.technologies)
    if "features" in data:
        project.features = _clean_strings(project.features)
    project.full_clean()
    project.save()
    content_changed(project)
    return project


def project_delete(*, project: Project) -> None:
    project.delete()
    content_changed(project)


def project_prepare_for_admin(project: Project) -> None:
    """What Django admin's save must do too: clean the lists and give a new project its slug."""
    project.technologies = _clean_strings(project.technologies or [])
    project.features = _clean_strings(project.features or [])
    if not project.slug:
        project.slug = unique_slug(Project, project.title, fallback="project")


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
    meme = Meme(
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
    meme.full_clean()
    meme.save()
    content_changed(meme)
    return meme


@transaction.atomic
def meme_update(*, meme: Meme, data: dict) -> Meme:
    _apply(meme, data)
    if "hashtags" in data:
        meme.hashtags = _clean_hashtags(meme.hashtags)
    meme.full_clean()
    meme.save()
    content_changed(meme)
    return meme


def meme_delete(*, meme: Meme) -> None:
    meme.delete()
    content_changed(meme)


def meme_prepare_for_admin(meme: Meme) -> None:
    """What Django admin's save must do too: clean the hashtags."""
    meme.hashtags = _clean_hashtags(meme.hashtags or [])
