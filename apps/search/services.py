"""Writes of the search index: a row's document follows the row (apps.py connects these to
every save and delete of a searchable model), and `index_rebuild` makes every document again
from the rows (`manage.py rebuild_search_index`)."""

from django.db import connection, transaction
from django.db.models import Model

from apps.core.content_types import ContentType

from .models import SearchDocument
from .sources import document_text, searched, searched_model

REBUILD_BATCH = 500


def _document(kind: ContentType, row: Model) -> SearchDocument:
    text = document_text(kind, row)
    return SearchDocument(
        kind=kind.key,
        object_id=row.pk,
        slug=row.slug,
        title=text.title,
        summary=text.summary,
        keywords=text.keywords,
        body=text.body,
        date=text.date,
    )


def document_save(*, row: Model) -> None:
    """Write `row`'s document (a new one, or the one it has, changed)."""
    kind = searched_model(type(row))
    document = _document(kind, row)
    fields = ("slug", "title", "summary", "keywords", "body", "date")
    SearchDocument.objects.update_or_create(
        kind=kind.key,
        object_id=row.pk,
        defaults={name: getattr(document, name) for name in fields},
    )


def document_delete(*, row: Model) -> None:
    kind = searched_model(type(row))
    SearchDocument.objects.filter(kind=kind.key, object_id=row.pk).delete()


@transaction.atomic
def index_rebuild() -> int:
    """Every document made again from the rows (deleted blog posts aside, which nobody may
    find). Returns how many documents the index holds."""
    SearchDocument.objects.all().delete()
    made = 0
    for kind in searched():
        rows = kind.model._default_manager.order_by("pk")
        batch: list[SearchDocument] = []
        for row in rows.iterator(chunk_size=REBUILD_BATCH):
            batch.append(_document(kind, row))
            if len(batch) == REBUILD_BATCH:
                made += len(SearchDocument.objects.bulk_create(batch))
                batch = []
        made += len(SearchDocument.objects.bulk_create(batch))
    if connection.vendor == "sqlite":
        # The triggers kept the FTS5 table in step; this remakes it from the documents anyway,
        # so a rebuild also repairs an index that drifted (a row written with triggers off).
        with connection.cursor() as cursor:
            cursor.execute(
                "INSERT INTO search_document_fts(search_document_fts) VALUES ('rebuild')"
            )
    return made
