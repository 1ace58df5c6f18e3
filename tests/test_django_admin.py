import pytest
from django.test import Client

from tests.accounts.factories import OWNER_PASSWORD, OwnerFactory
from tests.core.factories import SiteProfileFactory

pytestmark = pytest.mark.django_db


def test_django_admin_lives_at_django_admin(client: Client):
    response = client.get("/django-admin/login/")

    assert response.status_code == 200
    assert b"Portfolio administration" in response.content


def test_owner_edits_the_site_profile_in_django_admin(client: Client):
    OwnerFactory()
    SiteProfileFactory()
    assert client.login(username="owner", password=OWNER_PASSWORD)

    listing = client.get("/django-admin/core/siteprofile/")
    add_page = client.get("/django-admin/core/siteprofile/add/")

    assert listing.status_code == 200
    assert b"Ada Example" in listing.content
    assert add_page.status_code == 403  # a singleton: no second profile
