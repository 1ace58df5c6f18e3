"""A production-like server for the run: a scratch database, seeded content, collected static
files and gunicorn on a free loopback port. Everything lives in one temporary folder.

A run has two side by side (bench/run.py): the demo-sized site ("small": seed_demo and 50
published posts) and the same with years of content added ("big": `seed_scale`, BENCH_SCALE
times its default counts), each with a database and a Redis database of its own."""

import contextlib
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
PG_HOST, PG_PORT = "127.0.0.1", 5432
FORBIDDEN_PORTS = {8000, 8765}


def free_port() -> int:
    while True:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
        if port not in FORBIDDEN_PORTS:
            return port


BENCH_REDIS_URL = "redis://127.0.0.1:6379/13"
# The big site's own Redis database: its cached bodies and content versions never meet the
# small site's.
BENCH_REDIS_URL_BIG = "redis://127.0.0.1:6379/12"


def _flush_bench_redis(url: str = BENCH_REDIS_URL) -> None:
    import redis

    redis.Redis.from_url(url, socket_connect_timeout=2).flushdb()


def _postgres_answers() -> bool:
    try:
        with socket.create_connection((PG_HOST, PG_PORT), timeout=1):
            pass
    except OSError:
        return False
    return shutil.which("psql") is not None and _psql("postgres", "SELECT 1").returncode == 0


