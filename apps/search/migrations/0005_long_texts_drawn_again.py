# The renderer changed (issue 25): links to this site's own pages carry no rel="nofollow", and a
# picture the allow-list refuses is its alt text, never a bare <img> without alt (invalid HTML, a
# critical accessibility error). The pages re-sanitise what they draw, but the API's `content`
# (which React draws after the first screen) is the stored rendering, so every stored long text
# is drawn again here. It lives with the search app, which already reads every content app, so
# no content app's migrations gain a node another change may be adding beside.

from django.db import migrations

# (app, model, the long text's field): its `<field>_format` and `<field>_html` beside it.
LONG_TEXTS = (
    ("blog", "BlogPost", "content"),
    ("journal", "GcseJournalEntry", "content"),
    ("travel", "TravelStory", "content"),
    ("showcase", "Project", "full_description"),
)
BATCH = 200


def draw_again(apps, schema_editor):
    from apps.core.rich_text import render

    for app, name, field in LONG_TEXTS:
        model = apps.get_model(app, name)
        rows = model._base_manager.only("id", field, f"{field}_format", f"{field}_html")
        changed = []
        for row in rows.iterator(chunk_size=BATCH):
            drawn = render(getattr(row, field), getattr(row, f"{field}_format"))
            if drawn != getattr(row, f"{field}_html"):
                setattr(row, f"{field}_html", drawn)
                changed.append(row)
        model._base_manager.bulk_update(changed, [f"{field}_html"], batch_size=BATCH)


class Migration(migrations.Migration):
    dependencies = [
        ("search", "0004_accents_folded"),
        ("blog", "0009_category_dates"),
        ("journal", "0007_gcsejournalentry_journal_progress_idx"),
        ("travel", "0004_new_stories_start_as_drafts"),
        ("showcase", "0007_new_rows_start_as_drafts"),
    ]

    operations = [migrations.RunPython(draw_again, migrations.RunPython.noop)]
