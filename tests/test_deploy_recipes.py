"""The deploying guide's files (deploy/portfolio.cron, deploy/portfolio.service, scripts/manage)
name commands that exist and run the site as production does: a typo in a cron line would
fail silently every night on the owner's server."""

import os
import re
import subprocess
from pathlib import Path

from django.core.management import get_commands

ROOT = Path(__file__).resolve().parent.parent
MANAGE = "/srv/portfolio/scripts/manage "


def _cron_jobs() -> list[str]:
    lines = (ROOT / "deploy" / "portfolio.cron").read_text().splitlines()
    return [line for line in lines if line and not line.startswith("#") and "=" not in line[:12]]


def test_every_cron_job_runs_a_real_command_as_the_site_user():
    jobs = _cron_jobs()
    named = [re.search(re.escape(MANAGE) + r"(\w+)", job).group(1) for job in jobs]

    assert named == [
        "purge_expired",
        "backup",
        "send_pending_mail",
        "send_guardian_digest",
        *named[4:],
    ]
    for job in jobs:
        assert job.split()[5] == "portfolio", job  # /etc/cron.d lines name the user
    assert set(named) <= set(get_commands())


def test_scripts_manage_runs_a_command_with_the_production_settings():
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")},
        "SECRET_KEY": "z" * 60,
        "ALLOWED_HOSTS": "portfolio.example.org",
        "REDIS_URL": "redis://127.0.0.1:6379/0",
        "EMAIL_URL": "dummymail://",
        "DATABASE_URL": "sqlite:///:memory:",
    }

    printed = subprocess.run(  # noqa: S603 (the project's own script)
        [str(ROOT / "scripts" / "manage"), "diffsettings", "--output", "unified"],
        cwd="/",
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout

    assert "+ SECURE_SSL_REDIRECT = True" in printed  # the production settings
    assert "'portfolio.example.org'" in printed


def test_the_service_runs_make_serve_in_the_checkout_the_cron_jobs_use():
    unit = (ROOT / "deploy" / "portfolio.service").read_text()

    assert "ExecStart=/usr/bin/make serve" in unit
    assert "WorkingDirectory=/srv/portfolio" in unit
    assert "User=portfolio" in unit
