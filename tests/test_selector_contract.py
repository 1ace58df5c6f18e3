"""The contract every content selector keeps: the list and get selectors of blog posts, journal
entries, travel stories, media items, gallery items, achievements, projects, memes and
testimonials.

A visitor (anonymous, signed in as someone else, or no user at all) lists visible rows only; the
owner lists every row; the get selector finds a visible row by id and by slug, hides a hidden one
from visitors (Http404) but not from the owner, and answers Http404 to an unknown key whoever
asks. Rows dated by one field (a blog post's publication, a journal entry's study date, a photo's
upload...) are listed newest dated first, then newest created. What is particular to one type (other
orders, filters, deleted posts, testimonial statuses, pictures) is tested in that app's own
tests/<app>/test_selectors.py."""

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from django.contrib.auth.models import AnonymousUser
from django.http import Http404

from apps.blog.selectors import post_get, post_list
from apps.gallery.selectors import gallery_item_list
from apps.journal.selectors import entry_get, entry_list
from apps.media.selectors import media_item_get, media_item_list
from apps.showcase.selectors import achievement_list, meme_list, project_get, project_list
from apps.testimonials import selectors as testimonials  # a test_* name would be collected
from apps.travel.selectors import story_get, story_list
from tests.blog.factories import BlogPostFactory
from tests.content_types import CONTENT
from tests.gallery.factories import GalleryItemFactory
from tests.helpers import created_minutes_ago
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.testimonials.factories import ApprovedTestimonialFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

SHOWN = {"is_published": True}
HIDDEN = {"is_published": False}


@dataclass(frozen=True)
class Selectors:
    list_rows: Callable  # list_rows(viewer=...): the rows this viewer may see
    factory: type  # makes a row
    shown: dict = field(default_factory=lambda: SHOWN)  # factory(**shown): visitors see it...
    hidden: dict = field(default_factory=lambda: HIDDEN)  # ...factory(**hidden): only the owner
    get_row: Callable | None = None  # get_row(viewer=..., id_or_slug=...): one row, or Http404
    slugs: bool = False  # rows have slugs, and get_row finds them by slug as well as by id

    @property
    def keys(self) -> tuple[str, ...]:
        return ("id", "slug") if self.slugs else ("id",)


SELECTORS = {
    "blog-posts": Selectors(
        list_rows=post_list, get_row=post_get, factory=BlogPostFactory, slugs=True
    ),
    "gcse-journal": Selectors(
        list_rows=entry_list, get_row=entry_get, factory=GcseJournalEntryFactory, slugs=True
    ),
    "travel-stories": Selectors(
        list_rows=story_list, get_row=story_get, factory=TravelStoryFactory, slugs=True
    ),
    "media-items": Selectors(
        list_rows=media_item_list, get_row=media_item_get, factory=MediaItemFactory, slugs=True
    ),
    "gallery-items": Selectors(list_rows=gallery_item_list, factory=GalleryItemFactory),
    "achievements": Selectors(list_rows=achievement_list, factory=AchievementFactory),
    "projects": Selectors(
        list_rows=project_list, get_row=project_get, factory=ProjectFactory, slugs=True
    ),
    "memes": Selectors(list_rows=meme_list, factory=MemeFactory),
    "testimonials": Selectors(
        list_rows=testimonials.testimonial_list,
        factory=ApprovedTestimonialFactory,
        shown={"is_approved": True},
        hidden={"is_approved": False, "published_at": None},  # as a pending one is stored
    ),
}
EVERY_TYPE = [pytest.param(selectors, id=name) for name, selectors in SELECTORS.items()]
EVERY_GETTER = [
    pytest.param(selectors, id=name)
    for name, selectors in SELECTORS.items()
    if selectors.get_row is not None
]
EVERY_LOOKUP = [
    pytest.param(selectors, key, id=f"{name}-by-{key}")
    for name, selectors in SELECTORS.items()
    if selectors.get_row is not None
    for key in selectors.keys
]
# Each type listed newest first by a date (tests/content_types.py says which field).
EVERY_DATED_TYPE = [
    pytest.param(selectors, CONTENT[name], id=name)
    for name, selectors in SELECTORS.items()
    if name in CONTENT and CONTENT[name].dated_by
]
UNKNOWN_KEYS = [
    pytest.param(str(uuid.uuid4()), id="random-uuid"),
    pytest.param("no-such-row", id="made-up-slug"),
    pytest.param("", id="empty"),
]


