from django.db import migrations, models

FORMATS = [("markdown", "Markdown"), ("plain", "Plain text")]


def render_texts(apps, schema_editor):
    """Each row's full_description as visitors get it, rendered by the one renderer: the rows
    written before Markdown are plain text, rendered exactly as the page always showed them."""
    from apps.core.rich_text import render

    Model = apps.get_model("showcase", "Project")
    rows = list(Model._base_manager.only("id", "full_description", "full_description_format"))
    for row in rows:
        row.full_description_html = render(row.full_description, row.full_description_format)
    Model._base_manager.bulk_update(rows, ["full_description_html"], batch_size=200)


class Migration(migrations.Migration):
    dependencies = [("showcase", "0004_achievement_certificate_pdf")]

    operations = [
        # The rows written before Markdown are plain text, and stay so; new rows are Markdown.
        migrations.AddField(
            model_name="project",
            name="full_description_format",
            field=models.CharField(choices=FORMATS, default="plain", max_length=10),
        ),
        migrations.AlterField(
            model_name="project",
            name="full_description_format",
            field=models.CharField(choices=FORMATS, default="markdown", max_length=10),
        ),
        migrations.AddField(
            model_name="project",
            name="full_description_html",
            field=models.TextField(blank=True, editable=False),
        ),
        migrations.RunPython(render_texts, migrations.RunPython.noop),
    ]
