from django.db import models


class SearchDocument(models.Model):
    """The searchable text of one published-or-not row of a searched kind of content
    (apps/core/content_types.py), kept in step with the row (apps/search/apps.py).

    Derived data: it is rebuilt from the rows (`manage.py rebuild_search_index`), so a backup
    leaves it out and a restore makes it again as the rows load. Who may find a row is never
    decided here: a search keeps only the documents whose row the content app's own selector
    shows the viewer (selectors.search), so a draft, a hidden row or a post scheduled for later
    is never found, whatever this table holds.

    The full-text index beside it is the database's own: on PostgreSQL a GIN expression index
    of the weighted vector (title A, summary and keywords B, body C, English stemming) and a
    generated `rank_vector` column of the title, summary and keywords to rank by (vectors.py,
    migrations/0003_words_index.py); on SQLite an FTS5 table (porter stemming) that triggers
    keep in step with this one. The integer primary key is FTS5's rowid (a UUID key would let
    VACUUM renumber the rows under the index)."""

    # The kind of row (apps/search/sources.py) and its id.
    kind = models.CharField(max_length=20)
    object_id = models.UUIDField()
    slug = models.CharField(max_length=80)
    title = models.TextField()
    # What a result shows under its title when it has no match in the body: an excerpt, a
    # project's description.
    summary = models.TextField(blank=True)
    # Words a row is found by that it does not say in its text: categories, a subject, a place.
    keywords = models.TextField(blank=True)
    body = models.TextField(blank=True)
    date = models.DateField(null=True, blank=True)

    backup_exclude = True

    class Meta:
        db_table = "search_document"
        constraints = [
            models.UniqueConstraint(fields=["kind", "object_id"], name="search_document_once")
        ]

    def __str__(self) -> str:
        return f"{self.kind}: {self.title}"
