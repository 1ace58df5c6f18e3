"""Django admin's lockout page (issue 25): a 429 in the admin's own look that says how long to
wait and offers a way back (the sign-in page, the site, the owner's panel), not a bare page."""

import pytest
from django.test import Client

from tests.conftest import OWNER_PASSWORD

pytestmark = pytest.mark.django_db

WRONG = "not-the-password"


def _admin_login(client: Client, password: str):
    return client.post(
        "/django-admin/login/?next=/django-admin/",
        {"username": "owner", "password": password},
        REMOTE_ADDR="10.9.9.7",
    )


def test_the_lockout_page_is_an_admin_page_with_a_way_back(owner):
    client = Client()
    for _ in range(5):
        _admin_login(client, WRONG)

    locked = _admin_login(client, OWNER_PASSWORD)

    assert locked.status_code == 429
    assert locked["Content-Type"] == "text/html; charset=utf-8"
    html = locked.content.decode()
    assert "Too many failed sign-in attempts. Try again in 15 minutes." in html
    assert 'href="/django-admin/login/?next=/django-admin/"' in html  # try again later, here
    assert 'href="/"' in html  # the site
    assert 'href="/admin"' in html  # the owner's panel
    assert 'id="site-name"' in html  # Django admin's header: the page is one of its own
    assert "<title>Too many attempts" in html
