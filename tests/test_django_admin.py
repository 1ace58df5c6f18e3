"""Django admin at /django-admin/: the owner's fallback for bulk fixes. What every content
model's admin shares (the search, the publish and unpublish actions) is tested here, once for
each model; what is particular to one model is in that app's own tests/<app>/test_admin.py."""

import pytest
from django.test import Client
from django.urls import reverse

from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.gallery.factories import GalleryItemFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

# Every content model whose admin has the publish and unpublish actions, by its factory.
PUBLISHABLE = (
    BlogPostFactory,
    GcseJournalEntryFactory,
    TravelStoryFactory,
    MediaItemFactory,
    GalleryItemFactory,
    AchievementFactory,
    ProjectFactory,
    MemeFactory,
)

# The field each model's changelist search looks in, and a field the changelist shows.
SEARCHES = [
    pytest.param(BlogPostFactory, "title", "title", id="BlogPost"),
    pytest.param(GcseJournalEntryFactory, "topic", "topic", id="GcseJournalEntry"),
    pytest.param(TravelStoryFactory, "country", "title", id="TravelStory"),
    pytest.param(MediaItemFactory, "title", "title", id="MediaItem"),
    pytest.param(GalleryItemFactory, "title", "title", id="GalleryItem"),
    pytest.param(AchievementFactory, "title", "title", id="Achievement"),
    pytest.param(ProjectFactory, "title", "title", id="Project"),
    pytest.param(MemeFactory, "caption", "caption", id="Meme"),
]


def _changelist(factory) -> str:
    opts = factory._meta.model._meta
    return reverse(f"admin:{opts.app_label}_{opts.model_name}_changelist")


def test_django_admin_lives_at_django_admin(client: Client):
    response = client.get("/django-admin/login/")

    assert response.status_code == 200
    assert b"Portfolio administration" in response.content


def test_owner_edits_the_site_profile_in_django_admin(owner_browser):
    SiteProfileFactory()

    listing = owner_browser.get("/django-admin/core/siteprofile/")
    add_page = owner_browser.get("/django-admin/core/siteprofile/add/")

    assert listing.status_code == 200
    assert b"Ada Example" in listing.content
    assert add_page.status_code == 403  # a singleton: no second profile


@pytest.mark.parametrize("factory", PUBLISHABLE, ids=lambda f: f._meta.model.__name__)
def test_publish_and_unpublish_actions(owner_browser, factory):
    rows = [factory(is_published=False) for _ in range(2)]
    untouched = factory(is_published=False)
    selected = [str(row.pk) for row in rows]

    for action, result in (("publish_selected", True), ("unpublish_selected", False)):
        owner_browser.post(_changelist(factory), {"action": action, "_selected_action": selected})

        for row in rows:
            row.refresh_from_db()
            assert row.is_published is result
        untouched.refresh_from_db()
        assert untouched.is_published is False


@pytest.mark.parametrize(("factory", "searched", "shown"), SEARCHES)
def test_the_changelist_search_finds_only_the_matching_row(owner_browser, factory, searched, shown):
    found = factory(**{shown: "Findable row", searched: "Findable zebra"})
    other = factory(**{shown: "Other row", searched: "Other thing"}, is_published=False)

    listing = owner_browser.get(_changelist(factory), {"q": "zebra"})

    assert listing.status_code == 200
    assert getattr(found, shown).encode() in listing.content
    assert getattr(other, shown).encode() not in listing.content
