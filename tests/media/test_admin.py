"""Django admin for media items: the owner's fallback for bulk fixes."""

import pytest
from django.test import Client

from apps.media.models import MediaItem
from tests.accounts.factories import OWNER_PASSWORD, OwnerFactory
from tests.media.factories import MediaItemFactory

pytestmark = pytest.mark.django_db

CHANGELIST = "/django-admin/media/mediaitem/"


@pytest.fixture
def admin_client_(client: Client) -> Client:
    OwnerFactory()
    assert client.login(username="owner", password=OWNER_PASSWORD)
    return client


def test_changelist_searches_and_filters(admin_client_):
    MediaItemFactory(title="Climate podcast", type="podcast", platform="Podcast directory")
    MediaItemFactory(title="Revision article")

    found = admin_client_.get(CHANGELIST, {"q": "climate"})
    filtered = admin_client_.get(CHANGELIST, {"type__exact": "podcast", "is_published__exact": "1"})

    assert found.status_code == filtered.status_code == 200
    assert b"Climate podcast" in found.content
    assert b"Revision article" not in found.content
    assert b"Revision article" not in filtered.content


@pytest.mark.parametrize(
    ("action", "result"), [("publish_selected", True), ("unpublish_selected", False)]
)
def test_bulk_publish_actions(admin_client_, action, result):
    items = [MediaItemFactory(is_published=not result) for _ in range(2)]

    admin_client_.post(
        CHANGELIST, {"action": action, "_selected_action": [str(i.id) for i in items]}
    )

    assert set(MediaItem.objects.values_list("is_published", flat=True)) == {result}


def test_add_form_refuses_a_link_that_is_not_http(admin_client_):
    response = admin_client_.post(
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
