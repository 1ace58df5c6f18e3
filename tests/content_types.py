"""The content types every content endpoint test draws on: each type's address, factory, model,
fields in camelCase, a valid create payload and what that payload stores, its required fields and
their messages, its slugs and the field it is listed by. tests/test_content_contract.py checks
what every endpoint shares against these; tests/test_content_validation.py each type's messages."""

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

from django.utils import timezone

from apps.blog.models import BlogPost
from apps.gallery.models import GalleryItem
from apps.journal.models import GcseJournalEntry
from apps.media.models import MediaItem
from apps.showcase.models import Achievement, Meme, Project
from apps.testimonials.models import Testimonial
from apps.travel.models import TravelStory
from tests.blog.factories import VALID_POST, BlogPostFactory
from tests.gallery.factories import VALID_GALLERY_ITEM, GalleryItemFactory
from tests.journal.factories import VALID_ENTRY, GcseJournalEntryFactory
from tests.media.factories import VALID_MEDIA_ITEM, MediaItemFactory
from tests.showcase.factories import (
    VALID_ACHIEVEMENT,
    VALID_MEME,
    VALID_PROJECT,
    AchievementFactory,
    MemeFactory,
    ProjectFactory,
)
from tests.travel.factories import VALID_STORY, TravelStoryFactory

# Messages the API answers a type's invalid values with.
SUBJECT_MESSAGE = "Subject must be one of maths, physics, chemistry, biology, english, economics"
FUTURE_MESSAGE = "Study date cannot be in the future"
TOO_EARLY_MESSAGE = "Study date cannot be before 1900-01-01"
DATE_FORMAT_MESSAGE = "Study date must be a date in the form YYYY-MM-DD"
TYPE_MESSAGE = "Type must be article, video or podcast"
COORDINATES_MESSAGE = 'Coordinates must be {"lat": ..., "lng": ...} within range'
CONTINENT_MESSAGE = (
    "Continent must be one of America, Europe, Asia, United Kingdom, Australia, Canada"
)
GALLERY_CATEGORY_MESSAGE = (
    "Category must be one of general, academic, travel, achievements, personal"
)
STATUS_MESSAGE = "Status must be one of Live, Live & Growing, In Development, Prototype, Planning"
PROGRESS_MESSAGE = "Progress must be between 0 and 100"


def _moment(days_ago: int) -> datetime:
    return timezone.now() - timedelta(days=days_ago)


def _day(days_ago: int) -> date:
    return timezone.localdate() - timedelta(days=days_ago)


@dataclass(frozen=True)
class Content:
    url: str
    factory: type  # makes a published row; factory(is_published=False) a hidden one
    model: type
    fields: set[str]  # every field of a row as a visitor reads it, in camelCase
    valid: dict  # a create payload the owner may send
    required: dict[str, str]  # each required field and its message when it is missing
    text_field: str  # a required text field (model name): shown by id, changed by the PUT test
    patch: dict  # a PATCH the owner may send; the response echoes it
    invalid_update: dict  # a PUT refused as a whole (400)
    put_extra: dict = field(default_factory=dict)  # sent with the PUT test's text field...
    put_extra_stored: dict = field(default_factory=dict)  # ...and stored as these model values
    slugs: bool = True  # rows are found by slug as well as by id
    slug: str | None = None  # the slug `valid` gets (a second row of that title gets "<slug>-2")
    no_letters_slug: str | None = None  # the slug of a title without letters or digits
    list_filters: tuple[str, ...] = ()  # query strings that must cost no extra query
    dated_by: str | None = None  # lists are newest first by this model field, then newest created
    days_ago: Callable = _moment  # days_ago(n): a value of dated_by n days back
    stamp: str = "created_at"  # a date the server sets on create, whatever the payload says
    forged: dict = field(default_factory=dict)  # server-set or unknown fields sent on create...
    forged_stored: dict = field(default_factory=dict)  # ...and the model values stored instead
    forged_echo: dict = field(default_factory=dict)  # ...and the response's values instead
    created: dict = field(default_factory=dict)  # model values `valid` is stored as...
    echoed: dict = field(default_factory=dict)  # ...and response values the create answers with
    # what the owner's reads add: a long text's source (a visitor reads its drawn HTML only)
    owner_extra: frozenset[str] = frozenset()

    @property
    def owner_fields(self) -> set[str]:
        """Every field of a row as the owner's reads (and the answers to her saves) carry it."""
        return self.fields | self.owner_extra

    @property
    def text_key(self) -> str:
        first, *rest = self.text_field.split("_")
        return first + "".join(part.capitalize() for part in rest)

    @property
    def keys(self) -> tuple[str, ...]:
        return ("id", "slug") if self.slugs else ("id",)


