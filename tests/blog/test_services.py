"""The blog's write rules, where they live (apps/blog/services.py): a slug never shaped like a
UUID, clean content and categories, the date a post is published, and the undoable delete. Slugs,
renames, refused updates and deletes: tests/test_service_contract.py."""

from datetime import timedelta

import pytest
from django.core.exceptions import ValidationError
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.blog.services import (
    UndoExpired,
    post_create,
    post_delete,
    post_restore,
    post_update,
    posts_purge_deleted,
)
from tests.blog.factories import BlogPostFactory

pytestmark = pytest.mark.django_db

LONG_AGO = timezone.now() - timedelta(days=90)


def _create(**fields) -> BlogPost:
    return post_create(**{"title": "A post", "excerpt": "e", "content": "<p>c</p>", **fields})


def _deleted_seconds_ago(post: BlogPost, seconds: int) -> None:
    BlogPost.all_objects.filter(pk=post.pk).update(
        deleted_at=timezone.now() - timedelta(seconds=seconds)
    )


# --- create --------------------------------------------------------------------------------------


def test_a_title_that_reads_as_a_uuid_never_becomes_a_uuid_slug():
    title = "12345678-1234-5678-1234-567812345678"

    post = _create(title=title)

    assert post.slug == f"post-{title}"


def test_create_is_a_draft_with_clean_content_and_categories():
    post = _create(
        content='<p onclick="x()">Hi</p><script>alert(1)</script><img src="https://evil.example/a.png">',
        content_format="html",
        categories=[" maths ", "", "   ", "physics"],
    )

    post.refresh_from_db()
    assert post.is_published is False
    assert post.content == "<p>Hi</p>"  # the refused picture had no alt: nothing
    assert post.content_html == "<p>Hi</p>"  # the refused picture had no alt: nothing
    assert post.categories == ["maths", "physics"]


def test_a_new_post_is_markdown_stored_as_typed_and_rendered():
    post = _create(content="# Tides\n\nThe **Moon** pulls.\n<script>alert(1)</script>")

    post.refresh_from_db()
    assert post.content_format == "markdown"
    assert post.content == "# Tides\n\nThe **Moon** pulls.\n<script>alert(1)</script>"
    assert post.content_html == (
        "<h2>Tides</h2>\n<p>The <strong>Moon</strong> pulls.<br>\n"
        "&lt;script&gt;alert(1)&lt;/script&gt;</p>\n"
    )


def test_an_update_renders_again_when_the_text_or_its_format_changes():
    post = _create(content="*one*")
    post_update(instance=post, data={"content": "*two*"})
    assert post.content_html == "<p><em>two</em></p>\n"

    post_update(instance=post, data={"content_format": "html"})  # the same text, as HTML
    post.refresh_from_db()
    assert (post.content, post.content_html) == ("*two*", "*two*")

    post_update(instance=post, data={"title": "Renamed"})  # no text: the rendering stays
    post.refresh_from_db()
    assert post.content_html == "*two*"


def test_create_refuses_an_invalid_post_and_stores_nothing():
    with pytest.raises(ValidationError) as refused:
        _create(read_time=0)

    assert "read_time" in refused.value.message_dict
    assert not BlogPost.all_objects.exists()


# --- update --------------------------------------------------------------------------------------


def test_publishing_a_draft_dates_it_now():
    draft = BlogPostFactory(is_published=False, published_at=LONG_AGO)
    before = timezone.now()

    post_update(instance=draft, data={"is_published": True})

    draft.refresh_from_db()
    assert draft.is_published is True
    assert before <= draft.published_at <= timezone.now()


def test_re_saving_a_published_post_keeps_its_date():
    post = BlogPostFactory(is_published=True, published_at=LONG_AGO)

    post_update(instance=post, data={"is_published": True, "title": "Edited"})

    post.refresh_from_db()
    assert post.title == "Edited"
    assert post.published_at == LONG_AGO


