"""What the site search finds: one `Source` per content type with a page of its own.

Each names its content app's selector (`viewer` -> the rows that viewer may see), which stays
the one rule of who finds what (a draft, a hidden row, a post scheduled for later), and how a
row becomes a document: its title, summary, keywords and body as plain text, the date a result
shows and the slug of its page. The content apps know nothing of the search (they never import
it); it reads them, as the pages do.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime

from django.db.models import Model, QuerySet
from django.urls import reverse
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.blog.selectors import post_list
from apps.journal.models import GcseJournalEntry
from apps.journal.selectors import entry_list
from apps.showcase.models import Project
from apps.showcase.selectors import project_list
from apps.travel.models import TravelStory
from apps.travel.selectors import story_list

from .text import html_text, joined, plain


@dataclass(frozen=True)
class Text:
    """A row's document: what it is found by and what a result shows."""

    title: str
    summary: str
    keywords: str
    body: str
    date: date | None


@dataclass(frozen=True)
class Source:
    kind: str  # the document's `kind`
    label: str  # what a result calls it ("Blog post")
    model: type[Model]
    visible: Callable[..., QuerySet]  # the content app's selector: (*, viewer) -> rows
    page: str  # the URL name of a row's page ("page-blog-post", with its slug)
    text: Callable[[Model], Text]
    # The fields `text` reads (and the slug): a save that changes none of them (a project moved
    # up a place) leaves the document as it is.
    fields: frozenset[str]

    def url(self, slug: str) -> str:
        return reverse(self.page, kwargs={"slug": slug})


def _as_read(row: Model, field: str, *, html: bool = False) -> str:
    """A long text as visitors read it: its rendered HTML (`<field>_html`, written by the
    content app's services) as text, else the field itself (HTML when `html`, else plain text
    or Markdown, whose words read the same)."""
    rendered = getattr(row, f"{field}_html", "")
    if rendered:
        return html_text(rendered)
    text = getattr(row, field)
    return html_text(text) if html else plain(text)


def _field(row: Model, name: str):
    """A field's value as its Python type (a row made in code may still hold the string it was
    given, "2025-01-04T12:00:00Z", until it is read back)."""
    return row._meta.get_field(name).to_python(getattr(row, name))


def _day(moment: datetime | None) -> date | None:
    """The day of a moment, where the site is (TIME_ZONE)."""
    if moment is None:
        return None
    return moment.date() if timezone.is_naive(moment) else timezone.localdate(moment)


def _post_text(post: BlogPost) -> Text:
    return Text(
        title=plain(post.title),
        summary=plain(post.excerpt),
        keywords=joined(*post.categories),
        body=_as_read(post, "content", html=post.content_format == BlogPost.Format.HTML),
        date=_day(_field(post, "published_at")),
    )


def _entry_text(entry: GcseJournalEntry) -> Text:
    return Text(
        title=plain(entry.topic),
        summary="",
        keywords=joined(entry.get_subject_display(), entry.week),
        body=_as_read(entry, "content"),
        date=_field(entry, "study_date"),
    )


def _story_text(story: TravelStory) -> Text:
    return Text(
        title=plain(story.title),
        summary="",
        keywords=joined(story.city, story.country, story.continent, *story.highlights),
        body=_as_read(story, "content"),
        date=_field(story, "visit_date"),
    )


def _project_text(project: Project) -> Text:
    return Text(
        title=plain(project.title),
        summary=plain(project.description),
        keywords=joined(project.type, *project.technologies),
        body=joined(_as_read(project, "full_description"), *project.features),
        date=_field(project, "start_date"),
    )


SOURCES: tuple[Source, ...] = (
    Source(
        kind="blog",
        label="Blog post",
        model=BlogPost,
        visible=post_list,
        page="page-blog-post",
        text=_post_text,
        fields=frozenset(
            {"title", "slug", "excerpt", "categories", "content", "content_html", "published_at"}
        ),
    ),
    Source(
        kind="journal",
        label="GCSE journal",
        model=GcseJournalEntry,
        visible=entry_list,
        page="page-gcse-journey-entry",
        text=_entry_text,
        fields=frozenset(
            {"topic", "slug", "subject", "week", "content", "content_html", "study_date"}
        ),
    ),
    Source(
        kind="travel",
        label="Travel story",
        model=TravelStory,
        visible=story_list,
        page="page-travel-story",
        text=_story_text,
        fields=frozenset(
            {
                "title",
                "slug",
                "city",
                "country",
                "continent",
                "highlights",
                "content",
                "content_html",
                "visit_date",
            }
        ),
    ),
    Source(
        kind="project",
        label="Project",
        model=Project,
        visible=project_list,
        page="page-project",
        text=_project_text,
        fields=frozenset(
            {
                "title",
                "slug",
                "description",
                "type",
                "technologies",
                "full_description",
                "full_description_html",
                "features",
                "start_date",
            }
        ),
    ),
)

BY_KIND = {source.kind: source for source in SOURCES}
BY_MODEL = {source.model: source for source in SOURCES}
