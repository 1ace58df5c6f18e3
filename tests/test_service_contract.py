"""The write rules every content app's services keep (apps/<app>/services.py), whoever calls them
(the API, Django admin, the seeds): a slug made from the title, distinct for each row, with a
fallback for a title without letters; a renamed row keeps its slug, so shared links keep working;
an invalid update is refused and changes nothing; a delete removes only that row. What is
particular to one app (dates, lists, sanitising, the blog's undoable delete) is tested in that
app's own tests/<app>/test_services.py."""

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from django.core.exceptions import ValidationError

from apps.blog.services import post_create, post_update
from apps.journal.services import entry_create, entry_delete, entry_update
from apps.media.services import media_item_create, media_item_delete, media_item_update
from apps.showcase.services import (
    achievement_delete,
    meme_delete,
    project_create,
    project_delete,
    project_update,
)
from apps.travel.services import story_create, story_delete, story_update
from tests.blog.factories import BlogPostFactory
from tests.helpers import stored_values
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

TITLES_WITHOUT_LETTERS = ["🚀🚀", "!!!", "— ? —", "🎙️🎥", "🗼🌸", "🚀✨"]


@dataclass(frozen=True)
class Writes:
    create: Callable  # create(**fields): a new row
    update: Callable  # update(instance=..., data=...): the row, changed
    factory: type
    fields: dict  # what create needs...
    slug: str  # ...and the slug it gives
    rename: dict  # an update that changes what the slug was made from
    invalid_update: dict  # an update the rules refuse as a whole
    no_letters_slug: str | None = None  # the slug of a title without letters


SLUGGED = {
    "blog-posts": Writes(
        post_create,
        post_update,
        BlogPostFactory,
        # Published: a draft never published follows its title (tests/blog/test_writing.py).
        fields={
            "title": "Why the Sky is Blue!",
            "excerpt": "e",
            "content": "<p>c</p>",
            "is_published": True,
        },
        slug="why-the-sky-is-blue",
        rename={"title": "Second title"},
        invalid_update={"title": "Changed", "read_time": 601},
        no_letters_slug="post",
    ),
    "gcse-journal": Writes(
        entry_create,
        entry_update,
        GcseJournalEntryFactory,
        fields={
            "week": "Week 12",
            "subject": "maths",
            "topic": "Quadratic equations",
            "content": "Completing the square.",
        },
        slug="week-12-maths-quadratic-equations",
        rename={"topic": "Completing the square", "week": "Week 13"},
        invalid_update={"progress": 70, "links": [{"title": "x", "url": "ftp://x"}]},
    ),
    "media-items": Writes(
        media_item_create,
        media_item_update,
        MediaItemFactory,
        fields={"title": "Why revision works", "type": "article"},
        slug="why-revision-works",
        rename={"title": "Second title"},
        invalid_update={"title": "Changed", "type": "newsletter"},
        no_letters_slug="item",
    ),
    "travel-stories": Writes(
        story_create,
        story_update,
        TravelStoryFactory,
        fields={"country": "Japan", "title": "Tokyo in spring", "content": "Cherry blossom."},
        slug="tokyo-in-spring",
        rename={"title": "Second title"},
        invalid_update={"title": "Changed", "coordinates": {"lat": "north"}},
        no_letters_slug="story",
    ),
    "projects": Writes(
        project_create,
        project_update,
        ProjectFactory,
        fields={"title": "Daily Advice Hub", "description": "Tips."},
        slug="daily-advice-hub",
        rename={"title": "Second title"},
        invalid_update={"title": "Changed", "progress": 101},
        no_letters_slug="project",
    ),
}
EVERY_SLUGGED_TYPE = [pytest.param(writes, id=name) for name, writes in SLUGGED.items()]
EVERY_NO_LETTERS_CASE = [
    pytest.param(writes, title, id=f"{name}-{title}")
    for name, writes in SLUGGED.items()
    if writes.no_letters_slug
    for title in TITLES_WITHOUT_LETTERS
]
# The factory and the delete service of every type whose delete removes the row at once (a blog
# post's waits for its undo window: tests/blog/test_services.py).
DELETES = [
    pytest.param(GcseJournalEntryFactory, entry_delete, id="gcse-journal"),
    pytest.param(MediaItemFactory, media_item_delete, id="media-items"),
    pytest.param(TravelStoryFactory, story_delete, id="travel-stories"),
    pytest.param(AchievementFactory, achievement_delete, id="achievements"),
    pytest.param(ProjectFactory, project_delete, id="projects"),
    pytest.param(MemeFactory, meme_delete, id="memes"),
]


@pytest.mark.parametrize("writes", EVERY_SLUGGED_TYPE)
def test_create_makes_a_unique_slug_from_the_title(writes):
    slugs = [writes.create(**writes.fields).slug for _ in range(3)]

    assert slugs == [writes.slug, f"{writes.slug}-2", f"{writes.slug}-3"]


@pytest.mark.parametrize(("writes", "title"), EVERY_NO_LETTERS_CASE)
def test_a_title_without_letters_gets_the_fallback_slug(writes, title):
    fields = {**writes.fields, "title": title}

    first, second = writes.create(**fields), writes.create(**fields)

    assert (first.slug, second.slug) == (writes.no_letters_slug, f"{writes.no_letters_slug}-2")


@pytest.mark.parametrize("writes", EVERY_SLUGGED_TYPE)
def test_a_new_title_keeps_the_slug_so_shared_links_keep_working(writes):
    row = writes.create(**writes.fields)

    returned = writes.update(instance=row, data=writes.rename)

    assert returned is row
    row.refresh_from_db()
    for name, value in writes.rename.items():
        assert getattr(row, name) == value
    assert row.slug == writes.slug


@pytest.mark.parametrize("writes", EVERY_SLUGGED_TYPE)
def test_an_invalid_update_is_refused_and_changes_nothing(writes):
    row = writes.factory()
    before = stored_values(row)

    with pytest.raises(ValidationError):
        writes.update(instance=row, data=writes.invalid_update)

    assert stored_values(row) == before


@pytest.mark.parametrize(("factory", "delete"), DELETES)
def test_delete_removes_only_that_row(factory, delete):
    row, other = factory(), factory()

    delete(instance=row)

    assert list(factory._meta.model.objects.all()) == [other]
