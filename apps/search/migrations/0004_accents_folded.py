# "gaudi" found nothing where a story says "Gaudí" (PostgreSQL's `english` keeps accents; the
# SQLite index's tokenizer has folded them from the start: remove_diacritics 2). The vectors
# are now built with `english_folded`: `english` with the `unaccent` dictionary before its
# stemmer for every word that is not plain ASCII, so the text and the query fold alike and the
# index's expression stays an immutable function of the columns (apps/search/vectors.py).
#
# unaccent is a trusted extension (PostgreSQL 13+): the database's owner may create it, no
# superuser needed.

from django.contrib.postgres.operations import UnaccentExtension
from django.db import migrations

from apps.search.migrations._vendor import RunSQLOn
from apps.search.vectors import CONFIG, RANK_COLUMN, WORDS_INDEX, ranked, words

_FOLDED_TOKENS = "hword, hword_part, word"


def _vectors(config: str) -> list[str]:
    """The index and the rank column, made again with `config`."""
    return [
        f"DROP INDEX IF EXISTS {WORDS_INDEX}",
        f"ALTER TABLE search_document DROP COLUMN {RANK_COLUMN}",
        f"ALTER TABLE search_document ADD COLUMN {RANK_COLUMN} tsvector"
        f" GENERATED ALWAYS AS ({ranked(config=config)}) STORED",
        f"CREATE INDEX {WORDS_INDEX} ON search_document USING GIN (({words(config=config)}))",
        f"ALTER INDEX {WORDS_INDEX} ALTER COLUMN 1 SET STATISTICS 0",
    ]


FORWARD = [
    f"CREATE TEXT SEARCH CONFIGURATION {CONFIG} (COPY = pg_catalog.english)",
    f"ALTER TEXT SEARCH CONFIGURATION {CONFIG} ALTER MAPPING FOR {_FOLDED_TOKENS}"
    " WITH unaccent, english_stem",
    *_vectors(CONFIG),
]
BACKWARD = [*_vectors("english"), f"DROP TEXT SEARCH CONFIGURATION {CONFIG}"]


class Migration(migrations.Migration):
    dependencies = [("search", "0003_words_index")]

    operations = [UnaccentExtension(), RunSQLOn("postgresql", FORWARD, BACKWARD)]
