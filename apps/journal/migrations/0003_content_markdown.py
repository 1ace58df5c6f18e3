from django.db import migrations, models

FORMATS = [("markdown", "Markdown"), ("plain", "Plain text")]


def render_texts(apps, schema_editor):
    """Each row's content as visitors get it, rendered by the one renderer: the rows written
    before Markdown are plain text, rendered exactly as the page always showed them."""
    from apps.core.rich_text import render

    Model = apps.get_model("journal", "GcseJournalEntry")
    rows = list(Model._base_manager.only("id", "content", "content_format"))
    for row in rows:
        row.content_html = render(row.content, row.content_format)
    Model._base_manager.bulk_update(rows, ["content_html"], batch_size=200)


class Migration(migrations.Migration):
    dependencies = [("journal", "0002_media_uploads_url_help")]

    operations = [
        # The rows written before Markdown are plain text, and stay so; new rows are Markdown.
        migrations.AddField(
            model_name="gcsejournalentry",
            name="content_format",
            field=models.CharField(choices=FORMATS, default="plain", max_length=10),
        ),
        migrations.AlterField(
            model_name="gcsejournalentry",
            name="content_format",
            field=models.CharField(choices=FORMATS, default="markdown", max_length=10),
        ),
        migrations.AddField(
            model_name="gcsejournalentry",
            name="content_html",
            field=models.TextField(blank=True, editable=False),
        ),
        migrations.RunPython(render_texts, migrations.RunPython.noop),
    ]
