"""Helpers several test modules share: query counting, backdating a row, reading a row back,
adding a row through Django admin, a valid contact message."""

from datetime import timedelta

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.core import http_cache

# Savepoints come from a service's transaction nesting inside the test's own; in production it
# is a plain BEGIN/COMMIT, which Django does not log as a query.
_TRANSACTION_CONTROL = ("SAVEPOINT", "RELEASE SAVEPOINT", "ROLLBACK TO SAVEPOINT")


def count_queries(client, path: str, *, cached: bool = False) -> int:
    """How many SQL queries one GET of `path` runs (asserting it succeeds).

    The API's response cache is emptied first, so this measures a cache miss (what a read of
    freshly written rows costs), unless `cached` is true."""
    if not cached:
        # What a write leaves: no kept answer and new content versions, but the coming due
        # times of scheduled posts, which every blog write keeps (apps/core/http_cache.py).
        due = cache.get(http_cache.DUE_KEY)
        cache.clear()
        if due is not None:
            cache.set(http_cache.DUE_KEY, due, timeout=None)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(path)
    assert response.status_code == 200, response.content
    return sum(
        1 for query in queries.captured_queries if not query["sql"].startswith(_TRANSACTION_CONTROL)
    )


def created_minutes_ago(row, minutes_ago: int):
    """`row`, stored as created `minutes_ago` minutes ago (whatever its managers hide, such as a
    deleted blog post), so that tests can order rows by their creation time."""
    type(row)._base_manager.filter(pk=row.pk).update(
        created_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    row.refresh_from_db()
    return row


def stored_values(row) -> dict:
    """Every stored value of `row`, read back from the database (all but its update time and
    its version, which every save moves on)."""
    row.refresh_from_db()
    return {
        f.attname: getattr(row, f.attname)
        for f in type(row)._meta.concrete_fields
        if f.name not in {"updated_at", "version"}
    }


def field_cases(cases: dict[str, list[tuple]], subjects: dict) -> list:
    """The pytest parameters (subject, field, value, message) of every case in `cases` (each
    name's list of (field, value, message)), with that name's entry in `subjects` first and
    an id `name-field-index`."""
    return [
        pytest.param(subjects[name], field, value, message, id=f"{name}-{field}-{index}")
        for name, rows in cases.items()
        for index, (field, value, message) in enumerate(rows)
    ]


def admin_add(browser, changelist: str, model, form: dict):
    """The row of `model` the owner's `browser` adds by posting `form` to the add page under
    Django admin's `changelist` address (asserting the admin accepted it: a redirect)."""
    response = browser.post(f"{changelist}add/", form)
    assert response.status_code == 302, response.content
    return model.objects.get()


def change_form(row, fields: tuple[str, ...], **values) -> dict:
    """What Django admin's change page posts for `row`: its `fields` as stored, then `values`
    (fields its form shows otherwise, and the test's changes), which win."""
    return {**{name: getattr(row, name) for name in fields}, **values}


def assert_admin_add_refused(browser, changelist: str, model, form: dict, message: str) -> None:
    """Posting `form` to Django admin's add page under `changelist` shows the form again with
    `message`, and stores no row of `model`."""
    response = browser.post(f"{changelist}add/", form)
    assert response.status_code == 200
    assert message in response.content.decode()
    assert not model.objects.exists()


# A contact message every check accepts (the specification's fields, an adult sender).
VALID_CONTACT = {
    "name": "Ms Patel",
    "email": "patel@school.example",
    "subject": "Science fair",
    "message": "Would you present your project at our science fair?",
    "ageVerification": "over-13",
    "consent": True,
    "coppaCompliant": True,
}


def migrated_back_to(app: str, migration: str):
    """The database migrated back to `app`'s `migration` (and whatever depends on a later one of
    it, unapplied too): returns the historical models' registry at that point and a function
    that migrates every app forward again. Forward means every app's latest migration, never only
    `app`'s: an app whose migrations depend on it (search on blog, sharing on journal, guardian on
    contact) was unapplied too, and a later test on the same database would find its tables
    gone."""
    from django.db.migrations.executor import MigrationExecutor

    target = [(app, migration)]
    executor = MigrationExecutor(connection)
    executor.migrate(target)
    old_apps = executor.loader.project_state(target).apps

    def forward() -> None:
        latest = MigrationExecutor(connection)
        latest.migrate(latest.loader.graph.leaf_nodes())

    return old_apps, forward
