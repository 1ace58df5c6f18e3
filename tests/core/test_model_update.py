"""model_update, the update every content service builds on: only the fields asked for, only
when they changed, validated, and saved alone (with updated_at)."""

import pytest
from django.core.exceptions import ValidationError
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.blog.models import BlogPost
from apps.core.services import editable_fields, model_update
from tests.blog.factories import BlogPostFactory

pytestmark = pytest.mark.django_db


def test_it_saves_only_the_changed_fields_and_says_so():
    post = BlogPostFactory(title="Old", read_time=5)
    stamp = post.updated_at

    with CaptureQueriesContext(connection) as queries:
        _, changed = model_update(
            instance=post, fields={"title", "read_time"}, data={"title": "New", "read_time": 5}
        )

    assert changed is True
    update = next(q["sql"] for q in queries if q["sql"].startswith("UPDATE"))
    assert "title" in update
    assert "read_time" not in update
    post.refresh_from_db()
    assert post.title == "New"
    assert post.updated_at > stamp


def test_nothing_is_saved_when_nothing_changed():
    post = BlogPostFactory(title="Same")

    with CaptureQueriesContext(connection) as queries:
        _, changed = model_update(instance=post, fields={"title"}, data={"title": "Same"})

    assert changed is False
    assert not [q for q in queries if q["sql"].startswith("UPDATE")]


def test_fields_not_asked_for_are_left_alone():
    post = BlogPostFactory(title="Kept")

    model_update(instance=post, fields={"excerpt"}, data={"title": "Sneaked in", "excerpt": "x"})

    post.refresh_from_db()
    assert (post.title, post.excerpt) == ("Kept", "x")


def test_an_invalid_value_is_refused_and_nothing_is_stored():
    post = BlogPostFactory(read_time=5)

    with pytest.raises(ValidationError):
        model_update(instance=post, fields={"read_time"}, data={"read_time": 0})

    post.refresh_from_db()
    assert post.read_time == 5


def test_editable_fields_leave_out_the_key_and_what_no_form_may_set():
    fields = editable_fields(BlogPost)

    assert "title" in fields
    assert "is_published" in fields
    assert not {"id", "created_at", "updated_at", "deleted_at"} & fields
