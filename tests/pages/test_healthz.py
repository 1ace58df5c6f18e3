"""/healthz: 200 while the database and the shared cache answer, 503 naming the one that does
not (the real outages are in tests/test_database_outage.py and tests/test_cache_outage.py)."""

from unittest import mock

import pytest
from django.core.cache import cache
from django.db import OperationalError, connection
from django.test import Client
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

pytestmark = pytest.mark.django_db


def test_healthz_is_ok_while_the_database_and_the_cache_answer(client: Client):
    response = client.get("/healthz")

    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok", "cache": "ok"}
    assert "no-cache" in response["Cache-Control"]


def test_healthz_is_503_when_the_database_does_not_answer(client: Client):
    with mock.patch.object(connection, "cursor", side_effect=OperationalError("gone")):
        response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "database": "unavailable", "cache": "ok"}
    assert response["Retry-After"] == "5"


@pytest.mark.parametrize("error", [RedisConnectionError("refused"), RedisTimeoutError("slow")])
def test_healthz_is_503_naming_the_cache_when_redis_does_not_answer(client: Client, error):
    with mock.patch.object(cache, "set", side_effect=error):
        response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "database": "ok", "cache": "unavailable"}
    assert response["Retry-After"] == "5"
