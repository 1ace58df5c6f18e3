"""Writes of achievements, projects and memes: slugs, list cleaning, the one featured project
and the projects' order happen here only."""

import datetime
import uuid
from collections import Counter

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.core import http_cache
from apps.core.rich_text import TextFormat, with_rendering
from apps.core.services import ContentWrites, editable_fields, model_create, model_update
from apps.core.slugs import unique_slug

from .models import Achievement, Meme, Project

REORDER_UNKNOWN = "Unknown project ids: {ids}"
REORDER_DUPLICATE = "Each project may be named only once: {ids}"
REORDER_MISSING = "Name every project in the new order; missing: {ids}"


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
    certificate_url: str = "",
    date: datetime.date | None = None,
    category: str = "",
    issuer: str = "",
    is_published: bool = False,
) -> Achievement:
    return model_create(
        Achievement,
        title=title,
        description=description,
        image_url=image_url,
        certificate_url=certificate_url,
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
    full_description_format: str = TextFormat.MARKDOWN,
    image_url: str = "",
    website: str = "",
    demo_url: str = "",
    technologies: list[str] | None = None,
    status: str = Project.Status.PLANNING,
    progress: int = 0,
    start_date: datetime.date | None = None,
    features: list[str] | None = None,
    users: str = "",
    impact: str = "",
    type: str = "",
    featured: bool = False,
    is_published: bool = False,
    sort_order: int = 0,
) -> Project:
    """A new project; a featured one takes the Featured card from the project that had it."""
    if featured:
        _unfeature_others(keep=None)
    return model_create(
        Project,
        title=title,
        slug=_project_slug(title),
        description=description,
        **with_rendering(
            {
                "full_description": full_description,
                "full_description_format": full_description_format,
            },
            field="full_description",
        ),
        image_url=image_url,
        website=website,
        demo_url=demo_url,
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


def _project_slug(title: str) -> str:
    """A new project's slug; never "reorder", the path of the order's endpoint
    (/api/projects/reorder), where a project of that slug could not be read."""
    slug = unique_slug(Project, title, fallback="project")
    if slug == "reorder":
        slug = unique_slug(Project, "reorder-project", fallback="project")
    return slug


@transaction.atomic
def project_update(*, instance: Project, data: dict) -> Project:
    """Change the given fields; the API never sends a slug, so links already shared keep
    working. Making it featured un-features the previous one in the same transaction;
    un-featuring it leaves no project featured (the page then draws no Featured card)."""
    data = with_rendering(dict(data), field="full_description", instance=instance)
    for field in ("technologies", "features"):
        if field in data:
            data[field] = _clean_strings(data[field] or [])
    if data.get("featured") and not instance.featured:
        _unfeature_others(keep=instance.pk)
    fields = editable_fields(Project) | {"full_description_html"}
    return model_update(instance=instance, data=data, fields=fields)[0]


def _unfeature_others(*, keep: uuid.UUID | None) -> None:
    """Every featured project but `keep` becomes an ordinary one (one row at most: the database
    allows no second featured project, constraint project_one_featured)."""
    others = Project.objects.filter(featured=True).exclude(pk=keep)
    if others.update(featured=False, updated_at=timezone.now()):
        http_cache.content_changed(Project)


@transaction.atomic
def project_reorder(*, ids: list[uuid.UUID]) -> None:
    """Put every project in this order (the Projects page's 'Other Projects' follow it; the
    featured one is drawn first whatever its place). `ids` must name each project exactly once;
    otherwise nothing changes and ValidationError says which ids are wrong. Two queries however
    many projects: read (and lock) every id and place, then one UPDATE of those that move."""
    duplicated = [str(pk) for pk, count in Counter(ids).items() if count > 1]
    if duplicated:
        raise ValidationError(REORDER_DUPLICATE.format(ids=", ".join(duplicated)))
    current = {
        row["pk"]: row["sort_order"]
        for row in Project.objects.select_for_update().order_by().values("pk", "sort_order")
    }
    unknown = [str(pk) for pk in ids if pk not in current]
    if unknown:
        raise ValidationError(REORDER_UNKNOWN.format(ids=", ".join(unknown)))
    named = set(ids)
    missing = [str(pk) for pk in current if pk not in named]
    if missing:
        raise ValidationError(REORDER_MISSING.format(ids=", ".join(missing)))
    moved = [
        Project(pk=pk, sort_order=place) for place, pk in enumerate(ids) if current[pk] != place
    ]
    if moved:
        Project.objects.bulk_update(moved, ["sort_order"])
        http_cache.content_changed(Project)


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
    is_published: bool = False,
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