def _psql(db: str, sql: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["psql", "-h", PG_HOST, "-p", str(PG_PORT), "-U", "postgres", "-d", db, "-v",
         "ON_ERROR_STOP=1", "-qAtc", sql],
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip


@dataclass
class Server:
    # "small" (the demo) or "big" (the demo and seed_scale); the big one's rows are `scale`
    # times seed_scale's default counts.
    name: str = "small"
    scale: float = 0.0
    redis_url: str = BENCH_REDIS_URL
    tmp: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="bench-")))
    port: int = 0
    db_engine: str = ""
    db_name: str = ""
    env: dict = field(default_factory=dict)
    proc: subprocess.Popen | None = None
    log: list = field(default_factory=list)
    seed_seconds: float | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def say(self, message: str) -> None:
        print(f"[bench] {self.name}: {message}", flush=True)
        self.log.append(message)

    # --- setup --------------------------------------------------------------------------
    def prepare(self) -> None:
        self.port = free_port()
        database_url = self._database()
        (self.tmp / "media").mkdir()
        (self.tmp / "static").mkdir()
        self.env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "bench.settings",
            "SECRET_KEY": secrets.token_urlsafe(50),
            # localhost: the name the HTTPS proxy (Caddy) serves the site under (bench/proxy.py)
            "ALLOWED_HOSTS": "127.0.0.1,localhost",
            "ALLOW_HTTP": "1",
            "SITE_URL": self.base,
            "EMAIL_URL": "dummymail://",  # production settings refuse the console backend
            "DATABASE_URL": database_url,
            "MEDIA_ROOT": str(self.tmp / "media"),
            "BENCH_STATIC_ROOT": str(self.tmp / "static"),
            "PYTHONPATH": str(ROOT),
        }
        for name in ("AWS_STORAGE_BUCKET_NAME", "DJANGO_DEBUG"):
            self.env.pop(name, None)
        # Production shares its cache across workers through Redis; the bench uses a Redis
        # database of its own, emptied before and after the run.
        self.env["REDIS_URL"] = self.redis_url
        _flush_bench_redis(self.redis_url)
        self.manage("migrate", "--noinput", "-v0")
        self.manage("collectstatic", "--noinput", "-v0")
        self.manage("seed_demo")
        self.run_module("bench.seed", "50")
        if self.scale:
            started = time.monotonic()
            out = self.manage("seed_scale", f"--fraction={self.scale}", "--seed=17")
            self.seed_seconds = round(time.monotonic() - started, 1)
            self.say(f"seed_scale --fraction={self.scale} in {self.seed_seconds} s: {out.strip()}")

    def _database(self) -> str:
        if _postgres_answers():
            self.db_name = f"bench_{secrets.token_hex(4)}"
            result = _psql("postgres", f'CREATE DATABASE "{self.db_name}"')
            if result.returncode == 0:
                self.db_engine = "postgresql"
                self.say(f"PostgreSQL on {PG_HOST}:{PG_PORT}, scratch database {self.db_name}")
                return f"postgres://postgres@{PG_HOST}:{PG_PORT}/{self.db_name}"
            self.say(f"could not create a PostgreSQL database: {result.stderr.strip()}")
            self.db_name = ""
        self.db_engine = "sqlite"
        self.say("PostgreSQL does not answer on 127.0.0.1:5432: FALLING BACK TO SQLITE")
        return f"sqlite:///{self.tmp / 'db.sqlite3'}"

    def manage(self, *args: str) -> str:
        return self._run([PY, "manage.py", *args])

    def run_module(self, module: str, *args: str, env: dict | None = None) -> str:
        return self._run([PY, "-m", module, *args], env=env)

    def _run(self, cmd: list[str], env: dict | None = None) -> str:
        result = subprocess.run(
            cmd, cwd=ROOT, env={**self.env, **(env or {})}, capture_output=True, text=True
        )
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd[1:])} failed:\n{result.stdout}\n{result.stderr}")
        return result.stdout

    def start(self, workers: int = 2) -> None:
        gunicorn = str(Path(PY).parent / "gunicorn")
        self.proc = subprocess.Popen(
            [gunicorn, "portfolio.wsgi:application", "--bind", f"127.0.0.1:{self.port}",
             "--workers", str(workers), "--forwarded-allow-ips", "127.0.0.1",
             "--log-level", "warning", "--error-logfile", str(self.tmp / "gunicorn.log")],
            cwd=ROOT, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {(self.tmp / 'gunicorn.log').read_text()}")
            try:
                with urllib.request.urlopen(f"{self.base}/healthz", timeout=2) as response:
                    if response.status == 200:
                        self.say(f"gunicorn ({workers} workers) answers on {self.base}")
                        return
            except OSError:
                pass
            time.sleep(0.3)
        raise RuntimeError("gunicorn did not answer /healthz within 60 s")

    def worker_pids(self) -> list[int]:
        """The gunicorn workers' process ids (the master's children)."""
        if not self.proc:
            return []
        children = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        return sorted(int(pid) for pid in children.read_text().split())

    def owner_token(self) -> str:
        """A fresh access token of the site's owner (made when there is none), for the owner's
        endpoints (the dashboard's summary)."""
        out = self.run_module("bench.owner")
        return out.split("BENCH-TOKEN ", 1)[1].strip()

    # --- teardown -----------------------------------------------------------------------
    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None
        if self.db_name:
            for _ in range(5):
                result = _psql("postgres", f'DROP DATABASE IF EXISTS "{self.db_name}" WITH (FORCE)')
                if result.returncode == 0:
                    break
                time.sleep(1)
            else:
                self.say(f"could not drop {self.db_name}: {result.stderr.strip()}")
            self.db_name = ""
        with contextlib.suppress(Exception):
            _flush_bench_redis(self.redis_url)
        shutil.rmtree(self.tmp, ignore_errors=True)


if __name__ == "__main__":
    # `python -m bench.server`: the benchmark's server, kept up until Ctrl-C, for looking at a
    # page or running one Lighthouse by hand against exactly what `make bench` measures.
    import signal

    signal.signal(signal.SIGTERM, signal.default_int_handler)  # `kill` stops it cleanly too
    signal.signal(signal.SIGINT, signal.default_int_handler)  # even when started with &
    server = Server()
    try:
        server.prepare()
        server.start(workers=2)
        server.say(f"serving {server.base} until interrupted")
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
