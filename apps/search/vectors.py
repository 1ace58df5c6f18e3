"""The SQL of the search's PostgreSQL vectors, shared by the migration that builds them
(migrations/0003_words_index.py) and the search (selectors.py).

- The words of a document, weighted (title A, summary and keywords B, body C), live only in a GIN
  expression index, never in the table, and a search filters with that very expression, so
  PostgreSQL answers from the index. As a stored column the vector was read from TOAST storage
  for every document a common word matched (25 ms at 13,000 documents, where the index answers
  in 4).
- The index keeps no statistics (the migration sets them to 0): with them, PostgreSQL saw that a
  word like 'revision' is in nine documents of ten and chose to read the whole table, computing
  every document's vector (over a second at 13,000 documents). Without, it takes a text match
  for a selective one, as most searches are, and always asks the index, which is the fastest
  plan for a common word too.
- RANKED, the title's, summary's and keywords' words only: a small stored column the ranking
  reads (ts_rank over every match's whole-text vector was most of a search's time). A match in
  the body only still finds the document; such documents come newest first.

- CONFIG, the text search configuration, is English with accents folded (migrations/
  0004_accents_folded.py): PostgreSQL's `english` with the `unaccent` dictionary before its
  stemmer, so "gaudi" finds "Gaudí" and "Gaudí" finds "gaudi"; the text itself keeps its accents
  (what the snippets show). Folding inside the configuration keeps the index's expression an
  immutable function of the columns, so searches still read the index.

Change either only with a migration that builds the index, or the column, again: a search whose
expression differs from the index's does not use the index (tests/search/test_plan.py)."""

WORDS_INDEX = "search_document_words_idx"
CONFIG = "english_folded"
RANK_COLUMN = "rank_vector"


def _text(prefix: str, column: str) -> str:
    # PostgreSQL's parser takes "<canvas>" for a tag and leaves the word out: "<" is a space.
    return f"replace({prefix}{column}, '<', ' ')"


def _weighted(text: str, weight: str, config: str) -> str:
    return f"setweight(to_tsvector('{config}'::regconfig, {text}), '{weight}')"


def ranked(table: str = "", *, config: str = CONFIG) -> str:
    """The vector of the title, summary and keywords; `table` a quoted name, or "" for the
    columns of the table the SQL is about (a generated column's, an index's). `config` is for
    the migrations that built the vectors before CONFIG."""
    prefix = f"{table}." if table else ""
    summary = f"{_text(prefix, 'summary')} || ' ' || {_text(prefix, 'keywords')}"
    title = _weighted(_text(prefix, "title"), "A", config)
    return f"{title} || {_weighted(summary, 'B', config)}"


def words(table: str = "", *, config: str = CONFIG) -> str:
    """Every word of the document, weighted: the index's expression."""
    prefix = f"{table}." if table else ""
    body = _weighted(_text(prefix, "body"), "C", config)
    return f"{ranked(table, config=config)} || {body}"