BLOG = Content(
    url="/api/blog-posts",
    factory=BlogPostFactory,
    model=BlogPost,
    owner_extra=frozenset({"contentSource"}),
    fields={
        "id",
        "slug",
        "title",
        "excerpt",
        "content",
        "contentFormat",
        "categories",
        "publishedAt",
        "readTime",
        "readTimeAuto",
        "isPublished",
        "imageUrl",
        "imageAlt",
        "updatedAt",
        "version",
    },
    valid=VALID_POST,
    required={
        "title": "Title is required",
        "excerpt": "Excerpt is required",
        "content": "Content is required",
    },
    text_field="title",
    patch={"readTime": 12},
    invalid_update={"title": "", "readTime": 3},
    slug="why-the-sky-is-blue",
    no_letters_slug="post",
    dated_by="published_at",
    # publishedAt is the owner's now ('Publish at', issue 15); the version a create names is
    # only ever the one an update was based on: a new post starts at 1.
    forged={"version": 99},
    forged_stored={"version": 1},
    forged_echo={"version": 1},
    created={
        "categories": ["Science", "Physics"],
        "read_time": 7,
        "is_published": True,
        "content": VALID_POST["content"],
        "content_format": "markdown",
        "content_html": "<p>Light is <strong>scattered</strong>.<br>\n"
        "Shorter wavelengths scatter more.</p>\n",
    },
    echoed={"readTime": 7, "imageAlt": "A clear blue sky", "contentFormat": "markdown"},
)

JOURNAL = Content(
    url="/api/gcse-journal",
    factory=GcseJournalEntryFactory,
    model=GcseJournalEntry,
    owner_extra=frozenset({"contentSource"}),
    fields={
        "id",
        "slug",
        "week",
        "subject",
        "subjectName",
        "topic",
        "content",
        "contentFormat",
        "mediaUploads",
        "links",
        "isPublished",
        "progress",
        "studyDate",
        "createdAt",
        "updatedAt",
    },
    valid=VALID_ENTRY,
    required={
        "week": "Week is required",
        "subject": "Subject is required",
        "topic": "Topic is required",
        "content": "Content is required",
    },
    text_field="topic",
    patch={"progress": 12},
    invalid_update={"topic": "", "progress": 3},
    put_extra={"progress": 90},
    put_extra_stored={"progress": 90},
    slug="week-12-maths-quadratic-equations",
    dated_by="study_date",
    days_ago=_day,
    forged={"subjectLabel": "Hacking"},
    created={
        "week": "Week 12",
        "subject": "maths",
        "topic": "Quadratic equations",
        "content": VALID_ENTRY["content"],
        "content_format": "markdown",
        "content_html": "<p>Factorising, completing the square and the formula.<br>\n"
        "Still slow on the last.</p>\n",
        "media_uploads": VALID_ENTRY["mediaUploads"],
        "links": VALID_ENTRY["links"],
        "is_published": True,
        "progress": 80,
        "study_date": date(2024, 3, 14),
    },
    echoed={"studyDate": "2024-03-14", "mediaUploads": VALID_ENTRY["mediaUploads"]},
)

MEDIA = Content(
    url="/api/media-items",
    factory=MediaItemFactory,
    model=MediaItem,
    fields={
        "id",
        "slug",
        "title",
        "description",
        "type",
        "url",
        "publishedAt",
        "platform",
        "featured",
        "category",
        "imageUrl",
        "readTime",
        "publication",
        "duration",
        "isPublished",
        "createdAt",
        "updatedAt",
    },
    valid=VALID_MEDIA_ITEM,
    required={"title": "Title is required", "type": "Type is required"},
    text_field="title",
    patch={"type": "video"},
    invalid_update={"title": "Changed", "readTime": 0},
    put_extra={"publishedAt": "2024-01-02T03:04:05Z"},
    put_extra_stored={"published_at": datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)},
    list_filters=("?type=article",),
    slug="why-our-school-went-plastic-free",
    no_letters_slug="item",
    dated_by="published_at",
    forged={"likes": 9999},
    created={
        "published_at": datetime(2025, 3, 14, 9, 30, tzinfo=UTC),
        "type": "article",
        "read_time": 6,
        "featured": True,
    },
    echoed={"publishedAt": "2025-03-14T09:30:00+00:00", "imageUrl": "/media/demo/plastic.webp"},
)

TRAVEL = Content(
    url="/api/travel-stories",
    factory=TravelStoryFactory,
    model=TravelStory,
    owner_extra=frozenset({"contentSource"}),
    fields={
        "id",
        "slug",
        "country",
        "city",
        "continent",
        "title",
        "content",
        "contentFormat",
        "imageUrl",
        "coordinates",
        "visitDate",
        "duration",
        "highlights",
        "gallery",
        "isPublished",
        "createdAt",
        "updatedAt",
    },
    valid=VALID_STORY,
    required={
        "country": "Country is required",
        "title": "Title is required",
        "content": "Content is required",
    },
    text_field="title",
    patch={"duration": "2 weeks"},
    invalid_update={"title": "", "duration": "1 day"},
    put_extra={"country": "France"},
    put_extra_stored={"country": "France"},
    slug="temples-and-tea-in-kyoto",
    no_letters_slug="story",
    forged={"flag": "🇯🇵"},
    created={
        "country": "Japan",
        "city": "Kyoto",
        "continent": "Asia",
        "content": VALID_STORY["content"],
        "content_format": "markdown",
        "content_html": "<p>We walked through ten thousand red gates at Fushimi Inari.</p>\n",
        "image_url": VALID_STORY["imageUrl"],
        "coordinates": VALID_STORY["coordinates"],
        "visit_date": date(2024, 4, 3),
        "duration": "4 days",
        "highlights": VALID_STORY["highlights"],
        "gallery": VALID_STORY["gallery"],
        "is_published": True,
    },
    echoed={"imageUrl": VALID_STORY["imageUrl"], "visitDate": "2024-04-03"},
)

