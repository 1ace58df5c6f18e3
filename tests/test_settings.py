"""The settings modules: production refuses to start half-configured."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings

ROOT = Path(__file__).resolve().parent.parent


def _import_production(**env: str) -> subprocess.CompletedProcess:
    required = {"SECRET_KEY", "ALLOWED_HOSTS", "REDIS_URL"}
    clean = {k: v for k, v in os.environ.items() if k not in required}
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
        ({"ALLOWED_HOSTS": "example.com", "REDIS_URL": "redis://r:6379/0"}, "SECRET_KEY"),
        ({"SECRET_KEY": "x" * 60, "REDIS_URL": "redis://r:6379/0"}, "ALLOWED_HOSTS"),
        ({"SECRET_KEY": "x" * 60, "ALLOWED_HOSTS": "", "REDIS_URL": "r"}, "ALLOWED_HOSTS"),
        ({"SECRET_KEY": "x" * 60, "ALLOWED_HOSTS": "example.com"}, "REDIS_URL"),
    ],
)
def test_production_refuses_to_start_without_required_variables(env, missing):
    result = _import_production(**env)

    assert result.returncode != 0
    assert f"{missing} must be set" in result.stderr


def test_production_starts_when_configured():
    result = _import_production(
        SECRET_KEY="x" * 60, ALLOWED_HOSTS="example.com", REDIS_URL="redis://127.0.0.1:6379/0"
    )

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


def test_a_copied_env_example_still_runs_the_embedded_default():
    """.env.example leaves most values blank; blank must mean the default, not a crash."""
    blank = dict.fromkeys(
        (
            "SECRET_KEY",
            "DATABASE_URL",
            "EMAIL_URL",
            "MEDIA_ROOT",
            "FRONTEND_BUILD_DIR",
            "SITE_URL",
            "REDIS_URL",
            "AWS_STORAGE_BUCKET_NAME",
        ),
        "",
    )
    env = {**os.environ, **blank, "DJANGO_SETTINGS_MODULE": "portfolio.settings.base"}
    script = (
        "import django; django.setup(); from django.conf import settings as s; "
        "print(s.DATABASES['default']['ENGINE'], bool(s.SECRET_KEY), s.MEDIA_ROOT, s.SITE_URL)"
    )

    result = subprocess.run(  # noqa: S603
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
    )

    assert result.returncode == 0, result.stderr
    engine, has_key, media_root, site_url = result.stdout.split()
    assert engine == "django.db.backends.sqlite3"
    assert has_key == "True"
    assert media_root.endswith("var/media")
    assert site_url == "http://127.0.0.1:8000"
