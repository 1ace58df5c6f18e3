"""The HTTPS proxy in front of the big site's gunicorn for the load figure: Caddy with the
deployment's own deploy/Caddyfile (SITE_ADDRESS localhost, Caddy's local CA, loopback only),
everything it keeps in the run's folder. Without deploy/Caddyfile or Caddy, the load is
measured straight against gunicorn and the table says so."""

import os
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path

from .server import ROOT, free_port

CADDYFILE = ROOT / "deploy" / "Caddyfile"


def available() -> str | None:
    """Why the proxy cannot be used, or None when it can."""
    if not CADDYFILE.exists():
        return "deploy/Caddyfile does not exist yet"
    if not shutil.which("caddy"):
        return "caddy is not installed"
    return None


class Proxy:
    def __init__(self, upstream_port: int, tmp: Path):
        self.upstream_port = upstream_port
        self.tmp = tmp
        self.https_port = free_port()
        self.http_port = free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def base(self) -> str:
        return f"https://localhost:{self.https_port}"

    def start(self) -> None:
        env = {
            **os.environ,
            "SITE_ADDRESS": "localhost",
            "UPSTREAM": f"127.0.0.1:{self.upstream_port}",
            "HTTP_PORT": str(self.http_port),
            "HTTPS_PORT": str(self.https_port),
            "CADDY_BIND": "127.0.0.1",
            "CADDY_ADMIN": "off",
            "XDG_DATA_HOME": str(self.tmp / "caddy-data"),
            "XDG_CONFIG_HOME": str(self.tmp / "caddy-config"),
            "HOME": str(self.tmp),
        }
        log = (self.tmp / "caddy.log").open("w")
        self.proc = subprocess.Popen(
            ["caddy", "run", "--config", str(CADDYFILE), "--adapter", "caddyfile"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        import ssl

        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE  # Caddy's local CA, made a moment ago
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"caddy exited: {(self.tmp / 'caddy.log').read_text()[-800:]}")
            try:
                with urllib.request.urlopen(
                    f"{self.base}/healthz", timeout=2, context=context
                ) as response:
                    if response.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.3)
        raise RuntimeError("Caddy did not answer /healthz over HTTPS within 60 s")

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None