def _make(selectors: Selectors, state: dict, slug: str):
    """A row in `state` (shown or hidden), with `slug` when the type has slugs."""
    return selectors.factory(**state, **({"slug": slug} if selectors.slugs else {}))


def _lookup(row, key: str, slug: str) -> str:
    return str(row.id) if key == "id" else slug


# --- lists ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("selectors", EVERY_TYPE)
def test_a_visitor_lists_visible_rows_only(visitor, selectors):
    shown = selectors.factory(**selectors.shown)
    selectors.factory(**selectors.hidden)

    assert list(selectors.list_rows(viewer=visitor)) == [shown]


@pytest.mark.parametrize("selectors", EVERY_TYPE)
def test_the_owner_lists_hidden_rows_too(owner, selectors):
    shown = selectors.factory(**selectors.shown)
    hidden = selectors.factory(**selectors.hidden)

    assert set(selectors.list_rows(viewer=owner)) == {shown, hidden}


@pytest.mark.parametrize(("selectors", "content"), EVERY_DATED_TYPE)
def test_rows_are_newest_dated_first_then_newest_created(owner, selectors, content):
    def dated(days_ago: int, minutes_ago: int, **state):
        row = selectors.factory(**{content.dated_by: content.days_ago(days_ago)}, **state)
        return created_minutes_ago(row, minutes_ago)

    # The oldest is created last and the newest first: the date decides, the creation time only
    # orders rows of the same date.
    oldest = dated(30, minutes_ago=0)
    same_day_older = dated(2, minutes_ago=30)
    same_day_newer = dated(2, minutes_ago=3)
    newest_hidden = dated(0, minutes_ago=60, **selectors.hidden)

    assert list(selectors.list_rows(viewer=owner)) == [
        newest_hidden,
        same_day_newer,
        same_day_older,
        oldest,
    ]
    assert list(selectors.list_rows(viewer=AnonymousUser())) == [
        same_day_newer,
        same_day_older,
        oldest,
    ]


# --- one row -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("selectors", "key"), EVERY_LOOKUP)
def test_a_visitor_gets_a_visible_row(visitor, selectors, key):
    row = _make(selectors, selectors.shown, "a-shown-row")

    assert selectors.get_row(viewer=visitor, id_or_slug=_lookup(row, key, "a-shown-row")) == row


@pytest.mark.parametrize(("selectors", "key"), EVERY_LOOKUP)
def test_a_visitor_cannot_get_a_hidden_row(visitor, selectors, key):
    hidden = _make(selectors, selectors.hidden, "a-hidden-row")

    with pytest.raises(Http404):
        selectors.get_row(viewer=visitor, id_or_slug=_lookup(hidden, key, "a-hidden-row"))


@pytest.mark.parametrize(("selectors", "key"), EVERY_LOOKUP)
def test_the_owner_gets_a_hidden_row(owner, selectors, key):
    hidden = _make(selectors, selectors.hidden, "a-hidden-row")

    found = selectors.get_row(viewer=owner, id_or_slug=_lookup(hidden, key, "a-hidden-row"))

    assert found == hidden


@pytest.mark.parametrize("value", UNKNOWN_KEYS)
@pytest.mark.parametrize("selectors", EVERY_GETTER)
def test_an_unknown_key_is_404_even_for_the_owner(owner, selectors, value):
    selectors.factory(**selectors.shown)  # a row exists, so the 404 is the lookup's

    with pytest.raises(Http404):
        selectors.get_row(viewer=owner, id_or_slug=value)
