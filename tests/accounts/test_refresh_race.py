"""A refresh token is spent exactly once, however many requests present it at the same moment
(issue 25): two tabs refreshing together, or a stolen token raced against the owner, never fork
the session. The spend is one unique insert into the blacklist; the request whose insert fails
is refused, on SQLite and PostgreSQL alike."""

import json
import os
import threading
import urllib.error
import urllib.request
import uuid

import pytest
from rest_framework.test import APIClient
from rest_framework_simplejwt.token_blacklist.models import BlacklistedToken, OutstandingToken
from rest_framework_simplejwt.tokens import RefreshToken

from apps.accounts.services import RefreshInvalid, owner_token_refresh
from tests.accounts.factories import OWNER_PASSWORD
from tests.support.live_site import gunicorn, manage

OWNER = {"username": "owner", "password": "Refresh-race-pass-2026"}
PARALLEL = 8
ROUNDS = 5
POSTGRES = "postgresql://postgres@127.0.0.1:5432/postgres"


@pytest.mark.django_db
def test_a_token_spent_by_another_request_after_this_one_checked_it_is_refused(owner, monkeypatch):
    """This refresh finds the token unused, but another refresh spends it (and commits) before
    this one does: this one is refused and issues nothing."""
    refresh = (
        APIClient()
        .post("/api/admin/login", {"username": "owner", "password": OWNER_PASSWORD}, format="json")
        .json()["refresh"]
    )
    real_init = RefreshToken.__init__

    def checked_then_the_other_request_spends_it(self, token=None, *args, **kwargs):
        real_init(self, token, *args, **kwargs)  # verified: not blacklisted, as far as it knows
        if token == refresh:
            BlacklistedToken.objects.create(token=OutstandingToken.objects.get(jti=self["jti"]))

    issued = OutstandingToken.objects.count()
    monkeypatch.setattr(RefreshToken, "__init__", checked_then_the_other_request_spends_it)
    with pytest.raises(RefreshInvalid):
        owner_token_refresh(refresh=refresh)

    assert OutstandingToken.objects.count() == issued  # no new pair


def _post(url: str, body: dict) -> tuple[int, dict]:
    request = urllib.request.Request(  # noqa: S310 (loopback)
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:  # noqa: S310
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


@pytest.fixture
def database_url(tmp_path):
    """A database of the test's own: a SQLite file, or a scratch PostgreSQL database when the
    suite runs on PostgreSQL (DATABASE_URL=postgres://...)."""
    if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
        yield f"sqlite:///{tmp_path / 'db.sqlite3'}"
        return
    import psycopg

    name = f"refresh_race_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(POSTGRES, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    yield f"postgres://postgres@127.0.0.1:5432/{name}"
    with psycopg.connect(POSTGRES, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def site(database_url, tmp_path):
    """gunicorn with four workers (separate processes, as production runs them) on that
    database: its base address."""
    env = {
        "DJANGO_SETTINGS_MODULE": "tests.support.server_settings",
        "DATABASE_URL": database_url,
        "REDIS_URL": "",
        "MEDIA_ROOT": str(tmp_path / "media"),
        "DJANGO_SUPERUSER_USERNAME": OWNER["username"],
        "DJANGO_SUPERUSER_PASSWORD": OWNER["password"],
        "DJANGO_SUPERUSER_EMAIL": "owner@example.com",
    }
    env = {**os.environ, **env}
    manage(env, "migrate", "--noinput", "-v0")
    manage(env, "ensure_owner")
    with gunicorn(env, log=tmp_path / "gunicorn.log", workers=4) as base:
        yield base


def test_parallel_refreshes_of_one_token_leave_one_live_session(site):
    status, session = _post(site + "/api/admin/login", OWNER)
    assert status == 200, session
    refresh = session["refresh"]

    for _ in range(ROUNDS):
        start = threading.Barrier(PARALLEL)
        answers: list[tuple[int, dict]] = []

        def tab(start=start, answers=answers, refresh=refresh):
            start.wait()
            answers.append(_post(site + "/api/admin/refresh", {"refresh": refresh}))

        threads = [threading.Thread(target=tab) for _ in range(PARALLEL)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

        statuses = sorted(status for status, _ in answers)
        assert statuses == [200] + [401] * (PARALLEL - 1), statuses
        refused = [body for status, body in answers if status == 401]
        assert {body["detail"] for body in refused} == {
            "Your session has expired. Please sign in again."
        }
        # The one new session goes on; the next round races its refresh token.
        refresh = next(body for status, body in answers if status == 200)["refresh"]
