# The search documents, and the database's own full-text index over them: on PostgreSQL a
# generated tsvector column with a GIN index, on SQLite an FTS5 table kept in step by triggers
# (each written in SQL for its database only). Then a document for every row that exists.
#
# SQLite drops a table's triggers when Django remakes the table (an AlterField on SQLite): a
# later migration that changes SearchDocument must create the three triggers again.

from django.db import migrations, models
from django.utils import timezone

from apps.search.migrations._vendor import RunSQLOn
from apps.search.text import html_text, joined, plain

POSTGRESQL_INDEX = [
    (
        "ALTER TABLE search_document ADD COLUMN search_vector tsvector GENERATED ALWAYS AS ("
        " setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')"
        " || setweight(to_tsvector('english'::regconfig,"
        "    coalesce(summary, '') || ' ' || coalesce(keywords, '')), 'B')"
        " || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'C')"
        ") STORED",
        "ALTER TABLE search_document DROP COLUMN search_vector",
    ),
    (
        "CREATE INDEX search_document_vector_idx ON search_document USING GIN (search_vector)",
        "DROP INDEX search_document_vector_idx",
    ),
]

_COLUMNS = "title, summary, keywords, body"
_NEW = "new.title, new.summary, new.keywords, new.body"
_OLD = "old.title, old.summary, old.keywords, old.body"
SQLITE_INDEX = [
    (
        # External content: the text is the documents' own (no copy); porter stems English
        # ('revising' and 'revision' are one word), unicode61 folds case and accents.
        f"CREATE VIRTUAL TABLE search_document_fts USING fts5({_COLUMNS},"
        " content='search_document', content_rowid='id',"
        " tokenize='porter unicode61 remove_diacritics 2')",
        "DROP TABLE search_document_fts",
    ),
    (
        "CREATE TRIGGER search_document_fts_insert AFTER INSERT ON search_document BEGIN"
        f" INSERT INTO search_document_fts(rowid, {_COLUMNS}) VALUES (new.id, {_NEW}); END",
        "DROP TRIGGER search_document_fts_insert",
    ),
    (
        "CREATE TRIGGER search_document_fts_delete AFTER DELETE ON search_document BEGIN"
        f" INSERT INTO search_document_fts(search_document_fts, rowid, {_COLUMNS})"
        f" VALUES ('delete', old.id, {_OLD}); END",
        "DROP TRIGGER search_document_fts_delete",
    ),
    (
        "CREATE TRIGGER search_document_fts_update AFTER UPDATE ON search_document BEGIN"
        f" INSERT INTO search_document_fts(search_document_fts, rowid, {_COLUMNS})"
        f" VALUES ('delete', old.id, {_OLD});"
        f" INSERT INTO search_document_fts(rowid, {_COLUMNS}) VALUES (new.id, {_NEW}); END",
        "DROP TRIGGER search_document_fts_update",
    ),
]


def _rendered(row, field):
    rendered = getattr(row, f"{field}_html", "")
    return html_text(rendered) if rendered else None


def index_existing_rows(apps, schema_editor):
    """A document for every row there is, as apps/search/sources.py made them when this was
    written (the rules are copied here, so this migration does not change with that module;
    the text helpers are pure functions). Visibility is not decided here: the search asks
    each row's selector."""
    Document = apps.get_model("search", "SearchDocument")
    BlogPost = apps.get_model("blog", "BlogPost")
    Entry = apps.get_model("journal", "GcseJournalEntry")
    Story = apps.get_model("travel", "TravelStory")
    Project = apps.get_model("showcase", "Project")

    def post(row):
        body = _rendered(row, "content")
        if body is None:
            body = html_text(row.content) if row.content_format == "html" else plain(row.content)
        return dict(
            title=plain(row.title),
            summary=plain(row.excerpt),
            keywords=joined(*(row.categories or [])),
            body=body,
            date=timezone.localdate(row.published_at) if row.published_at else None,
        )

    def entry(row):
        return dict(
            title=plain(row.topic),
            summary="",
            keywords=joined(row.get_subject_display(), row.week),
            body=_rendered(row, "content") or plain(row.content),
            date=row.study_date,
        )

    def story(row):
        return dict(
            title=plain(row.title),
            summary="",
            keywords=joined(row.city, row.country, row.continent, *(row.highlights or [])),
            body=_rendered(row, "content") or plain(row.content),
            date=row.visit_date,
        )

    def project(row):
        text = _rendered(row, "full_description") or plain(row.full_description)
        return dict(
            title=plain(row.title),
            summary=plain(row.description),
            keywords=joined(row.type, *(row.technologies or [])),
            body=joined(text, *(row.features or [])),
            date=row.start_date,
        )

    sources = [
        ("blog", BlogPost.objects.filter(deleted_at__isnull=True), post),
        ("journal", Entry.objects.all(), entry),
        ("travel", Story.objects.all(), story),
        ("project", Project.objects.all(), project),
    ]
    for kind, rows, text in sources:
        Document.objects.bulk_create(
            (
                Document(kind=kind, object_id=row.pk, slug=row.slug, **text(row))
                for row in rows.iterator(chunk_size=500)
            ),
            batch_size=500,
        )


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ("blog", "0004_writing_and_finding"),
        ("journal", "0002_media_uploads_url_help"),
        ("travel", "0001_initial"),
        ("showcase", "0004_achievement_certificate_pdf"),
    ]

    operations = [
        migrations.CreateModel(
            name="SearchDocument",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("kind", models.CharField(max_length=20)),
                ("object_id", models.UUIDField()),
                ("slug", models.CharField(max_length=80)),
                ("title", models.TextField()),
                ("summary", models.TextField(blank=True)),
                ("keywords", models.TextField(blank=True)),
                ("body", models.TextField(blank=True)),
                ("date", models.DateField(blank=True, null=True)),
            ],
            options={
                "db_table": "search_document",
                "constraints": [models.UniqueConstraint(fields=("kind", "object_id"), name="search_document_once")],
            },
        ),
        *(RunSQLOn("postgresql", sql, reverse) for sql, reverse in POSTGRESQL_INDEX),
        *(RunSQLOn("sqlite", sql, reverse) for sql, reverse in SQLITE_INDEX),
        migrations.RunPython(index_existing_rows, migrations.RunPython.noop),
    ]
