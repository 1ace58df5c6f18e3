"""The journal entry's content, the travel story's content and the project's full description
accept Markdown too: new rows are Markdown, rows written before it stay plain text and show
exactly as they did; every reader gets the rendering and its format, the owner's reads the
source too; a picture in
the text keeps its file; the pages and their descriptions show the rendering."""

from dataclasses import dataclass

import pytest

from apps.core.media_references import files_in_use
from apps.journal.models import GcseJournalEntry
from apps.showcase.models import Project
from apps.travel.models import TravelStory
from tests.helpers import migrated_back_to
from tests.journal.factories import VALID_ENTRY, GcseJournalEntryFactory
from tests.showcase.factories import VALID_PROJECT, ProjectFactory
from tests.travel.factories import VALID_STORY, TravelStoryFactory

pytestmark = pytest.mark.django_db


@dataclass(frozen=True)
class LongText:
    url: str
    model: type
    factory: type
    valid: dict
    field: str  # the model field
    key: str  # its camelCase name
    label: str  # in the format's message
    page: str  # the public page's address, with {slug}
    classes: str  # the text's element's classes on that page


TEXTS = {
    "journal": LongText(
        "/api/gcse-journal",
        GcseJournalEntry,
        GcseJournalEntryFactory,
        VALID_ENTRY,
        "content",
        "content",
        "Content",
        "/gcse-journey/{slug}",
        "mt-10 text-lg text-slate-800 dark:text-slate-200",
    ),
    "travel": LongText(
        "/api/travel-stories",
        TravelStory,
        TravelStoryFactory,
        VALID_STORY,
        "content",
        "content",
        "Content",
        "/travel/{slug}",
        "mt-8 max-w-[70ch] text-lg text-slate-800 dark:text-slate-200",
    ),
    "project": LongText(
        "/api/projects",
        Project,
        ProjectFactory,
        VALID_PROJECT,
        "full_description",
        "fullDescription",
        "Full description",
        "/projects/{slug}",
        "text-lg text-slate-700 dark:text-slate-300",
    ),
}


@pytest.fixture(params=TEXTS.values(), ids=TEXTS.keys())
def text(request) -> LongText:
    return request.param


MARKDOWN = "First **bold** line\nsecond line\n\n- a\n- b"
RENDERED = (
    "<p>First <strong>bold</strong> line<br>\nsecond line</p>\n"
    "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"
)
PLAIN = "Plain <b>text</b> & more\n- not a list"
ESCAPED = "Plain &lt;b&gt;text&lt;/b&gt; &amp; more\n- not a list"


def _create(client, text: LongText, **fields):
    body = {k: v for k, v in text.valid.items() if not k.endswith("Format")}
    return client.post(text.url, {**body, **fields}, format="json")


def test_a_new_text_is_markdown_and_readers_get_its_rendering_and_format(
    owner_client, api_client, text
):
    created = _create(owner_client, text, **{text.key: MARKDOWN})

    assert created.status_code == 201, created.json()
    row = text.model.objects.get()
    assert getattr(row, f"{text.field}_format") == "markdown"
    assert getattr(row, f"{text.field}_html") == RENDERED
    read = api_client.get(f"{text.url}/{row.slug}").json()
    assert read[text.key] == RENDERED
    assert read[f"{text.key}Format"] == "markdown"
    assert f"{text.key}Source" not in read
    assert api_client.get(text.url).json()[0][text.key] == RENDERED
    assert owner_client.get(f"{text.url}/{row.slug}").json()[f"{text.key}Source"] == MARKDOWN


def test_plain_text_is_rendered_as_the_text_it_is(owner_client, text):
    created = _create(owner_client, text, **{text.key: PLAIN, f"{text.key}Format": "Plain"})

    assert created.status_code == 201, created.json()
    assert created.json()[f"{text.key}Format"] == "plain"
    assert created.json()[text.key] == ESCAPED


