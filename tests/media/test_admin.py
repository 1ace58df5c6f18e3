"""Django admin for media items: the owner's fallback for bulk fixes."""

import pytest

from apps.media.models import MediaItem
from tests.media.factories import MediaItemFactory

pytestmark = pytest.mark.django_db

CHANGELIST = "/django-admin/media/mediaitem/"


def test_changelist_filters_by_type(owner_browser):
    MediaItemFactory(title="Climate podcast", type="podcast", platform="Podcast directory")
    MediaItemFactory(title="Revision article")

    filtered = owner_browser.get(CHANGELIST, {"type__exact": "podcast", "is_published__exact": "1"})

    assert filtered.status_code == 200
    assert b"Climate podcast" in filtered.content
    assert b"Revision article" not in filtered.content


def test_add_form_refuses_a_link_that_is_not_http(owner_browser):
    response = owner_browser.post(
        CHANGELIST + "add/",
        {
            "title": "Bad link",
            "slug": "bad-link",
            "type": "article",
            "url": "javascript:alert(1)",
            "published_at_0": "2025-01-01",
            "published_at_1": "10:00:00",
            "is_published": "on",
        },
    )

    assert response.status_code == 200  # the form again, with the error
    assert not MediaItem.objects.exists()
