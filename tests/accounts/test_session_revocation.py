"""Sessions end when they should: a password change (in the panel or in Django admin) and 'sign
out everywhere' revoke every token, and a refresh chain ends 30 days after its sign-in."""

from datetime import UTC, datetime, timedelta

import pytest
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import RefreshToken

from apps.accounts.services import AUTH_TIME_CLAIM
from tests.accounts.factories import OWNER_PASSWORD

pytestmark = pytest.mark.django_db

LOGIN = "/api/admin/login"
VERIFY = "/api/admin/verify"
REFRESH = "/api/admin/refresh"
NEW_PASSWORD = "a-brand-new-long-passphrase"


def _session():
    return (
        APIClient()
        .post(LOGIN, {"username": "owner", "password": OWNER_PASSWORD}, format="json")
        .json()
    )


def _bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def _refresh(refresh: str):
    return APIClient().post(REFRESH, {"refresh": refresh}, format="json")


def _assert_ended(session: dict) -> None:
    verify = _bearer(session["token"]).get(VERIFY)
    assert verify.status_code == 401
    assert verify.json()["detail"] == "Your session has ended. Please sign in again."
    assert _refresh(session["refresh"]).status_code == 401


def test_a_password_change_in_django_admin_revokes_every_token(owner):
    laptop, phone = _session(), _session()

    owner.set_password(NEW_PASSWORD)
    owner.save()

    _assert_ended(laptop)
    _assert_ended(phone)


def test_a_password_change_in_the_panel_revokes_every_token(owner):
    laptop, phone = _session(), _session()

    response = _bearer(laptop["token"]).post(
        "/api/admin/password",
        {"currentPassword": OWNER_PASSWORD, "newPassword": NEW_PASSWORD},
        format="json",
    )

    assert response.status_code == 204
    _assert_ended(laptop)
    _assert_ended(phone)
    signed_in = APIClient().post(
        LOGIN, {"username": "owner", "password": NEW_PASSWORD}, format="json"
    )
    assert signed_in.status_code == 200


@pytest.mark.parametrize(
    ("payload", "field", "message"),
    [
        (
            {"currentPassword": "not-it-at-all", "newPassword": NEW_PASSWORD},
            "currentPassword",
            "Your current password is not right.",
        ),
        (
            {"currentPassword": OWNER_PASSWORD, "newPassword": "short"},
            "newPassword",
            "This password is too short. It must contain at least 12 characters.",
        ),
        ({"newPassword": NEW_PASSWORD}, "currentPassword", "Your current password is required"),
    ],
)
def test_a_refused_password_change_changes_nothing(owner, payload, field, message):
    session = _session()

    response = _bearer(session["token"]).post("/api/admin/password", payload, format="json")

    assert response.status_code == 400
    assert message in response.json()[field]
    owner.refresh_from_db()
    assert owner.check_password(OWNER_PASSWORD)
    assert _bearer(session["token"]).get(VERIFY).status_code == 200


def test_sign_out_everywhere_ends_every_session_and_trusts_no_device(owner):
    laptop, phone = _session(), _session()

    response = _bearer(phone["token"]).post("/api/admin/sign-out-everywhere")

    assert response.status_code == 204
    _assert_ended(laptop)
    _assert_ended(phone)
    assert owner.trusted_devices.count() == 0


@pytest.mark.parametrize(
    "path", ["/api/admin/sign-out-everywhere", "/api/admin/password"], ids=["everywhere", "pw"]
)
def test_session_endpoints_are_the_owners(api_client, other_user_client, path):
    assert api_client.post(path, {}, format="json").status_code == 401
    assert other_user_client.post(path, {}, format="json").status_code == 403


def test_each_refresh_keeps_the_time_of_the_sign_in(owner):
    first = _session()
    signed_in_at = RefreshToken(first["refresh"])[AUTH_TIME_CLAIM]

    rotated = _refresh(_refresh(first["refresh"]).json()["refresh"]).json()

    assert RefreshToken(rotated["refresh"])[AUTH_TIME_CLAIM] == signed_in_at


def test_a_refresh_chain_ends_thirty_days_after_its_sign_in(owner):
    old = RefreshToken.for_user(owner)
    old[AUTH_TIME_CLAIM] = int((datetime.now(UTC) - timedelta(days=30, minutes=1)).timestamp())

    response = _refresh(str(old))

    assert response.status_code == 401


def test_a_refresh_chain_younger_than_thirty_days_goes_on(owner):
    young = RefreshToken.for_user(owner)
    young[AUTH_TIME_CLAIM] = int((datetime.now(UTC) - timedelta(days=29)).timestamp())

    assert _refresh(str(young)).status_code == 200


@pytest.mark.parametrize("revocation", ["sign-out-everywhere", "password"])
def test_a_sign_in_right_after_a_revocation_gets_a_working_session(owner, revocation):
    """Signing in again at once after 'sign out everywhere' or a password change (a password
    manager fills the form instantly, in the same second) gives tokens that work."""
    old = _session()
    if revocation == "password":
        body = {"currentPassword": OWNER_PASSWORD, "newPassword": NEW_PASSWORD}
        assert (
            _bearer(old["token"]).post("/api/admin/password", body, format="json").status_code
            == 204
        )
        password = NEW_PASSWORD
    else:
        assert _bearer(old["token"]).post("/api/admin/sign-out-everywhere").status_code == 204
        password = OWNER_PASSWORD

    new = APIClient().post(LOGIN, {"username": "owner", "password": password}, format="json").json()

    _assert_ended(old)
    assert _bearer(new["token"]).get(VERIFY).status_code == 200
    assert _refresh(new["refresh"]).status_code == 200
