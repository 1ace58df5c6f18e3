"""What tests/test_several_hosts.py runs its hosts behind: Caddy balancing them (hosts.Caddyfile,
round robin), visitors that reach the site through Caddy only, each from a loopback address of
its own (one visitor network each, to the throttles and lockouts), and steer each request to
the host they name, and a clock the test moves for every host at once
(tests/support/hosts_settings.py reads it)."""

import contextlib
import json
import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import urllib3

from tests.support.live_site import ROOT, free_port

CADDYFILE = Path(__file__).with_name("hosts.Caddyfile")
# A browser's User-Agent (Chrome on Windows): the view beacon counts browsers only.
BROWSER = (
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Safari/537.36"
)


@dataclass(frozen=True)
class Answer:
    status: int
    headers: urllib3.HTTPHeaderDict = field(repr=False)
    body: bytes = field(repr=False)
    host: str  # the host that answered (host:port), as Caddy names it

    def json(self):
        return json.loads(self.body) if self.body else None


@dataclass
class Visitor:
    """Someone at `address` (a loopback address of their own) using the site through Caddy at
    `balancer`; `hosts` are the two hosts' addresses (host:port), as Caddy names them."""

    balancer: str
    hosts: tuple[str, str]
    address: str
    token: str = ""
    pool: urllib3.PoolManager = field(init=False, repr=False)

    def __post_init__(self):
        # No retries: a request that failed is never sent again (a second upload, a second
        # view), and redirects come back as they are.
        self.pool = urllib3.PoolManager(source_address=(self.address, 0), retries=False, timeout=30)

    def ask(self, method: str, path: str, *, on: str | None = None, **kwargs) -> Answer:
        """One request through Caddy; with `on` (one of `hosts`), first steered there, and
        checked to have been answered there."""
        if on is not None:
            self._steer(on)
        answer = self._send(method, path, **kwargs)
        assert on is None or answer.host == on, f"{method} {path} reached {answer.host}, not {on}"
        return answer

    def get(self, path: str, *, on: str | None = None, **kwargs) -> Answer:
        return self.ask("GET", path, on=on, **kwargs)

    def post(self, path: str, body: dict | None = None, *, on: str | None = None, **kwargs):
        return self.ask("POST", path, on=on, body=body, **kwargs)

    def _steer(self, host: str) -> None:
        # Round robin: the next request goes to the host that did not answer the last one.
        # (Only this test talks to this Caddy, one request at a time.)
        if self._send("GET", "/healthz").host == host:
            self._send("GET", "/healthz")

    def _send(self, method, path, *, body=None, fields=None, etag="", headers=None) -> Answer:
        sent = {"User-Agent": BROWSER, **(headers or {})}
        if self.token:
            sent["Authorization"] = f"Bearer {self.token}"
        if etag:
            sent["If-None-Match"] = etag
        if fields is not None:  # multipart, as the panel's upload form sends it
            response = self.pool.request(method, self.balancer + path, fields=fields, headers=sent)
        else:
            data = None
            if body is not None:
                data = json.dumps(body).encode()
                sent["Content-Type"] = "application/json"
            response = self.pool.request(method, self.balancer + path, body=data, headers=sent)
        return Answer(
            response.status, response.headers, response.data, response.headers.get("X-Upstream")
        )


class Clock:
    """The seconds every host adds to its clock (TEST_CLOCK_FILE): time only moves forward."""

    def __init__(self, path: Path):
        self.path = path
        self.seconds = 0.0
        path.write_text("0")

    def move(self, *, seconds: float) -> None:
        self.seconds += seconds
        self.path.write_text(repr(self.seconds))


def caddy_program() -> str:
    found = shutil.which("caddy")
    if found:
        return found
    if os.environ.get("NO_CADDY") and not os.environ.get("CI"):
        pytest.skip("NO_CADDY is set: the several-hosts test needs Caddy")
    pytest.fail("caddy is not installed: `make caddy` installs Debian's caddy", pytrace=False)


@contextlib.contextmanager
def balancer(hosts: tuple[str, str], *, folder: Path) -> Iterator[str]:
    """Caddy balancing `hosts` (host:port each) on a free loopback port, once it answers
    through to them: its base address. Its files and log stay in `folder`."""
    port = free_port()
    env = {
        **os.environ,
        "BALANCER_PORT": str(port),
        "HOST_A": hosts[0],
        "HOST_B": hosts[1],
        "HOME": str(folder),
        "XDG_DATA_HOME": str(folder / "data"),
        "XDG_CONFIG_HOME": str(folder / "config"),
    }
    log = folder / "caddy.log"
    command = [caddy_program(), "run", "--config", str(CADDYFILE), "--adapter", "caddyfile"]
    with log.open("wb") as output:
        caddy = subprocess.Popen(  # noqa: S603
            command, cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT
        )
        base = f"http://127.0.0.1:{port}"
        try:
            _wait_until_it_answers(base, caddy, log)
            yield base
        finally:
            caddy.terminate()
            try:
                caddy.wait(timeout=10)
            except subprocess.TimeoutExpired:
                caddy.kill()
                caddy.wait(timeout=10)


def _wait_until_it_answers(base: str, caddy: subprocess.Popen, log: Path) -> None:
    pool = urllib3.PoolManager(retries=False, timeout=5)
    deadline = time.monotonic() + 20
    while True:
        with contextlib.suppress(urllib3.exceptions.HTTPError):
            if pool.request("GET", base + "/healthz").status == 200:
                return
        if caddy.poll() is not None or time.monotonic() > deadline:
            pytest.fail(f"Caddy did not start:\n{log.read_text()[-3000:]}", pytrace=False)
        time.sleep(0.1)
