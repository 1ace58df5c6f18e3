"""The site search: `search(query=..., viewer=...)`, the same answer on PostgreSQL and SQLite.

- The visitor's words are never SQL or full-text syntax: the query is cut into terms (letters
  and digits only, `search_terms`), each passed as a parameter and quoted where the engine has
  a query language, so quotes, operators (AND, NEAR, -, *), punctuation, emoji or a NUL can
  only ever mean "no such word". At most MAX_TERMS terms of MAX_TERM_CHARS are read from the
  first MAX_QUERY_CHARS characters, so any query costs about the same.
- Every term must match (stemmed: 'revising' finds 'revision'); the last one also matches as a
  prefix while it is being typed ('revi' finds 'revision').
- Ranking: a match in the title counts most, then the summary and keywords; documents that
  match in the body only come after them, newest first (PostgreSQL: ts_rank over the title's,
  summary's and keywords' weighted vector; SQLite: bm25 with the same column weights and none
  for the body). Ranking by the body too meant reading every match's whole-text vector: a word
  most of 13,000 documents contain took 58 ms (vectors.py).
- Who finds what is the content apps' own rule: only the documents whose row the app's
  selector shows `viewer` are searched (a subquery per kind), so drafts, hidden rows, deleted
  and scheduled posts are never found by a visitor, the moment they become so.
- One query, whatever the query or the number of results (none when there is no term).
"""

import re
import unicodedata
from dataclasses import dataclass
from datetime import date

from django.db import connection
from django.db.models import F, Q, QuerySet, Value
from django.db.models.expressions import RawSQL
from django.db.models.functions import Greatest, Lower, Replace, StrIndex, Substr
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from . import vectors
from .models import SearchDocument
from .sources import result_url, searched, searched_kind

MAX_RESULTS = 20
MAX_QUERY_CHARS = 200
MAX_TERMS = 8
MAX_TERM_CHARS = 40
PREFIX_MIN_CHARS = 3  # a shorter last word is matched whole only
CONFIG = vectors.CONFIG  # English, accents folded ("gaudi" finds "Gaudí")
# How much a match counts in each column (SQLite bm25; PostgreSQL's weights A, B, B): a match in
# the body finds a document but does not move it up.
TITLE, SUMMARY, KEYWORDS, BODY = 10.0, 4.0, 4.0, 0.0
# What the engines put around a matched word; documents never hold them (text.plain).
START, STOP = "\x02", "\x03"
# PostgreSQL's headline drops what its parser takes for a tag ("I learned the <b> tag"): "<"
# goes in as this and comes back as itself.
LESS_THAN = "\x01"
SNIPPET_WORDS = 24
# How much of a body PostgreSQL highlights words in, and how much of the first term finds where
# (see _near).
HEADLINE_CHARS = 800
HEADLINE_LOCATOR_CHARS = 5

_WORD = re.compile(r"[^\W_]+")
_MARKED = re.compile(f"{START}([^{START}{STOP}]*){STOP}")


@dataclass(frozen=True)
class SearchResult:
    kind: str  # "blog", "journal", "travel", "project"
    type: str  # what the result is called: "Blog post", "GCSE journal", ...
    title: str
    url: str
    # The matched words in <mark>, everything else escaped text.
    snippet: SafeString
    date: date | None


def search_terms(query: str) -> list[str]:
    """The words of `query` to look for: letters and digits (any script), lower-case,
    compatibility forms folded (full-width letters, ligatures), each once, in order."""
    text = unicodedata.normalize("NFKC", (query or "")[:MAX_QUERY_CHARS]).lower()
    terms = dict.fromkeys(word[:MAX_TERM_CHARS] for word in _WORD.findall(text))
    return list(terms)[:MAX_TERMS]


def _visible(viewer) -> Q:
    """The documents of the rows `viewer` may see, by each content app's own selector."""
    visible = Q(pk__in=[])
    for kind in searched():
        visible |= Q(kind=kind.key, object_id__in=kind.visible(viewer=viewer).values("pk"))
    return visible


def _marked(snippet: str) -> SafeString:
    """The engine's snippet as HTML: the text escaped, the matched words in <mark>."""
    text = (snippet or "").replace(LESS_THAN, "<")
    html = _MARKED.sub(r"<mark>\1</mark>", str(escape(text)))
    # Safe: every character of the text was escaped above; the only markup is <mark>.
    return mark_safe(html.replace(START, "").replace(STOP, ""))  # noqa: S308


def _snippet(*candidates: str) -> SafeString:
    """The first candidate with a match in it, else the first that says anything."""
    chosen = next((c for c in candidates if c and START in c), None)
    chosen = chosen or next((c for c in candidates if c), "")
    return _marked(" ".join(chosen.split()))


def _prefix_too(terms: list[str]) -> bool:
    return len(terms[-1]) >= PREFIX_MIN_CHARS


