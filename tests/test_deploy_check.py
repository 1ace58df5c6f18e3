"""`check --deploy` with the production settings and a real-looking environment is silent."""

import os
import secrets
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_deploy_check_prints_no_warning(tmp_path):
    (tmp_path / "build" / "bundles").mkdir(parents=True)  # a deployment has built its bundle
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "ALLOW_HTTP"))},
        "DJANGO_SETTINGS_MODULE": "portfolio.settings.production",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "portfolio.example.org",
        "SITE_URL": "https://portfolio.example.org",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        "REDIS_URL": "redis://127.0.0.1:6379/0",
        "EMAIL_URL": "smtp+tls://mailer:secret@smtp.example.org:587",
        "DEFAULT_FROM_EMAIL": "Portfolio <no-reply@portfolio.example.org>",
        "OWNER_EMAIL": "owner@portfolio.example.org",
        "FRONTEND_BUILD_DIR": str(tmp_path / "build"),
    }

    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )

    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout
