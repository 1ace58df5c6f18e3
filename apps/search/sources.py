"""What the site search finds: every declared kind of content with search fields
(apps/core/content_types.py), each row as one document.

A kind's selector (`viewer` -> the rows that viewer may see) stays the one rule of who finds
what (a draft, a hidden row, a post scheduled for later); its `Searched` names the fields a
document's title, summary, keywords, body and date are read from. The content apps know nothing
of the search (they never import it); it reads them through the registry, as the pages do.
"""

from dataclasses import dataclass
from datetime import date, datetime

from django.db.models import Model
from django.urls import reverse
from django.utils import timezone

from apps.core.content_types import ContentType, content_types

from .text import html_text, joined, plain


@dataclass(frozen=True)
class Text:
    """A row's document: what it is found by and what a result shows."""

    title: str
    summary: str
    keywords: str
    body: str
    date: date | None


def _value(row: Model, name: str):
    """A field's value as its Python type (a row made in code may still hold the string it was
    given, "2025-01-04T12:00:00Z", until it is read back)."""
    return row._meta.get_field(name).to_python(getattr(row, name))


def _words(row: Model, name: str) -> list[str]:
    """A short field's words: a list's items, a choice's label, else the text."""
    value = getattr(row, name)
    if isinstance(value, list | tuple):
        return [str(item) for item in value]
    if row._meta.get_field(name).choices:
        return [getattr(row, f"get_{name}_display")()]
    return [str(value or "")]


def _as_read(row: Model, name: str, *, html: bool) -> str:
    """A long text as visitors read it: its rendered HTML (`<field>_html`, written by the
    content app's services) as text, else the field itself (HTML when `html`, else plain text
    or Markdown, whose words read the same); a list's items one after the other."""
    rendered = getattr(row, f"{name}_html", "")
    if rendered:
        return html_text(rendered)
    value = getattr(row, name)
    if isinstance(value, list | tuple):
        return joined(*value)
    return html_text(value) if html else plain(value)


def _day(moment: date | datetime | None) -> date | None:
    """The day of a moment, where the site is (TIME_ZONE)."""
    if not isinstance(moment, datetime):
        return moment
    return moment.date() if timezone.is_naive(moment) else timezone.localdate(moment)


def document_text(kind: ContentType, row: Model) -> Text:
    """A row's document, read from the fields its kind's `Searched` names."""
    searched = kind.search
    html = searched.html(row)
    return Text(
        title=plain(getattr(row, searched.title)),
        summary=plain(getattr(row, searched.summary)) if searched.summary else "",
        keywords=joined(*(word for name in searched.keywords for word in _words(row, name))),
        body=joined(*(_as_read(row, name, html=html) for name in searched.body)),
        date=_day(_value(row, searched.date)) if searched.date else None,
    )


def result_url(kind: ContentType, slug: str) -> str:
    """The address of a found row's page."""
    return reverse(f"page-{kind.page}", kwargs={"slug": slug})


def searched() -> tuple[ContentType, ...]:
    """Every kind the search finds, in the site's reading order."""
    return tuple(kind for kind in content_types() if kind.search is not None)


def searched_kind(key: str) -> ContentType | None:
    return next((kind for kind in searched() if kind.key == key), None)


def searched_model(model: type[Model]) -> ContentType | None:
    """The searched kind whose rows are `model`'s (None for any other model)."""
    return next((kind for kind in searched() if kind.model is model), None)
