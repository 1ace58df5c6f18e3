"""The database going away mid-flight, against the real PostgreSQL through a proxy the test
cuts and restores: the API and pages answer 503 with Retry-After, never a 500 with a
traceback, /healthz answers 503, and the site recovers by itself."""

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest

from tests.support.tcp_proxy import TcpProxy

ROOT = Path(__file__).resolve().parent.parent
PG = ("127.0.0.1", 5432)


def _postgres_answers() -> bool:
    with contextlib.suppress(OSError), socket.create_connection(PG, timeout=1):
        return True
    return False


pytestmark = pytest.mark.skipif(
    not os.environ.get("DATABASE_URL", "").startswith("postgres") or not _postgres_answers(),
    reason="needs the real PostgreSQL (run with DATABASE_URL=postgres://...)",
)


def _get(url: str) -> tuple[int, dict, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:  # noqa: S310 (loopback)
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def scratch_database():
    import psycopg

    name = f"outage_{uuid.uuid4().hex[:10]}"
    with psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')
    yield name
    with psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True) as c:
        c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def server_behind_proxy(scratch_database, tmp_path):
    proxy = TcpProxy(PG)
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "portfolio.settings.test",
        "DATABASE_URL": f"postgres://postgres@127.0.0.1:{proxy.port}/{scratch_database}",
        "E2E": "0",
    }
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "-v0"], cwd=ROOT, env=env, check=True
    )
    port = _free_port()
    server = subprocess.Popen(  # noqa: S603
        [
            str(Path(sys.executable).parent / "gunicorn"),
            "portfolio.wsgi:application",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            "1",
            "--timeout",
            "30",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        with contextlib.suppress(OSError):
            if _get(base + "/healthz")[0] == 200:
                break
        time.sleep(0.1)
    yield base, proxy
    server.terminate()
    server.wait(timeout=10)
    proxy.close()


def test_outage_answers_503_and_the_site_recovers_by_itself(server_behind_proxy):
    base, proxy = server_behind_proxy
    assert _get(base + "/api/blog-posts")[0] == 200
    assert _get(base + "/")[0] == 200

    proxy.cut()
    # A visitor's list and a page already answered are served from the cache even now...
    assert _get(base + "/api/blog-posts")[0] == 200
    assert _get(base + "/")[0] == 200
    # ...while anything that needs the database answers 503.
    api_status, api_headers, api_body = _get(base + "/api/gcse-journal")
    page_status, page_headers, page_body = _get(base + "/gcse-journey")
    health_status, _, _ = _get(base + "/healthz")

    assert api_status == 503
    assert api_headers["Retry-After"] == "5"
    assert json.loads(api_body)["detail"]
    assert page_status == 503
    assert page_headers["Retry-After"] == "5"
    assert b"Traceback" not in page_body
    assert b"Back in a moment" in page_body
    assert health_status == 503

    proxy.restore()
    deadline = time.monotonic() + 10
    statuses = []
    while time.monotonic() < deadline:
        statuses.append(_get(base + "/api/travel-stories")[0])
        if statuses[-1] == 200:
            break
        time.sleep(0.2)
    assert statuses[-1] == 200, statuses
    assert _get(base + "/gcse-journey")[0] == 200
    assert _get(base + "/healthz")[0] == 200
