"""A long text (a blog post's, a journal entry's or a travel story's content, a project's full
description) reaches a visitor drawn only: the field the specification names (`content`) is the
server's rendered, sanitised HTML, and the owner's Markdown source is not in a visitor's read at
all, so a client that draws `content` as HTML never runs what the owner typed as text. The
owner's reads add the source (`contentSource`) for the editor. A page's first data carries each
body once."""

from dataclasses import dataclass

import pytest
from django.test import Client

from apps.core.rich_text import render
from tests.blog.factories import BlogPostFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.pages.html import initial_data
from tests.showcase.factories import ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

# Raw HTML typed into Markdown shows as the text it is: drawn, it is escaped; as source it is
# markup a careless client would run.
SOURCE = 'Quokkas **smile** <img src=x onerror="alert(1)"> a lot.'


@dataclass(frozen=True)
class Body:
    url: str
    factory: type
    field: str  # the model field of the text
    key: str  # its camelCase name on the wire
    page: str  # the public page of a row, by slug ("{slug}")
    list_page: str | None = None  # a list page whose first data carries the bodies


BODIES = [
    Body("/api/blog-posts", BlogPostFactory, "content", "content", "/blog/{slug}"),
    Body(
        "/api/gcse-journal",
        GcseJournalEntryFactory,
        "content",
        "content",
        "/gcse-journey/{slug}",
        "/gcse-journey",
    ),
    Body(
        "/api/travel-stories", TravelStoryFactory, "content", "content", "/travel/{slug}", "/travel"
    ),
    Body(
        "/api/projects",
        ProjectFactory,
        "full_description",
        "fullDescription",
        "/projects/{slug}",
        "/projects",
    ),
]
IDS = [body.url for body in BODIES]


def _row(body: Body):
    return body.factory(**{body.field: SOURCE, f"{body.field}_format": "markdown"})


def _first(rows):
    return rows[0] if isinstance(rows, list) else rows


@pytest.mark.parametrize("body", BODIES, ids=IDS)
def test_a_visitor_reads_the_drawn_html_only(api_client, body):
    row = _row(body)
    drawn = render(SOURCE, "markdown")
    assert "<strong>smile</strong>" in drawn
    assert "<img" not in drawn

    for read in (api_client.get(body.url).json(), api_client.get(f"{body.url}/{row.slug}").json()):
        read = _first(read)
        assert read[body.key] == drawn
        assert f"{body.key}Source" not in read
        assert f"{body.key}Html" not in read
        assert "**smile**" not in str(read)  # the source is nowhere in it


@pytest.mark.parametrize("body", BODIES, ids=IDS)
def test_the_owners_reads_add_the_source_and_its_format(owner_client, body):
    row = _row(body)
    drawn = render(SOURCE, "markdown")

    for read in (
        owner_client.get(body.url).json(),
        owner_client.get(f"{body.url}/{row.slug}").json(),
    ):
        read = _first(read)
        assert read[body.key] == drawn
        assert read[f"{body.key}Source"] == SOURCE
        assert read[f"{body.key}Format"] == "markdown"
        assert f"{body.key}Html" not in read


@pytest.mark.parametrize("body", BODIES, ids=IDS)
def test_an_owners_save_answers_the_source_it_stored(owner_client, body):
    row = _row(body)

    response = owner_client.patch(f"{body.url}/{row.id}", {body.key: "Now *this*."}, format="json")

    assert response.status_code == 200, response.content
    assert response.json()[body.key] == "<p>Now <em>this</em>.</p>\n"
    assert response.json()[f"{body.key}Source"] == "Now *this*."


@pytest.mark.parametrize("body", BODIES, ids=IDS)
def test_a_pages_first_data_carries_each_body_once(client: Client, body):
    """The page's first data holds the drawn body once and no source; the server-drawn first
    screen (the visible page before the script runs) draws it once more, outside the data."""
    row = _row(body)
    distinctive = "Quokkas"

    for path in filter(None, (body.page.format(slug=row.slug), body.list_page)):
        html = client.get(path).content.decode()
        data = initial_data(html)["data"]
        text = str(data)
        assert text.count(distinctive) <= 1, path
        assert "**smile**" not in text, path
        assert "**smile**" not in html, path

    page_data = initial_data(client.get(body.page.format(slug=row.slug)).content.decode())
    assert str(page_data["data"]).count(distinctive) == 1