def _near(term: str) -> Substr:
    """The part of a body PostgreSQL highlights words in: ts_headline parses all the text it is
    given, so it gets HEADLINE_CHARS around the first place the start of `term` appears (its
    stem's likely spelling: 'revising' finds 'revision' there), or the start of the body.
    PostgreSQL only (unaccent)."""
    from django.contrib.postgres.lookups import Unaccent

    # Accents folded on both sides, as the words are ("gaudi" is found at "Gaudí").
    found = StrIndex(Unaccent(Lower("body")), Unaccent(Value(term[:HEADLINE_LOCATOR_CHARS])))
    start = Greatest(found - Value(HEADLINE_CHARS // 4), Value(1))
    return Substr("body", start, HEADLINE_CHARS)


def _postgresql(terms: list[str], documents: QuerySet, limit: int) -> list[SearchDocument]:
    from django.contrib.postgres.search import (
        SearchHeadline,
        SearchQuery,
        SearchRank,
        SearchVectorField,
    )

    def word(term: str) -> SearchQuery:
        return SearchQuery(term, search_type="plain", config=CONFIG)

    query = word(terms[0])
    for term in terms[1:-1]:
        query &= word(term)
    last = word(terms[-1])
    if _prefix_too(terms):
        # A term is letters and digits only, so ":*" is the one operator in this tsquery.
        last |= SearchQuery(f"{terms[-1]}:*", search_type="raw", config=CONFIG)
    query = query & last if len(terms) > 1 else last

    # Safe: this app's own SQL (vectors.py); no value from the query. The filter is the GIN
    # index's very expression, so PostgreSQL answers from it. The columns are unqualified: the
    # ranking runs in a subquery, on the only table of its FROM.
    words = RawSQL(vectors.words(), (), output_field=SearchVectorField())  # noqa: S611
    rank_vector = RawSQL(vectors.RANK_COLUMN, (), output_field=SearchVectorField())  # noqa: S611
    score = SearchRank(rank_vector, query)
    order = ("-score", F("date").desc(nulls_last=True), "pk")
    # The best `limit` first, by their ids alone: ranked with their text (bodies are kilobytes)
    # carried through the sort, a common word's thousands of matches took a third longer.
    best = documents.alias(words=words, score=score).filter(words=query).order_by(*order)
    headline = {
        "config": CONFIG,
        "start_sel": START,
        "stop_sel": STOP,
        "max_words": SNIPPET_WORDS,
        "min_words": SNIPPET_WORDS // 2,
    }

    def shown(text):
        return Replace(text, Value("<"), Value(LESS_THAN))

    rows = (
        SearchDocument.objects.filter(pk__in=best.values("pk")[:limit])
        .alias(score=score)
        .annotate(
            summary_snippet=SearchHeadline(shown("summary"), query, **headline),
            body_snippet=SearchHeadline(shown(_near(terms[0])), query, **headline),
        )
        .only("kind", "slug", "title", "date")
        .order_by(*order)
    )
    return list(rows)


def _fts5_query(terms: list[str]) -> str:
    """FTS5's query for `terms`: each a quoted string (its words only, never an operator)."""
    quoted = [f'"{term}"' for term in terms]  # a term has no quote to escape
    if _prefix_too(terms):
        quoted[-1] = f"({quoted[-1]} OR {quoted[-1]}*)"
    return " AND ".join(quoted)


def _sqlite(terms: list[str], documents: QuerySet, limit: int) -> list[SearchDocument]:
    visible_sql, visible_params = documents.values("pk").query.sql_with_params()
    snippet = "snippet(search_document_fts, {column}, char(2), char(3), '…', %s)"
    # Safe: the SQL is this module's and Django's (the visible documents' subquery); every
    # value, the FTS5 query among them, is a parameter.
    sql = (
        "SELECT d.id, d.kind, d.slug, d.title, d.date,"  # noqa: S608
        f" {snippet.format(column=1)} AS summary_snippet,"
        f" {snippet.format(column=3)} AS body_snippet"
        " FROM search_document_fts JOIN search_document d ON d.id = search_document_fts.rowid"
        f" WHERE search_document_fts MATCH %s AND d.id IN ({visible_sql})"
        " ORDER BY bm25(search_document_fts, %s, %s, %s, %s), d.date DESC, d.id"
        " LIMIT %s"
    )
    params = [
        SNIPPET_WORDS,
        SNIPPET_WORDS,
        _fts5_query(terms),
        *visible_params,
        TITLE,
        SUMMARY,
        KEYWORDS,
        BODY,
        limit,
    ]
    return list(SearchDocument.objects.raw(sql, params))


def search(*, query: str, viewer, limit: int = MAX_RESULTS) -> list[SearchResult]:
    """The best `limit` matches of `query` among the rows `viewer` may see, best first."""
    terms = search_terms(query)
    if not terms or limit <= 0:
        return []
    documents = SearchDocument.objects.filter(_visible(viewer))
    find = _postgresql if connection.vendor == "postgresql" else _sqlite
    results = []
    for row in find(terms, documents, limit):
        kind = searched_kind(row.kind)
        if kind is None:
            continue  # a kind no longer declared (its app removed): rebuild_search_index
        results.append(
            SearchResult(
                kind=row.kind,
                type=kind.label,
                title=row.title,
                url=result_url(kind, row.slug),
                snippet=_snippet(row.summary_snippet, row.body_snippet),
                date=row.date,
            )
        )
    return results
