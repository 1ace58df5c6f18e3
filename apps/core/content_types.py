"""Every kind of content the site publishes, declared once, by the app that owns it.

A content app declares its types in its own `content.py` (`register(ContentType(...))`), which
its AppConfig imports when Django is ready (apps/core/app_configs.py). The site's features that
span every kind (the search, the view counts, the sitemap, the dashboard and its recent
activity, the guardian's digest, the home page's figures, the daily purge) iterate
`content_types()` and name no kind themselves: a new kind of content is one folder and one
declaration.

The registry holds callables the apps give it (their selectors, their texts), so `core` itself
imports no other app.
"""

import functools
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from operator import attrgetter
from types import MappingProxyType

from django.db.models import Count, Model, Q, QuerySet

# A row's title in the lists that name rows (the digest, the dashboard's recent activity).
_TITLE = attrgetter("title")


@dataclass(frozen=True)
class Searched:
    """How a row becomes a search document: the model fields (names) each part reads.

    A list field (categories, highlights) gives each of its items; a field with choices gives
    its label; a long text is read as visitors read it (its rendered `<field>_html` where the
    model keeps one)."""

    title: str
    body: tuple[str, ...]
    summary: str = ""
    keywords: tuple[str, ...] = ()
    date: str | None = None  # the date a result shows (a moment is shown as its day)
    # Whether a body field holds HTML rather than Markdown or plain text, for a row whose
    # rendered text is missing (a blog post written in HTML).
    html: Callable[[Model], bool] = lambda row: False

    @property
    def fields(self) -> frozenset[str]:
        """The fields a document is made from (and the slug): a save that changes none of them
        leaves the document as it is."""
        named = {"slug", self.title, *self.body, *self.keywords, self.summary, self.date}
        return frozenset(name for name in named if name) | {f"{name}_html" for name in self.body}


@dataclass(frozen=True)
class Summary:
    """A kind's block of the owner's dashboard (`figures`, in the API's camelCase names) and the
    rows it counts toward the site's completion (how many of how many are published)."""

    figures: dict
    total: int
    published: int


@dataclass(frozen=True)
class Dashboard:
    """A kind's part of the owner's dashboard: its figures, read with one aggregate query, and
    their shape for the OpenAPI document (a DRF serializer class)."""

    summary: Callable[[], Summary]
    serializer: type


@dataclass(frozen=True)
class Names:
    """What a kind is called."""

    key: str  # the kind's name where the wire names it (a search result's `kind`): "blog"
    label: str  # one row, as a visitor reads it: "Blog post"
    plural: str  # the digest's heading: "Blog posts"
    tab: str  # the owner's panel tab that edits it, and its recent activity's kind: "gcse"
    order: int  # where it comes in lists of kinds (the site's reading order)


@dataclass(frozen=True)
class RowPages:
    """A kind whose rows have pages of their own, /<section>/<slug>."""

    route: str  # the route key of a row's page (apps/pages/routes.py): "blog-post"
    view_kind: str  # what a view of a row's page is counted as (apps/visits)
    sitemap: str  # the sitemap section that lists the pages (/sitemap-<it>.xml)


