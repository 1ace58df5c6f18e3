"""Fixtures every test suite shares: API clients, the owner and a signed-in owner client."""

import os

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache
from django.test import Client
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import RefreshToken

from tests.accounts.factories import OWNER_PASSWORD, OwnerFactory, UserFactory

# Fixtures of their own modules, for any suite that asks for them: an S3-compatible bucket, and
# an SMTP server on loopback.
pytest_plugins = ["tests.support.s3", "tests.support.smtp"]

# End-to-end tests need the real webpack bundle and a browser: `make test-e2e` runs them with
# E2E=1 (which switches the test settings to the real bundle). Everything else never needs one.
if os.environ.get("E2E") != "1":
    collect_ignore = ["e2e"]


@pytest.fixture(autouse=True)
def _empty_cache():
    """Throttle counters and the token deny-list start empty in every test."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture(autouse=True)
def _own_media_root(settings, tmp_path_factory):
    """Every test gets an empty media folder of its own: no test sees, or is broken by, another
    test's uploads (end-to-end tests too: the live server reads the same settings)."""
    settings.MEDIA_ROOT = str(tmp_path_factory.mktemp("media"))


@pytest.fixture
def api_client() -> APIClient:
    return APIClient()


@pytest.fixture
def owner(db):
    return OwnerFactory()


@pytest.fixture
def other_user(db):
    """A signed-in account that is not the owner: it must get 403 on owner endpoints."""
    return UserFactory()


def _bearer_client(user) -> APIClient:
    client = APIClient()
    token = RefreshToken.for_user(user).access_token
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


@pytest.fixture(
    params=[("api_client", 401), ("other_user_client", 403)],
    ids=["anonymous", "signed-in non-owner"],
)
def not_the_owner(request) -> tuple[APIClient, int]:
    """A client that is not the owner's, and the status an owner-only endpoint answers it with:
    401 without credentials, 403 for a signed-in account that is not the owner. Each test runs
    once for each."""
    name, status = request.param
    return request.getfixturevalue(name), status


@pytest.fixture(params=["anonymous", "signed-in non-owner", "no user"])
def visitor(request, db):
    """Whoever is not the owner, as a selector's `viewer`: each test runs once for each."""
    return {
        "anonymous": AnonymousUser,
        "signed-in non-owner": UserFactory,
        "no user": lambda: None,
    }[request.param]()


@pytest.fixture
def owner_client(owner) -> APIClient:
    """An API client that sends the owner's JWT access token, as the admin panel does."""
    return _bearer_client(owner)


@pytest.fixture
def other_user_client(other_user) -> APIClient:
    return _bearer_client(other_user)


@pytest.fixture
def owner_browser(owner) -> Client:
    """A Django test client signed in as the owner with a session cookie, as a browser is in
    /django-admin/ (the API never accepts that cookie)."""
    client = Client()
    assert client.login(username="owner", password=OWNER_PASSWORD)
    return client