def test_unpublishing_keeps_the_date_and_publishing_again_dates_it_now():
    post = BlogPostFactory(is_published=True, published_at=LONG_AGO)

    post_update(instance=post, data={"is_published": False})
    post.refresh_from_db()
    assert post.published_at == LONG_AGO

    post_update(instance=post, data={"is_published": True})
    post.refresh_from_db()
    assert post.published_at > LONG_AGO + timedelta(days=89)


def test_update_sanitises_content_and_cleans_categories():
    post = BlogPostFactory(categories=["education"])

    post_update(
        instance=post, data={"content": "<b>ok</b><iframe src='x'></iframe>", "categories": None}
    )

    post.refresh_from_db()
    assert post.content == "<b>ok</b>"
    assert post.categories == []


def test_update_returns_the_post_and_writes_only_the_changed_fields():
    post = BlogPostFactory(title="Same", excerpt="Old excerpt")

    with CaptureQueriesContext(connection) as queries:
        returned = post_update(instance=post, data={"title": "Same", "excerpt": "New excerpt"})

    assert returned is post
    # Besides the save, the version goes up by its own conditional update (writing.py).
    updates = [q["sql"] for q in queries if q["sql"].startswith('UPDATE "blog_blogpost" SET')]
    (update,) = [sql for sql in updates if not sql.startswith('UPDATE "blog_blogpost" SET "ver')]
    assert "excerpt" in update
    assert '"title"' not in update
    post.refresh_from_db()
    assert post.excerpt == "New excerpt"


def test_update_with_nothing_changed_writes_nothing():
    post = BlogPostFactory(title="Same")
    stamp = post.updated_at

    with CaptureQueriesContext(connection) as queries:
        post_update(instance=post, data={"title": "Same"})

    assert not [q for q in queries if q["sql"].startswith("UPDATE")]
    post.refresh_from_db()
    assert post.updated_at == stamp


# --- delete, restore, purge ----------------------------------------------------------------------


def test_delete_hides_the_post_but_keeps_it_for_its_undo_window():
    post = BlogPostFactory()

    post_delete(instance=post)

    assert not BlogPost.objects.filter(pk=post.pk).exists()
    assert BlogPost.all_objects.get(pk=post.pk).deleted_at is not None


def test_a_delete_finalises_the_deletions_whose_undo_window_has_passed(settings):
    expired, waiting, now_deleted = BlogPostFactory(), BlogPostFactory(), BlogPostFactory()
    post_delete(instance=expired)
    post_delete(instance=waiting)
    _deleted_seconds_ago(expired, settings.BLOG_UNDO_SECONDS + 1)

    post_delete(instance=now_deleted)

    remaining = set(BlogPost.all_objects.values_list("pk", flat=True))
    assert remaining == {waiting.pk, now_deleted.pk}


def test_restore_within_the_window_brings_the_post_back():
    post = BlogPostFactory()
    post_delete(instance=post)

    restored = post_restore(post_id=post.pk)

    assert restored.pk == post.pk
    assert restored.deleted_at is None
    assert BlogPost.objects.filter(pk=post.pk).exists()


def test_restore_after_the_window_raises_undo_expired(settings):
    post = BlogPostFactory()
    post_delete(instance=post)
    _deleted_seconds_ago(post, settings.BLOG_UNDO_SECONDS + 1)

    with pytest.raises(UndoExpired):
        post_restore(post_id=post.pk)

    assert not BlogPost.objects.filter(pk=post.pk).exists()


def test_restore_of_a_post_never_deleted_raises_undo_expired():
    post = BlogPostFactory()

    with pytest.raises(UndoExpired):
        post_restore(post_id=post.pk)


def test_purge_deletes_only_posts_past_their_window_and_counts_them(settings):
    live, waiting, expired = BlogPostFactory(), BlogPostFactory(), BlogPostFactory()
    _deleted_seconds_ago(waiting, settings.BLOG_UNDO_SECONDS - 10)
    _deleted_seconds_ago(expired, settings.BLOG_UNDO_SECONDS + 10)

    assert posts_purge_deleted() == 1

    assert set(BlogPost.all_objects.values_list("pk", flat=True)) == {live.pk, waiting.pk}
