import pytest
from django.contrib.auth.models import AnonymousUser
from rest_framework.test import APIRequestFactory

from apps.core.permissions import IsOwner, IsOwnerOrReadOnly
from tests.accounts.factories import OwnerFactory, UserFactory

pytestmark = pytest.mark.django_db


def _request(method: str, user):
    request = getattr(APIRequestFactory(), method)("/api/x")
    request.user = user
    return request


@pytest.mark.parametrize(
    ("user_kind", "allowed"), [("anonymous", False), ("other", False), ("owner", True)]
)
def test_only_the_owner_passes_is_owner(user_kind: str, allowed: bool):
    user = {
        "anonymous": AnonymousUser(),
        "other": UserFactory(),
        "owner": OwnerFactory(),
    }[user_kind]

    assert IsOwner().has_permission(_request("post", user), None) is allowed


def test_inactive_owner_is_not_the_owner():
    assert IsOwner().has_permission(_request("get", OwnerFactory(is_active=False)), None) is False


def test_read_only_methods_are_open_but_writes_are_owner_only():
    permission = IsOwnerOrReadOnly()

    assert permission.has_permission(_request("get", AnonymousUser()), None) is True
    assert permission.has_permission(_request("post", AnonymousUser()), None) is False
    assert permission.has_permission(_request("delete", UserFactory()), None) is False
    assert permission.has_permission(_request("put", OwnerFactory()), None) is True
