# PostgreSQL's text search parser takes "<script>" or "<canvas>" in a text for an HTML tag and
# leaves its word out of the vector, so a post about the <canvas> element was not found by
# 'canvas' there (FTS5, on SQLite, found it). Documents hold plain text, never markup: the vector
# now reads them with "<" as a space. The generated column is made again with the new expression
# (PostgreSQL cannot change a generated column's expression in place before version 17).

from django.db import migrations

from apps.search.migrations._vendor import RunSQLOn


def vector(text):
    """The weighted vector of the documents' columns, each read through `text` (SQL)."""
    return (
        f"setweight(to_tsvector('english'::regconfig, {text('title')}), 'A')"
        f" || setweight(to_tsvector('english'::regconfig,"
        f" {text('summary')} || ' ' || {text('keywords')}), 'B')"
        f" || setweight(to_tsvector('english'::regconfig, {text('body')}), 'C')"
    )


def _as_is(column):
    return f"coalesce({column}, '')"


def _no_tags(column):
    return f"replace(coalesce({column}, ''), '<', ' ')"


def _column(expression):
    return [
        "DROP INDEX IF EXISTS search_document_vector_idx",
        "ALTER TABLE search_document DROP COLUMN search_vector",
        f"ALTER TABLE search_document ADD COLUMN search_vector tsvector"
        f" GENERATED ALWAYS AS ({expression}) STORED",
        "CREATE INDEX search_document_vector_idx ON search_document USING GIN (search_vector)",
    ]


class Migration(migrations.Migration):
    dependencies = [("search", "0001_initial")]

    operations = [
        RunSQLOn("postgresql", _column(vector(_no_tags)), _column(vector(_as_is))),
    ]
