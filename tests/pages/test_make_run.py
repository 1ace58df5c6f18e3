"""`make run PORT=...`: the canonical links, sitemap and feeds name the address it serves on.

The test asks make for the command `make run` would start the server with (`make -n`), runs
that command with `runserver` swapped for a one-line settings probe, and reads the SITE_URL
Django ends up with: the effective setting, not the Makefile's text.
"""

import os
import shlex
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = "from django.conf import settings; print(settings.SITE_URL)"


# What the shell running this test may carry that would change what make or Django does.
INHERITED = {"SITE_URL", "DJANGO_SETTINGS_MODULE", "MAKEFLAGS", "MFLAGS", "MAKELEVEL"}


def _site_url_of_make_run(*, port: int, environment: dict[str, str]) -> str:
    env = {k: v for k, v in os.environ.items() if k not in INHERITED}
    dry_run = subprocess.run(  # noqa: S603 - fixed arguments
        ["make", "-n", "run", "HOST=127.0.0.1", f"PORT={port}"],  # noqa: S607 - make from PATH
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    serve = next(line for line in dry_run.splitlines() if "manage.py runserver" in line)
    assert serve.endswith(f"runserver 127.0.0.1:{port}"), serve
    probe = serve.replace(f"runserver 127.0.0.1:{port}", f"shell -c {shlex.quote(PROBE)}")
    result = subprocess.run(  # noqa: S603 - the command make itself prints
        ["bash", "-c", probe],  # noqa: S607
        cwd=ROOT,
        env={**env, **environment},
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return result.stdout.strip().splitlines()[-1]


@pytest.mark.parametrize("port", [8201, 8000])
def test_make_run_points_site_url_at_the_port_it_serves(port):
    assert _site_url_of_make_run(port=port, environment={}) == f"http://127.0.0.1:{port}"


def test_make_run_keeps_a_site_url_set_in_the_environment():
    url = _site_url_of_make_run(port=8201, environment={"SITE_URL": "https://portfolio.example"})

    assert url == "https://portfolio.example"
