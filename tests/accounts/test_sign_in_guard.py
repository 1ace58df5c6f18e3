"""The sign-in guard (apps/accounts/lockout.py): one lockout for every way into the owner's
account, that only failures feed, that guessers from many addresses cannot get round, that
parallel attempts cannot race past, and that an attacker cannot use to keep the owner out."""

from datetime import timedelta

import pytest
from django.core import mail
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from apps.accounts import lockout
from apps.accounts.models import SignInAttempt
from tests.accounts.factories import OWNER_PASSWORD

pytestmark = pytest.mark.django_db

LOGIN = "/api/admin/login"
REFRESH = "/api/admin/refresh"
WRONG = "wrong-password-123"


def _login(username="owner", password=OWNER_PASSWORD, ip="10.0.0.1", device=None):
    payload = {"username": username, "password": password}
    if device:
        payload["device"] = device
    return APIClient().post(LOGIN, payload, format="json", REMOTE_ADDR=ip)


def _admin_login(client: Client, password: str, ip="10.9.9.9"):
    return client.post(
        "/django-admin/login/?next=/django-admin/",
        {"username": "owner", "password": password},
        REMOTE_ADDR=ip,
    )


# --- only failures count -------------------------------------------------------------------


def test_successful_sign_ins_never_use_up_a_limit(owner):
    """Ordinary use (many sign-ins from one address) was locked out by a shared 20 an hour."""
    for _ in range(25):
        assert _login().status_code == 200


def test_token_refreshes_have_their_own_limit_and_do_not_lock_out_sign_in(owner):
    refresh = _login().json()["refresh"]
    for _ in range(30):
        response = APIClient().post(REFRESH, {"refresh": refresh}, format="json")
        assert response.status_code == 200
        refresh = response.json()["refresh"]

    assert _login().status_code == 200


def test_twenty_failures_from_one_address_lock_it_whatever_the_usernames(owner):
    for n in range(20):
        assert _login(username=f"guess{n}", password=WRONG, ip="10.0.0.7").status_code == 401

    locked = _login(ip="10.0.0.7")

    assert locked.status_code == 429
    assert 59 * 60 < int(locked["Retry-After"]) <= 60 * 60
    assert _login(ip="10.0.0.8").status_code == 200


# --- many addresses ------------------------------------------------------------------------


def test_ten_wrong_passwords_from_ten_addresses_slow_the_account_down(owner):
    for n in range(10):
        assert _login(password=WRONG, ip=f"10.1.0.{n}").status_code == 401

    slowed = _login(ip="10.1.0.99")  # a new address, even with the right password

    assert slowed.status_code == 429
    assert slowed.json()["detail"].startswith("Too many failed sign-in attempts on this account.")
    assert 1 <= int(slowed["Retry-After"]) <= 5


def test_the_account_delay_grows_with_each_further_failure(owner):
    for n in range(10):
        _login(password=WRONG, ip=f"10.1.0.{n}")
    waits = []
    for n in range(4):
        # Let the previous delay pass by moving every attempt back in time.
        SignInAttempt.objects.update(attempted_at=timezone.now() - timedelta(seconds=2**n * 5))
        assert _login(password=WRONG, ip=f"10.2.0.{n}").status_code == 401
        waits.append(int(_login(password=WRONG, ip=f"10.3.0.{n}")["Retry-After"]))

    assert waits == sorted(waits)
    assert waits[-1] > waits[0] * 4
    assert lockout.account_delay(100) == timedelta(minutes=15)


def test_sixty_addresses_cannot_make_three_hundred_guesses(owner, monkeypatch):
    # One burst: the clock stands still, so a slow machine cannot let the first waits run out.
    moment = timezone.now()
    monkeypatch.setattr(timezone, "now", lambda: moment)
    answers = [_login(password=WRONG, ip=f"10.4.{n // 5}.{n % 5}") for n in range(300)]

    got_to_the_password = [a for a in answers if a.status_code == 401]
    assert len(got_to_the_password) <= 11