def test_a_row_written_before_markdown_stays_plain_when_its_text_changes(owner_client, text):
    row = text.factory(**{text.field: "old"})
    assert getattr(row, f"{text.field}_format") == "plain"

    changed = owner_client.patch(f"{text.url}/{row.id}", {text.key: PLAIN}, format="json")

    assert changed.json()[f"{text.key}Format"] == "plain"
    assert changed.json()[text.key] == ESCAPED
    switched = owner_client.patch(
        f"{text.url}/{row.id}", {text.key: MARKDOWN, f"{text.key}Format": "markdown"}, format="json"
    )
    assert switched.json()[text.key] == RENDERED


@pytest.mark.parametrize("value", ["html", "rtf", "", None])
def test_an_unknown_format_is_refused_and_nothing_is_stored(owner_client, text, value):
    response = _create(owner_client, text, **{text.key: "x", f"{text.key}Format": value})

    assert response.status_code == 400
    assert response.json() == {
        f"{text.key}Format": [f"{text.label} format must be markdown or plain"]
    }
    assert not text.model.objects.exists()


def test_the_rendering_is_never_written_by_a_client(owner_client, text):
    response = _create(owner_client, text, **{text.key: "a", f"{text.key}Html": "<script>"})

    assert response.json()[text.key] == "<p>a</p>\n"
    assert response.json()[f"{text.key}Source"] == "a"


def test_a_picture_in_the_text_keeps_its_file(text):
    text.factory(
        **{
            text.field: "![Gates](/media/gallery/abcd-960w.webp)",
            f"{text.field}_format": "markdown",
        }
    )

    assert files_in_use(["gallery/abcd-480w.webp", "gallery/other-480w.webp"]) == {
        "gallery/abcd-480w.webp"
    }


def test_the_page_shows_markdown_rendered_and_plain_text_as_it_always_did(client, text):
    new = text.factory(**{text.field: MARKDOWN, f"{text.field}_format": "markdown"}, slug="new-one")
    old = text.factory(**{text.field: PLAIN}, slug="old-one")

    new_page = client.get(text.page.format(slug=new.slug)).content.decode()
    old_page = client.get(text.page.format(slug=old.slug)).content.decode()

    assert f'<div class="{text.classes} post-body">{RENDERED}</div>' in new_page
    # The element, classes and text the page drew before Markdown.
    assert f'<p class="{text.classes} whitespace-pre-line">{ESCAPED}</p>' in old_page


def test_a_page_describes_markdown_by_its_words(client):
    entry = GcseJournalEntryFactory(content=MARKDOWN, content_format="markdown")

    page = client.get(f"/gcse-journey/{entry.slug}").content.decode()

    assert '<meta name="description" content="First bold line second line a b">' in page


MIGRATIONS = {
    "journal": ("0002_media_uploads_url_help", "GcseJournalEntry"),
    "travel": ("0001_initial", "TravelStory"),
    "showcase": ("0004_achievement_certificate_pdf", "Project"),
}


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("app", MIGRATIONS)
def test_rows_written_before_markdown_become_plain_text_rendered_as_before(app):
    previous, name = MIGRATIONS[app]
    field = "full_description" if app == "showcase" else "content"
    old_apps, forward = migrated_back_to(app, previous)
    old = old_apps.get_model(app, name)
    required = {
        "journal": {"week": "Week 1", "subject": "maths", "topic": "T"},
        "travel": {"country": "Japan", "title": "T"},
        "showcase": {"title": "T", "description": "d"},
    }[app]
    old.objects.create(slug="old", **required, **{field: PLAIN})

    forward()

    model = {"journal": GcseJournalEntry, "travel": TravelStory, "showcase": Project}[app]
    row = model.objects.get(slug="old")
    assert getattr(row, f"{field}_format") == "plain"
    assert getattr(row, f"{field}_html") == ESCAPED
    assert model._meta.get_field(f"{field}_format").default == "markdown"
