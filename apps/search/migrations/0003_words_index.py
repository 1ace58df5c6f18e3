# A search's time went to reading the stored whole-text vector of every matching document from
# TOAST storage, twice (to filter and to rank). The whole-text vector now lives only in a GIN
# expression index (without statistics), and the ranking reads a small stored vector of the
# title, summary and keywords (apps/search/vectors.py says why). On the scale scenario's 13,000
# documents a word most of them contain took 58 ms, now 12.

from django.db import migrations

from apps.search.migrations._vendor import RunSQLOn
from apps.search.vectors import RANK_COLUMN, WORDS_INDEX, ranked, words

# The vectors as this migration built them (0004 folds accents with another configuration).
CONFIG = "english"

# 0002's vector: every column, weighted, "<" read as a space.
_WHOLE = (
    "setweight(to_tsvector('english'::regconfig, replace(coalesce(title, ''), '<', ' ')), 'A')"
    " || setweight(to_tsvector('english'::regconfig, replace(coalesce(summary, ''), '<', ' ')"
    " || ' ' || replace(coalesce(keywords, ''), '<', ' ')), 'B')"
    " || setweight(to_tsvector('english'::regconfig, replace(coalesce(body, ''), '<', ' ')), 'C')"
)

FORWARD = [
    "DROP INDEX IF EXISTS search_document_vector_idx",
    "ALTER TABLE search_document DROP COLUMN search_vector",
    f"ALTER TABLE search_document ADD COLUMN {RANK_COLUMN} tsvector"
    f" GENERATED ALWAYS AS ({ranked(config=CONFIG)}) STORED",
    f"CREATE INDEX {WORDS_INDEX} ON search_document USING GIN (({words(config=CONFIG)}))",
    f"ALTER INDEX {WORDS_INDEX} ALTER COLUMN 1 SET STATISTICS 0",
]
BACKWARD = [
    f"DROP INDEX {WORDS_INDEX}",
    f"ALTER TABLE search_document DROP COLUMN {RANK_COLUMN}",
    f"ALTER TABLE search_document ADD COLUMN search_vector tsvector"
    f" GENERATED ALWAYS AS ({_WHOLE}) STORED",
    "CREATE INDEX search_document_vector_idx ON search_document USING GIN (search_vector)",
]


class Migration(migrations.Migration):
    dependencies = [("search", "0002_words_in_angle_brackets")]

    operations = [RunSQLOn("postgresql", FORWARD, BACKWARD)]
