from django.db import migrations


def render_bodies(apps, schema_editor):
    """Each post's body as visitors get it, rendered by the one renderer (a post stored as HTML
    renders as the sanitised HTML it always showed)."""
    from apps.core.rich_text import render

    BlogPost = apps.get_model("blog", "BlogPost")
    posts = list(BlogPost._base_manager.only("id", "content", "content_format"))
    for post in posts:
        post.content_html = render(post.content, post.content_format)
    BlogPost._base_manager.bulk_update(posts, ["content_html"], batch_size=200)


class Migration(migrations.Migration):
    dependencies = [("blog", "0004_writing_and_finding")]

    operations = [migrations.RunPython(render_bodies, migrations.RunPython.noop)]