def test_the_owners_own_browser_is_never_slowed_by_an_attack(owner):
    device = _login().json()["device"]
    for n in range(12):
        _login(password=WRONG, ip=f"10.5.0.{n}")
    assert _login(ip="10.5.1.1").status_code == 429

    response = _login(ip="10.5.1.1", device=device)

    assert response.status_code == 200
    assert response.json()["device"] == device


def test_a_device_token_of_another_account_or_a_made_up_one_is_not_trusted(owner):
    for n in range(12):
        _login(password=WRONG, ip=f"10.6.0.{n}")

    assert _login(ip="10.6.1.1", device="made-up-token").status_code == 429


def test_the_owner_is_emailed_once_when_the_account_is_under_attack(owner):
    for n in range(9):
        _login(password=WRONG, ip=f"10.7.0.{n}")
    assert mail.outbox == []

    _login(password=WRONG, ip="10.7.1.1")
    for n in range(3):
        SignInAttempt.objects.update(attempted_at=timezone.now() - timedelta(minutes=20))
        _login(password=WRONG, ip=f"10.7.2.{n}")

    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == [owner.email]
    assert "10 times" in message.body
    assert "10 different internet addresses" in message.body
    assert "10.7." not in message.body  # how many addresses, never which


# --- check and record are one step ---------------------------------------------------------


def test_parallel_attempts_cannot_get_past_the_limit():
    """Twelve attempts that all start before any of them has checked its password: the old
    check-then-record let every one through; reserving first lets exactly five."""
    started, refused = [], 0
    for _ in range(12):
        try:
            started.append(lockout.attempt_begin(username="owner", ip_address="10.8.0.1"))
        except lockout.LoginLocked:
            refused += 1
    for attempt in started:
        lockout.attempt_end(attempt=attempt, succeeded=False)

    assert (len(started), refused) == (5, 7)
    assert SignInAttempt.objects.filter(outcome=SignInAttempt.Outcome.FAILED).count() == 5


def test_refused_attempts_do_not_lengthen_the_lock(owner):
    for _ in range(5):
        _login(password=WRONG, ip="10.8.0.2")
    for _ in range(10):
        assert _login(password=WRONG, ip="10.8.0.2").status_code == 429

    assert SignInAttempt.objects.count() == 5


# --- Django admin's login is the same door -------------------------------------------------


def test_django_admin_login_is_locked_after_five_wrong_passwords(owner):
    client = Client()
    for _ in range(5):
        assert _admin_login(client, WRONG).status_code == 200  # the form again, with an error

    locked = _admin_login(client, OWNER_PASSWORD)

    assert locked.status_code == 429
    assert 14 * 60 < int(locked["Retry-After"]) <= 15 * 60
    assert "Too many failed sign-in attempts" in locked.content.decode()
    assert "_auth_user_id" not in client.session


def test_failures_at_django_admin_count_for_the_api_too(owner):
    client = Client()
    for _ in range(5):
        _admin_login(client, WRONG, ip="10.9.0.1")

    assert _login(ip="10.9.0.1").status_code == 429


def test_thirty_wrong_passwords_then_the_right_one_at_django_admin_do_not_sign_in(owner):
    client = Client()
    answers = [_admin_login(client, WRONG, ip=f"10.10.{n // 3}.{n % 3}") for n in range(30)]

    last = _admin_login(client, OWNER_PASSWORD, ip="10.10.99.1")

    assert any(a.status_code == 429 for a in answers)
    assert last.status_code == 429
    assert "_auth_user_id" not in client.session


def test_django_admin_still_signs_the_owner_in(owner):
    client = Client()

    response = _admin_login(client, OWNER_PASSWORD)

    assert response.status_code == 302
    assert client.session["_auth_user_id"] == str(owner.pk)
