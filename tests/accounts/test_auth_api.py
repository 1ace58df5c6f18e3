"""Owner sign-in: login, verify, refresh, logout, lockout, and JWT as the only way in."""

import base64
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from apps.accounts.lockout import UNKNOWN_ADDRESS
from apps.accounts.models import SignInAttempt
from tests.accounts.factories import OWNER_PASSWORD, UserFactory

pytestmark = pytest.mark.django_db

LOGIN = "/api/admin/login"
VERIFY = "/api/admin/verify"
REFRESH = "/api/admin/refresh"
LOGOUT = "/api/admin/logout"


def _login(client: APIClient, username="owner", password=OWNER_PASSWORD, ip="10.0.0.1"):
    return client.post(
        LOGIN, {"username": username, "password": password}, format="json", REMOTE_ADDR=ip
    )


def _bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def test_owner_signs_in_and_gets_tokens_and_user(api_client, owner):
    response = _login(api_client)

    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"token", "refresh", "device", "user"}
    assert body["user"] == {
        "id": owner.id,
        "username": "owner",
        "email": owner.email,
        "role": "admin",
    }


def test_login_accepts_a_trailing_slash(api_client, owner):
    response = api_client.post(
        LOGIN + "/", {"username": "owner", "password": OWNER_PASSWORD}, format="json"
    )

    assert response.status_code == 200


def test_wrong_password_is_401_with_a_detail(api_client, owner):
    response = _login(api_client, password="wrong-password-123")

    assert response.status_code == 401
    assert response.json() == {"detail": "Invalid username or password."}
    assert "token" not in response.json()


def test_unknown_user_gets_the_same_answer_as_a_wrong_password(api_client, owner):
    response = _login(api_client, username="nobody")

    assert response.status_code == 401
    assert response.json() == {"detail": "Invalid username or password."}


def test_an_account_that_is_not_the_owner_cannot_sign_in(api_client):
    UserFactory(username="classmate")

    response = _login(api_client, username="classmate")

    assert response.status_code == 401


@pytest.mark.parametrize(
    ("payload", "field", "message"),
    [
        ({"password": "x"}, "username", "Username is required"),
        ({"username": "", "password": "x"}, "username", "Username is required"),
        ({"username": "owner"}, "password", "Password is required"),
        ({"username": "owner", "password": ""}, "password", "Password is required"),
    ],
)
def test_missing_fields_are_400_with_the_specification_messages(
    api_client, owner, payload, field, message
):
    response = api_client.post(LOGIN, payload, format="json")

    assert response.status_code == 400
    assert response.json()[field] == [message]


@pytest.mark.parametrize(
    "body",
    ['{"username": ', "[1, 2]", '{"username": ["a"], "password": {"b": 1}}', "null"],
)
def test_malformed_bodies_are_400_not_500(api_client, owner, body):
    response = api_client.post(LOGIN, body, content_type="application/json")

    assert response.status_code == 400


def test_five_failures_lock_that_username_and_address_for_15_minutes(api_client, owner):
    for _ in range(5):
        assert _login(api_client, password="wrong-password-1", ip="10.0.0.9").status_code == 401

    locked = _login(api_client, ip="10.0.0.9")  # even the right password

    assert locked.status_code == 429
    assert "Try again in 15 minutes" in locked.json()["detail"]
    assert 14 * 60 < int(locked["Retry-After"]) <= 15 * 60
    assert locked.json()["retryAfter"] == int(locked["Retry-After"])


def test_the_owner_can_still_sign_in_from_another_address(api_client, owner):
    for _ in range(5):
        _login(api_client, password="wrong-password-1", ip="10.0.0.9")

    assert _login(api_client, ip="10.0.0.10").status_code == 200


def test_the_lock_ends_after_15_minutes(api_client, owner):
    for _ in range(5):
        _login(api_client, password="wrong-password-1", ip="10.0.0.9")
    SignInAttempt.objects.update(attempted_at=timezone.now() - timedelta(minutes=15, seconds=1))

    assert _login(api_client, ip="10.0.0.9").status_code == 200


def test_a_successful_sign_in_clears_earlier_failures(api_client, owner):
    for _ in range(4):
        _login(api_client, password="wrong-password-1")
    assert _login(api_client).status_code == 200

    assert _login(api_client, password="wrong-password-1").status_code == 401
    assert _login(api_client).status_code == 200


def test_failures_are_recorded_in_the_database_for_every_worker(api_client, owner):
    _login(api_client, username="Owner", password="wrong-password-1", ip="10.1.2.3")

    failure = SignInAttempt.objects.get()
    assert (failure.username, failure.ip_address) == ("owner", "10.1.2.3")
    assert failure.outcome == SignInAttempt.Outcome.FAILED


