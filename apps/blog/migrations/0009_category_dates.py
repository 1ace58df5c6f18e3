"""Category rows carry a copy of their post's visibility and dates (BlogPostCategory.of_post),
so the site map's category dates are read from one index: the copy is filled here for the
rows already written, then kept by the services."""

from django.db import migrations, models
from django.db.models import Exists, OuterRef, Subquery
from django.db.models.functions import Coalesce, Greatest


def copy_post_dates(apps, schema_editor):
    post_model = apps.get_model("blog", "BlogPost")
    link_model = apps.get_model("blog", "BlogPostCategory")
    post = post_model.objects.filter(pk=OuterRef("post_id"))
    link_model.objects.update(
        post_listed=Exists(post.filter(is_published=True, deleted_at__isnull=True)),
        post_published_at=Subquery(post.values("published_at")[:1]),
        post_changed_at=Subquery(
            post.annotate(
                changed=Greatest(Coalesce("published_at", "updated_at"), "updated_at")
            ).values("changed")[:1]
        ),
    )


class Migration(migrations.Migration):
    dependencies = [
        ("blog", "0008_blogpost_blog_post_visible_idx_and_more"),
    ]

    operations = [
        migrations.AddField(
            model_name="blogpostcategory",
            name="post_changed_at",
            field=models.DateTimeField(editable=False, null=True),
        ),
        migrations.AddField(
            model_name="blogpostcategory",
            name="post_listed",
            field=models.BooleanField(default=False, editable=False),
        ),
        migrations.AddField(
            model_name="blogpostcategory",
            name="post_published_at",
            field=models.DateTimeField(editable=False, null=True),
        ),
        migrations.RunPython(copy_post_dates, migrations.RunPython.noop, elidable=True),
        migrations.AddIndex(
            model_name="blogpostcategory",
            index=models.Index(
                condition=models.Q(("post_listed", True)),
                fields=["slug", "-post_changed_at", "post_published_at"],
                name="blog_category_dates_idx",
            ),
        ),
    ]
