"""The settings modules: production refuses to start half-configured."""

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings

ROOT = Path(__file__).resolve().parent.parent


def _import_production(**env: str) -> subprocess.CompletedProcess:
    required = {"SECRET_KEY", "ALLOWED_HOSTS", "REDIS_URL", "EMAIL_URL"}
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


CONFIGURED = {
    "SECRET_KEY": "x" * 60,
    "ALLOWED_HOSTS": "example.com",
    "REDIS_URL": "redis://127.0.0.1:6379/0",
    "EMAIL_URL": "smtp+tls://mailer:secret@smtp.example.org:587",
}


def test_production_starts_when_configured():
    result = _import_production(**CONFIGURED)

    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("email_url", [None, "", "consolemail://"])
def test_production_refuses_the_console_mail_backend(email_url):
    """The console backend prints every contact message and testimonial request, bodies and
    addresses, into the server's log: production settings never start with it."""
    env = {k: v for k, v in CONFIGURED.items() if k != "EMAIL_URL"}
    if email_url is not None:
        env["EMAIL_URL"] = email_url

    result = _import_production(**env)

    assert result.returncode != 0
    assert "EMAIL_URL must be set for production settings" in result.stderr
    assert "dummymail://" in result.stderr  # says how to run without a mail server


SECRET_BODY = "A visitor wrote this private message body"
SEND_ONE = (
    "import django; django.setup(); from django.conf import settings; "
    "from django.core.mail import send_mail; "
    "print(settings.MAILERS['default']['BACKEND']); "
    f"send_mail('Subject', {SECRET_BODY!r}, 'site@example.org', ['owner@example.org'])"
)