def test_verify_answers_200_with_the_user_for_a_valid_token(api_client, owner):
    token = _login(api_client).json()["token"]

    response = _bearer(token).get(VERIFY)

    assert response.status_code == 200
    assert response.json()["user"]["username"] == "owner"


@pytest.mark.parametrize("header", [None, "Bearer not-a-token", "Token abc", "Bearer "])
def test_verify_answers_401_without_a_valid_token(owner, header):
    client = APIClient()
    if header is not None:
        client.credentials(HTTP_AUTHORIZATION=header)

    assert client.get(VERIFY).status_code == 401


def test_verify_is_403_for_a_signed_in_account_that_is_not_the_owner(other_user_client):
    assert other_user_client.get(VERIFY).status_code == 403


def test_a_session_cookie_never_authenticates_the_api(owner_browser):
    assert owner_browser.get(VERIFY).status_code == 401


def test_http_basic_with_the_owners_password_never_authenticates_the_api(owner):
    credentials = base64.b64encode(f"owner:{OWNER_PASSWORD}".encode()).decode()
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Basic {credentials}")

    assert client.get(VERIFY).status_code == 401


def test_refresh_rotates_and_the_old_refresh_token_stops_working(api_client, owner):
    first = _login(api_client).json()

    rotated = api_client.post(REFRESH, {"refresh": first["refresh"]}, format="json")
    reused = api_client.post(REFRESH, {"refresh": first["refresh"]}, format="json")

    assert rotated.status_code == 200
    assert set(rotated.json()) == {"token", "refresh"}
    assert rotated.json()["refresh"] != first["refresh"]
    assert _bearer(rotated.json()["token"]).get(VERIFY).status_code == 200
    assert reused.status_code == 401


@pytest.mark.parametrize("payload", [{}, {"refresh": "garbage"}, {"refresh": ""}])
def test_refresh_refuses_bad_tokens(api_client, payload):
    assert api_client.post(REFRESH, payload, format="json").status_code in {400, 401}


def test_refresh_of_a_deleted_owner_is_401_not_500(api_client, owner):
    refresh = _login(api_client).json()["refresh"]
    owner.delete()

    assert api_client.post(REFRESH, {"refresh": refresh}, format="json").status_code == 401


def test_logout_revokes_the_refresh_and_the_access_token(api_client, owner):
    tokens = _login(api_client).json()
    client = _bearer(tokens["token"])

    response = client.post(LOGOUT, {"refresh": tokens["refresh"]}, format="json")

    assert response.status_code == 204
    assert client.get(VERIFY).status_code == 401
    assert (
        api_client.post(REFRESH, {"refresh": tokens["refresh"]}, format="json").status_code == 401
    )


def test_logout_needs_the_owners_token(api_client):
    assert api_client.post(LOGOUT, {}, format="json").status_code == 401


def test_token_lifetimes_are_short(settings):
    assert settings.SIMPLE_JWT["ACCESS_TOKEN_LIFETIME"] <= timedelta(minutes=15)
    assert settings.SIMPLE_JWT["REFRESH_TOKEN_LIFETIME"] <= timedelta(days=1)
    assert settings.SIMPLE_JWT["ROTATE_REFRESH_TOKENS"] is True


def test_password_validators_require_12_characters(settings):
    from django.contrib.auth.password_validation import get_default_password_validators

    lengths = [v.min_length for v in get_default_password_validators() if hasattr(v, "min_length")]
    assert lengths == [12]


def test_the_openapi_schema_is_served(api_client):
    response = api_client.get("/api/schema")

    assert response.status_code == 200
    assert b"/api/admin/login" in response.content


def test_api_docs_need_the_owners_admin_session(owner):
    visitor = Client()
    owner_browser = Client()
    owner_browser.login(username="owner", password=OWNER_PASSWORD)

    redirected = visitor.get("/api/docs")
    page = owner_browser.get("/api/docs")

    assert redirected.status_code == 302
    assert redirected["Location"].startswith("/django-admin/login/")
    assert page.status_code == 200
    assert b"swagger" in page.content.lower()
    assert b"cdn" not in page.content.lower()


@pytest.mark.parametrize("meta", [{"REMOTE_ADDR": ""}, {"REMOTE_ADDR": "not-an-ip"}])
def test_a_missing_or_garbled_client_address_is_not_a_500(api_client, owner, meta):
    response = api_client.post(
        LOGIN, {"username": "owner", "password": "wrong-password-1"}, format="json", **meta
    )

    assert response.status_code == 401
    assert SignInAttempt.objects.get().ip_address == UNKNOWN_ADDRESS
