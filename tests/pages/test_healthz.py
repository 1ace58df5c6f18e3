from unittest import mock

import pytest
from django.db import OperationalError, connection
from django.test import Client

pytestmark = pytest.mark.django_db


def test_healthz_is_ok_while_the_database_answers(client: Client):
    response = client.get("/healthz")

    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert "no-cache" in response["Cache-Control"]


def test_healthz_is_503_when_the_database_does_not_answer(client: Client):
    with mock.patch.object(connection, "cursor", side_effect=OperationalError("gone")):
        response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json() == {"status": "unavailable"}
    assert response["Retry-After"] == "5"
