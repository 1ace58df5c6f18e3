"""The settings modules: production refuses to start half-configured."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings

ROOT = Path(__file__).resolve().parent.parent


def _import_production(**env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in {"SECRET_KEY", "ALLOWED_HOSTS"}}
    clean.update(env, DJANGO_SETTINGS_MODULE="portfolio.settings.production")
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=ROOT,
        env=clean,
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize(
    ("env", "missing"),
    [
        ({"ALLOWED_HOSTS": "example.com"}, "SECRET_KEY"),
        ({"SECRET_KEY": "x" * 60}, "ALLOWED_HOSTS"),
        ({"SECRET_KEY": "x" * 60, "ALLOWED_HOSTS": ""}, "ALLOWED_HOSTS"),
    ],
)
def test_production_refuses_to_start_without_required_variables(env, missing):
    result = _import_production(**env)

    assert result.returncode != 0
    assert f"{missing} must be set" in result.stderr


def test_production_starts_when_configured():
    result = _import_production(SECRET_KEY="x" * 60, ALLOWED_HOSTS="example.com")

    assert result.returncode == 0, result.stderr


def test_requests_are_atomic_and_the_user_model_is_custom():
    assert settings.DATABASES["default"]["ATOMIC_REQUESTS"] is True
    assert settings.AUTH_USER_MODEL == "accounts.User"


def test_every_documented_variable_is_in_env_example():
    example = (ROOT / ".env.example").read_text()
    for name in (
        "DJANGO_DEBUG",
        "SECRET_KEY",
        "ALLOWED_HOSTS",
        "DATABASE_URL",
        "REDIS_URL",
        "EMAIL_URL",
        "DEFAULT_FROM_EMAIL",
        "OWNER_EMAIL",
        "AWS_STORAGE_BUCKET_NAME",
        "AWS_S3_ENDPOINT_URL",
        "SITE_URL",
        "CORS_ALLOWED_ORIGINS",
    ):
        assert f"{name}=" in example, name