def _make_serve_recipe(*variables: str) -> list[str]:
    """`make serve`'s commands as make would run them (printed by `make -n`, not run)."""
    env = {k: v for k, v in os.environ.items() if k not in {"MAKEFLAGS", "MAKELEVEL", "MFLAGS"}}
    result = subprocess.run(  # noqa: S603 (the test's own arguments)
        ["make", "--no-print-directory", "-n", "serve", *variables],  # noqa: S607
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.replace("\\\n", "").splitlines()


def _serve_env(**extra: str) -> dict[str, str]:
    return {
        **{k: v for k, v in os.environ.items() if k not in {"EMAIL_URL", "DJANGO_DEBUG"}},
        "SECRET_KEY": "y" * 60,  # instead of var/serve-secret-key, which a fresh clone lacks
        **extra,
    }


def _bash(command: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(  # noqa: S603
        ["bash", "-c", command],  # noqa: S607
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_make_serve_prints_no_message_body():
    migrate = next(line for line in _make_serve_recipe() if "manage.py migrate --noinput" in line)
    # The environment `make serve` gives every command, around a command that sends one e-mail.
    command = migrate.replace("manage.py migrate --noinput", f"-c {shlex.quote(SEND_ONE)}")

    sent = _bash(command, _serve_env())

    assert sent.returncode == 0, sent.stderr
    assert sent.stdout.splitlines()[0] == "django.core.mail.backends.dummy.EmailBackend"
    assert SECRET_BODY not in sent.stdout + sent.stderr


def test_make_serve_warns_that_no_mail_is_sent_until_email_url_is_set():
    warning = [line for line in _make_serve_recipe() if "EMAIL_URL" in line and "echo" in line]
    assert len(warning) == 1

    warned = _bash(warning[0], _serve_env())
    quiet = _bash(warning[0], _serve_env(EMAIL_URL="smtp://mail.example.org:25"))

    assert "no e-mail is sent" in warned.stdout
    assert "EMAIL_URL" in warned.stdout
    assert quiet.stdout == ""


def test_make_serve_with_a_dot_env_file_takes_every_setting_from_it(tmp_path):
    """A real deployment keeps its settings in .env: `make serve` must not put its loopback
    defaults (plain HTTP allowed, no e-mail, a local host name) in the environment, where they
    would win over the file's values."""
    dot_env = tmp_path / ".env"
    dot_env.write_text("SECRET_KEY=from-the-file\n")

    deployed = _make_serve_recipe(f"DOT_ENV={dot_env}")
    trying = _make_serve_recipe(f"DOT_ENV={tmp_path / 'absent'}")

    migrate = next(line for line in deployed if "manage.py migrate --noinput" in line)
    for default in ("ALLOW_HTTP", "EMAIL_URL=", "ALLOWED_HOSTS", "SECRET_KEY", "SITE_URL"):
        assert default not in migrate, default
    warning = next(line for line in deployed if "EMAIL_URL" in line and "echo" in line)
    assert _bash(warning, _serve_env()).stdout == ""  # .env's EMAIL_URL is the one that counts
    assert any("ALLOW_HTTP" in line and "manage.py migrate" in line for line in trying)


def test_services_own_the_transactions_and_the_user_model_is_custom():
    assert settings.DATABASES["default"]["ATOMIC_REQUESTS"] is False
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


HOSTILE_ENV = {
    "AWS_STORAGE_BUCKET_NAME": "real-bucket",
    "AWS_S3_ENDPOINT_URL": "https://s3.example.com",
    "REDIS_URL": "redis://10.9.9.9:6379/0",
    "EMAIL_URL": "smtp://user:pw@smtp.example.com:587",
    "CORS_ALLOWED_ORIGINS": "https://evil.example",
    "NUM_PROXIES": "3",
}


def _test_settings_under(env: dict, cwd: Path) -> dict:
    probe = (
        "import json, django; django.setup(); from django.conf import settings as s;"
        "print(json.dumps({'storage': s.STORAGES['default']['BACKEND'],"
        " 'cache': s.CACHES['default']['BACKEND'], 'mail': s.MAILERS['default']['BACKEND'],"
        " 'img': s.SECURE_CSP['img-src'], 'cors': s.CORS_ALLOWED_ORIGINS,"
        " 'proxies': s.REST_FRAMEWORK['NUM_PROXIES'], 'secret': s.SECRET_KEY}))"
    )
    result = subprocess.run(  # noqa: S603
        [sys.executable, "-c", probe],
        cwd=cwd,
        env={**os.environ, **env, "DJANGO_SETTINGS_MODULE": "portfolio.settings.test"},
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout)


def test_test_settings_switch_off_every_integration_the_environment_names():
    seen = _test_settings_under(HOSTILE_ENV, ROOT)

    assert seen["storage"] == "django.core.files.storage.FileSystemStorage"
    assert seen["cache"] == "django.core.cache.backends.locmem.LocMemCache"
    assert seen["mail"] == "django.core.mail.backends.locmem.EmailBackend"
    assert not any("example.com" in source for source in seen["img"])
    assert seen["cors"] == []
    assert seen["proxies"] == 0


def test_a_dot_env_file_is_read_only_when_asked():
    probe = (
        "import environ; calls = [];"
        "environ.Env.read_env = classmethod(lambda cls, *a, **k: calls.append(a));"
        "import portfolio.settings.base; print(len(calls))"
    )

    def reads(flag: str | None) -> int:
        env = {k: v for k, v in os.environ.items() if k != "DJANGO_READ_DOT_ENV_FILE"}
        if flag is not None:
            env["DJANGO_READ_DOT_ENV_FILE"] = flag
        result = subprocess.run(  # noqa: S603
            [sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True
        )
        assert result.returncode == 0, result.stderr
        return int(result.stdout)

    assert (reads(None), reads("0"), reads("1")) == (0, 0, 1)


def test_each_test_starts_with_an_empty_media_folder_of_its_own():
    from django.core.files.base import ContentFile
    from django.core.files.storage import default_storage

    from portfolio.settings import test as test_settings

    assert settings.MEDIA_ROOT != test_settings.MEDIA_ROOT
    assert os.listdir(settings.MEDIA_ROOT) == []
    saved = default_storage.save("probe.txt", ContentFile(b"x"))
    assert Path(settings.MEDIA_ROOT, saved).exists()