GALLERY = Content(
    url="/api/gallery-items",
    factory=GalleryItemFactory,
    model=GalleryItem,
    fields={
        "id",
        "title",
        "caption",
        "imageUrl",
        "category",
        "uploadedAt",
        "isPublished",
        "width",
        "height",
        "srcset",
    },
    valid=VALID_GALLERY_ITEM,
    required={"title": "Title is required", "imageUrl": "Image is required"},
    text_field="title",
    patch={"caption": "A new caption."},
    invalid_update={"title": "", "caption": "Changed"},
    slugs=False,
    dated_by="uploaded_at",
    stamp="uploaded_at",
    forged={
        "uploadedAt": "2001-01-01T00:00:00Z",
        "width": 99999,
        "srcset": "https://evil.example/x.jpg 1w",
        "variants": [{"name": "../../etc/passwd", "width": 1, "height": 1}],
    },
    forged_stored={"width": None, "variants": []},
    forged_echo={"width": None, "srcset": ""},
)

ACHIEVEMENTS = Content(
    url="/api/achievements",
    factory=AchievementFactory,
    model=Achievement,
    fields={
        "id",
        "title",
        "description",
        "imageUrl",
        "certificateUrl",
        "date",
        "category",
        "issuer",
        "isPublished",
        "createdAt",
        "updatedAt",
    },
    valid=VALID_ACHIEVEMENT,
    required={"title": "Title is required", "description": "Description is required"},
    text_field="title",
    patch={"issuer": "Royal Society of Chemistry"},
    invalid_update={"title": "", "isPublished": False},
    slugs=False,
    dated_by="date",
    days_ago=_day,
    created={"date": date(2025, 2, 6), "category": "Academic", "issuer": "UK Mathematics Trust"},
    echoed={"date": "2025-02-06"},
)

PROJECTS = Content(
    url="/api/projects",
    factory=ProjectFactory,
    model=Project,
    owner_extra=frozenset({"fullDescriptionSource"}),
    fields={
        "id",
        "slug",
        "title",
        "description",
        "fullDescription",
        "fullDescriptionFormat",
        "imageUrl",
        "website",
        "demoUrl",
        "technologies",
        "status",
        "progress",
        "startDate",
        "features",
        "users",
        "impact",
        "type",
        "featured",
        "isPublished",
        "sortOrder",
        "createdAt",
        "updatedAt",
    },
    valid=VALID_PROJECT,
    required={"title": "Title is required", "description": "Description is required"},
    text_field="title",
    patch={"progress": 12},
    invalid_update={"title": "", "isPublished": False},
    slug="daily-advice-hub",
    no_letters_slug="project",
    created={
        "technologies": ["React", "Django"],  # trimmed, blanks dropped
        "features": ["15 life categories", "Daily e-mail subscription"],
        "status": "Live & Growing",
        "progress": 95,
        "start_date": date(2024, 9, 1),
        "full_description_format": "markdown",
        "full_description_html": "<p>Fifteen life categories, downloadable cards and a daily "
        "e-mail.</p>\n",
    },
    echoed={
        "startDate": "2024-09-01",
        "website": "https://example.com",
        "demoUrl": "https://example.com/try-it",
    },
)

MEMES = Content(
    url="/api/memes",
    factory=MemeFactory,
    model=Meme,
    fields={
        "id",
        "authorHandle",
        "caption",
        "imageUrl",
        "text",
        "hashtags",
        "likes",
        "comments",
        "shares",
        "isPublished",
        "createdAt",
        "updatedAt",
    },
    valid=VALID_MEME,
    required={"authorHandle": "Author handle is required", "caption": "Caption is required"},
    text_field="caption",
    patch={"likes": 203},
    invalid_update={"caption": "", "isPublished": False},
    slugs=False,
    created={
        "likes": 147,
        "comments": 23,
        "shares": 12,
        "hashtags": ["GCSELife", "Revision", "Mocks"],  # '#' dropped, trimmed
    },
    echoed={"authorHandle": "@alex", "imageUrl": ""},
)

CONTENT = {
    "blog-posts": BLOG,
    "gcse-journal": JOURNAL,
    "media-items": MEDIA,
    "travel-stories": TRAVEL,
    "gallery-items": GALLERY,
    "achievements": ACHIEVEMENTS,
    "projects": PROJECTS,
    "memes": MEMES,
}

# Every model whose rows are shown or hidden: the content types', and testimonials (approved or
# pending), which have no endpoint of this kind.
PUBLISHABLE_MODELS = [content.model for content in CONTENT.values()] + [Testimonial]
