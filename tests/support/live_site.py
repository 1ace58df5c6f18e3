"""The site run by gunicorn in a subprocess (as production runs it), and plain HTTP requests to
it that measure how long each answer took. For the outage tests, which take the database or the
cache away from a real server."""

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


@dataclass(frozen=True)
class Answer:
    status: int  # 0: no answer at all (the connection was dropped)
    headers: dict = field(repr=False)
    body: bytes = field(repr=False)
    seconds: float

    def json(self):
        return json.loads(self.body)


def http(url: str, body: dict | None = None) -> Answer:
    """A GET of `url`, or a JSON POST of `body`, and how long it took."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(  # noqa: S310 (loopback)
        url, data=data, headers={"Content-Type": "application/json"} if data else {}
    )
    started = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=40) as response:  # noqa: S310
            status, headers, content = response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        status, headers, content = error.code, dict(error.headers), error.read()
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        status, headers, content = 0, {}, b""
    return Answer(status, headers, content, time.monotonic() - started)


def until(ask: Callable[[], Answer], done: Callable[[Answer], bool], seconds=10) -> list[Answer]:
    """Ask until an answer is `done` (at most `seconds`); every answer, the last one last."""
    deadline = time.monotonic() + seconds
    answers = [ask()]
    while not done(answers[-1]) and time.monotonic() < deadline:
        time.sleep(0.2)
        answers.append(ask())
    return answers


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def answers(address: tuple[str, int]) -> bool:
    """Whether something accepts TCP connections at `address` (host, port) within a second."""
    with contextlib.suppress(OSError), socket.create_connection(address, timeout=1):
        return True
    return False


def manage(env: dict, *args: str) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=True)  # noqa: S603


@contextlib.contextmanager
def gunicorn(env: dict, *, log: Path, workers: int = 1) -> Iterator[str]:
    """gunicorn (`workers` sync workers, 1 unless told) with `env` (which names the settings and
    services), once its /healthz answers 200: its base address. Its output goes to `log`."""
    port = free_port()
    output = log.open("wb")
    server = subprocess.Popen(  # noqa: S603
        [
            str(Path(sys.executable).parent / "gunicorn"),
            "portfolio.wsgi:application",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            str(workers),
            "--timeout",
            "30",
        ],
        cwd=ROOT,
        env={**os.environ, "E2E": "0", **env},
        stdout=output,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        started = until(lambda: http(base + "/healthz"), lambda a: a.status == 200, seconds=20)
        assert started[-1].status == 200, "the server did not start"
        yield base
    finally:
        server.terminate()
        server.wait(timeout=10)
        output.close()
