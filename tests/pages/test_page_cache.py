"""Pages are cached like the API (apps/core/http_cache.cached_page): a repeat visit answers 304
without SQL, the HTML is kept for everyone, and any write, of any kind of content or of the site
profile, is seen at once."""

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from apps.blog.services import post_update
from apps.journal.services import entry_create
from tests.accounts.factories import OWNER_PASSWORD
from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory

pytestmark = pytest.mark.django_db


def test_a_repeat_visit_answers_304_without_sql(client: Client):
    BlogPostFactory(title="Tides")
    first = client.get("/blog")
    assert first.status_code == 200
    etag = first["ETag"]
    assert first["Cache-Control"] == "no-cache"

    with CaptureQueriesContext(connection) as queries:
        again = client.get("/blog", headers={"if-none-match": etag})
        cached = client.get("/blog")

    assert again.status_code == 304
    assert again.content == b""
    assert cached.status_code == 200
    assert cached.content == first.content
    assert len(queries) == 0


def test_a_query_string_neither_changes_the_page_nor_makes_a_new_entry(client: Client):
    first = client.get("/blog")
    with CaptureQueriesContext(connection) as queries:
        other = client.get("/blog?utm_source=x&a=1")
    assert other["ETag"] == first["ETag"]
    assert len(queries) == 0


def test_an_edited_post_is_never_served_stale(client: Client):
    post = BlogPostFactory(title="Old title", slug="tides")
    etag = client.get("/blog/tides")["ETag"]
    assert "Old title" in client.get("/blog").content.decode()

    post_update(instance=post, data={"title": "New title"})

    page = client.get("/blog/tides", headers={"if-none-match": etag})
    assert page.status_code == 200
    assert "New title" in page.content.decode()
    assert "New title" in client.get("/blog").content.decode()


def test_new_content_of_another_kind_shows_on_every_page(client: Client):
    client.get("/gcse-journey")
    entry_create(week="Week 9", subject="maths", topic="Quadratic sequences", content="n squared",
                 is_published=True)  # fmt: skip
    assert "Quadratic sequences" in client.get("/gcse-journey").content.decode()


def test_a_site_profile_edit_in_django_admin_shows_at_once(client: Client, owner):
    profile = SiteProfileFactory(tagline="Old tagline")
    assert "Old tagline" in client.get("/").content.decode()

    admin = Client()
    assert admin.login(username="owner", password=OWNER_PASSWORD)
    fields = ("name", "bio", "email", "location")
    form = {name: getattr(profile, name) for name in fields}
    response = admin.post(
        f"/django-admin/core/siteprofile/{profile.pk}/change/", {**form, "tagline": "New tagline"}
    )

    assert response.status_code == 302, response.content
    assert "New tagline" in client.get("/").content.decode()


def test_missing_pages_are_not_cached(client: Client):
    assert client.get("/blog/nope").status_code == 404
    assert "ETag" not in client.get("/blog/nope")
    BlogPostFactory(slug="nope")  # (a factory: no invalidation needed, nothing was kept)
    assert client.get("/blog/nope").status_code == 200


def test_no_page_cache_while_developing(client: Client, settings):
    settings.DEBUG = True
    assert "ETag" not in client.get("/")