@dataclass(frozen=True, kw_only=True)
class ContentType:
    names: Names
    model: type[Model]
    # The owning app's selector, (*, viewer) -> the rows `viewer` may see: the one rule of
    # who sees what (drafts, hidden rows, posts scheduled for later), for every consumer.
    visible: Callable[..., QuerySet]
    pages: RowPages | None = None  # None: its rows have no page of their own
    search: Searched | None = None  # None: not searched
    title: Callable[[Model], str] = _TITLE
    # The guardian's weekly digest lists what became public in the week by this field (a kind
    # that keeps no publication time is listed when changed); None: not in the digest.
    digest_since: str | None = None
    digest_title: Callable[[Model], str] | None = None
    # The dashboard's recent activity: a row's (label, detail); None: not listed.
    activity: Callable[[Model], tuple[str, str]] | None = None
    dashboard: Dashboard | None = None
    # The home page's figures this kind counts: figure name -> (its visible rows -> the label,
    # or None when there is nothing to count).
    figures: Mapping[str, Callable[[QuerySet], str | None]] = field(
        default_factory=lambda: MappingProxyType({})
    )
    # What `manage.py purge_expired` deletes of this kind: (its words, the app's service that
    # deletes them and says how many); None: the kind keeps its rows until the owner deletes them.
    purge: tuple[str, Callable[[], int]] | None = None

    key = property(lambda self: self.names.key)
    label = property(lambda self: self.names.label)
    plural = property(lambda self: self.names.plural)
    tab = property(lambda self: self.names.tab)
    order = property(lambda self: self.names.order)
    page = property(lambda self: self.pages and self.pages.route)
    view_kind = property(lambda self: self.pages and self.pages.view_kind)
    sitemap = property(lambda self: self.pages and self.pages.sitemap)

    def listed_title(self, row: Model) -> str:
        return (self.digest_title or self.title)(row)


_REGISTRY: dict[str, ContentType] = {}


class DuplicateContentType(ValueError):
    pass


def register(*types: ContentType) -> None:
    """Declare kinds of content (from an app's content.py, once)."""
    for content_type in types:
        known = _REGISTRY.get(content_type.key)
        if known is not None and known != content_type:
            raise DuplicateContentType(f"Two kinds of content are called {content_type.key!r}")
        _REGISTRY[content_type.key] = content_type


def unregister(key: str) -> None:
    _REGISTRY.pop(key, None)


@contextmanager
def registered(content_type: ContentType) -> Iterator[ContentType]:
    """A kind declared for the length of a block (a test's throwaway kind)."""
    register(content_type)
    try:
        yield content_type
    finally:
        unregister(content_type.key)


def content_types() -> tuple[ContentType, ...]:
    """Every declared kind, in the site's reading order."""
    return tuple(sorted(_REGISTRY.values(), key=attrgetter("order", "key")))


def content_type(key: str) -> ContentType:
    return _REGISTRY[key]


def content_type_of(model: type[Model]) -> ContentType | None:
    """The kind whose rows are `model`'s (None for any other model)."""
    for declared in _REGISTRY.values():
        if declared.model is model:
            return declared
    return None


# Helpers the declarations share.


def at_least(count: int) -> str:
    """How a growing count is written: exact under ten, then the multiple of five below it with
    a plus ("15+" for 17), so the figure stays true as the content grows."""
    return str(count) if count < 10 else f"{count - count % 5}+"


def counted(count: int, one: str, many: str, *, rounded: bool) -> str | None:
    """A home figure's label ("15+ Articles", "1 Certificate"), or None with nothing to count."""
    if not count:
        return None
    return f"{at_least(count) if rounded else count} {one if count == 1 else many}"


def published_split(rows: QuerySet, **extra) -> dict:
    """How many rows and how many published, with any `extra` aggregates, in one query. Counts
    of the flag (never null), not of the key: PostgreSQL then counts from an index on the flag
    alone."""
    return rows.aggregate(
        total=Count("*"), published=Count("is_published", filter=Q(is_published=True)), **extra
    )


def shown(flag: bool, *, hidden_word: str = "Hidden") -> str:
    """A row's state in the recent activity: "Published", else `hidden_word`."""
    return "Published" if flag else hidden_word


def figures_serializer(name: str, *counts: str, **more) -> type:
    """A dashboard block's shape: whole-number figures, `counts` in the order the dashboard
    shows them, and any `more` fields (DRF fields)."""
    from rest_framework import serializers

    fields = {count: serializers.IntegerField() for count in counts}
    return type(name, (serializers.Serializer,), {**fields, **more})


def named_count_serializer() -> type:
    """A name and how many (a dashboard's top category): one shape for every block."""
    return _named_count()


@functools.cache
def _named_count() -> type:
    from rest_framework import serializers

    return type(
        "_Category",
        (serializers.Serializer,),
        {"name": serializers.CharField(), "count": serializers.IntegerField()},
    )
