"""Logs never hold message bodies, e-mail addresses, passwords or tokens (issue 7)."""

import json
import logging
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from unittest import mock

import pytest
from django.core import mail

from tests.accounts.factories import OWNER_PASSWORD
from tests.support.live_site import free_port, http, manage, until

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parent.parent

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
SECRET_BODY = "My secret homework question about photosynthesis"


class Capture(logging.Handler):
    def __init__(self):
        super().__init__(level=logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record):
        self.lines.append(self.format(record))


@pytest.fixture
def captured_logs():
    handler = Capture()
    handler.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))
    root = logging.getLogger()
    previous = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    yield handler.lines
    root.removeHandler(handler)
    root.setLevel(previous)


def _failing_smtp(*args, **kwargs):
    import smtplib

    raise smtplib.SMTPRecipientsRefused({"pupil@example.com": (550, b"no such user")})


def test_failures_and_sign_ins_leave_no_personal_data_in_the_logs(
    api_client, owner, captured_logs, django_capture_on_commit_callbacks
):
    with (
        mock.patch("django.core.mail.EmailMessage.send", _failing_smtp),
        mock.patch("django.core.mail.EmailMultiAlternatives.send", _failing_smtp),
        django_capture_on_commit_callbacks(execute=True),
    ):
        api_client.post(
            "/api/contact",
            {
                "name": "Pupil Name",
                "email": "pupil@example.com",
                "subject": "A question",
                "message": SECRET_BODY,
                "ageVerification": "over-13",
                "consent": True,
                "coppaCompliant": True,
            },
            format="json",
        )
        login = api_client.post(
            "/api/admin/login", {"username": "owner", "password": OWNER_PASSWORD}, format="json"
        )
        api_client.post(
            "/api/admin/login", {"username": "owner", "password": "wrong-guess-123"}, format="json"
        )
        token = login.json()["token"]
        api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
        api_client.post(
            "/api/testimonials/request",
            {
                "name": "Coach",
                "email": "coach@example.com",
                "relationship": "Coach",
                "message": "Would you write a few words about our season?",
            },
            format="json",
        )

    text = "\n".join(captured_logs)
    assert "Could not e-mail the owner" in text  # the failures were logged...
    assert "Could not send a testimonial request" in text
    assert not EMAIL.findall(text)  # ...but no address,
    assert SECRET_BODY not in text  # no message body,
    assert OWNER_PASSWORD not in text  # no password,
    assert "wrong-guess-123" not in text
    assert token not in text  # and no token.
    assert mail.outbox == []


# --- secret links never reach a log (issue 25) ------------------------------------------------

# The links a log could hold: a share link, a guardian's link, the two testimonial links.
SETUP_LINKS = """
import json, secrets
from apps.guardian.models import GuardianHold, token_hash
from apps.sharing.services import share_link_create
from apps.testimonials.links import invite_token, withdraw_token
from tests.blog.factories import BlogPostFactory
from tests.contact.factories import ContactMessageFactory
from tests.testimonials.factories import TestimonialFactory, TestimonialRequestFactory

draft = BlogPostFactory(is_published=False)
_, share = share_link_create(target_type="post", target_id=draft.pk, recipient="Mrs Patel")
guardian = secrets.token_urlsafe(32)
GuardianHold.objects.create(
    message=ContactMessageFactory(age_verification="under-13-with-consent"),
    token_hash=token_hash(guardian),
)
print(json.dumps({
    "share": share,
    "guardian": guardian,
    "invite": invite_token(request=TestimonialRequestFactory()),
    "withdraw": withdraw_token(testimonial=TestimonialFactory()),
}))
"""


def _make_serve_gunicorn(port: int) -> str:
    """The command `make serve` starts gunicorn with (as `make -n` prints it, not run)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"MAKEFLAGS", "MAKELEVEL", "MFLAGS", "SECRET_KEY"}
    }
    recipe = subprocess.run(  # noqa: S603 (the test's own arguments)
        ["make", "--no-print-directory", "-n", "serve", "HOST=127.0.0.1", f"PORT={port}"],  # noqa: S607
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.replace("\\\n", "")
    return next(line for line in recipe.splitlines() if "bin/gunicorn portfolio.wsgi" in line)


@pytest.fixture
def served(tmp_path):
    """`make serve`'s own gunicorn command, run with the production settings (collecting the
    static files into the test's folder: tests/support/serve_settings.py), a private Redis and
    a database of its own holding one link of each kind: (base address, the links' tokens, the
    file gunicorn writes its output to)."""
    if shutil.which("redis-server") is None:
        pytest.fail("redis-server is not installed: install Debian's redis-server", pytrace=False)
    redis_socket = tmp_path / "redis.sock"
    port = free_port()
    env = {
        **{
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("DJANGO_", "DATABASE_", "REDIS_", "EMAIL_", "AWS_"))
            and key not in {"ALLOW_HTTP", "NUM_PROXIES", "SITE_URL", "ALLOWED_HOSTS", "LOG_LEVEL"}
        },
        "DJANGO_SETTINGS_MODULE": "tests.support.serve_settings",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        "REDIS_URL": f"unix://{redis_socket}?db=0",
        "MEDIA_ROOT": str(tmp_path / "media"),
        "TEST_STATIC_ROOT": str(tmp_path / "static"),
        "E2E": "0",
        # What the make line gives gunicorn, for the commands run before it.
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "ALLOW_HTTP": "1",
        "EMAIL_URL": "dummymail://",
    }
    redis_command = ["redis-server", "--port", "0", "--unixsocket", str(redis_socket)]
    redis_command += ["--save", "", "--appendonly", "no", "--dir", str(tmp_path)]
    redis_server = subprocess.Popen(redis_command, stdout=subprocess.DEVNULL)  # noqa: S603
    log = tmp_path / "serve.log"
    try:
        until_true(redis_socket.exists)
        manage(env, "migrate", "--noinput", "-v0")
        manage(env, "collectstatic", "--noinput", "-v0")
        made = subprocess.run(  # noqa: S603
            [sys.executable, "manage.py", "shell", "-c", SETUP_LINKS],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        tokens = json.loads(made.stdout.strip().splitlines()[-1])
        # The command as make runs it, but with the production settings of this test's own.
        command = _make_serve_gunicorn(port).replace(
            "portfolio.settings.production", "tests.support.serve_settings"
        )
        with log.open("wb") as output:
            server = subprocess.Popen(  # noqa: S603
                ["bash", "-c", command],  # noqa: S607
                cwd=ROOT,
                env=env,
                stdout=output,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # bash and gunicorn: one process group to stop
            )
            base = f"http://127.0.0.1:{port}"
            try:
                up = until(lambda: http(base + "/healthz"), lambda a: a.status == 200, seconds=30)
                assert up[-1].status == 200, log.read_text()[-3000:]
                yield base, tokens, log
            finally:
                os.killpg(server.pid, signal.SIGTERM)
                server.wait(timeout=15)
    finally:
        redis_server.terminate()
        redis_server.wait(timeout=10)


def until_true(ready, seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, "did not happen in time"
        time.sleep(0.05)


def test_make_serve_writes_no_secret_link_into_its_log(served):
    """Every kind of secret link opened, valid and made up, and refused ways in (a guardian's
    POST without its decision, a bad testimonial token): nothing gunicorn or Django writes
    holds a token."""
    base, tokens, log = served
    made_up = secrets.token_urlsafe(32)
    opened = {
        f"/shared/{tokens['share']}": 200,
        f"/shared/{tokens['share']}/": 200,
        f"/shared/{made_up}": 404,
        f"/guardian/{tokens['guardian']}": 200,
        f"/guardian/{made_up}": 404,
        f"/guardian/{made_up}/and/more": 404,
        f"/testimonials?invite={tokens['invite']}": 200,
        f"/testimonials?withdraw={tokens['withdraw']}": 200,
        f"/api/testimonials/invite?token={tokens['invite']}": 200,
        f"/api/testimonials/invite?token={made_up}": 400,
        f"/api/testimonials/withdraw?token={tokens['withdraw']}": 200,
        f"/api/testimonials/withdraw?token={made_up}": 400,
    }
    statuses = {path: http(base + path).status for path in opened}
    # The guardian's buttons POST a form; a POST without its decision is refused (and logged).
    refused_post = http(base + f"/guardian/{tokens['guardian']}", body={"decision": "approve"})

    assert statuses == opened
    assert refused_post.status == 400
    # What the server wrote (each line is flushed as it is written; the POST's is the last).
    until_true(lambda: '"POST /guardian/' in log.read_text())
    text = log.read_text()
    for name, token in [*tokens.items(), ("made up", made_up)]:
        assert token not in text, f"the {name} token is in the log"
    # The lines are there, with the secret part hidden: the access log and Django's warnings.
    assert '"GET /shared/[hidden]" 200' in text
    assert '"GET /shared/[hidden]" 404' in text
    assert '"GET /guardian/[hidden]" 200' in text
    assert '"POST /guardian/[hidden]" 400' in text
    assert "Not Found: /shared/[hidden]" in text
    assert "Not Found: /guardian/[hidden]" in text
    assert "Bad Request: /guardian/[hidden]" in text


EVERY_LOGGER = """
import logging, sys
import django
django.setup()
from apps.core.log_secrets import MaskSecretsFilter

token = sys.argv[1]
logging.getLogger("django.request").warning("Not Found: %s", f"/shared/{token}")
logging.getLogger("django.security.csrf").warning(
    "Forbidden (%s): %s", "CSRF cookie not set.", f"/guardian/{token}"
)
logging.getLogger("django.server").info(
    '"%s" %s %s', f"GET /testimonials?invite={token}&x=1 HTTP/1.1", 200, 5,
    extra={"status_code": 200},
)
try:
    raise LookupError(f"no row for /api/testimonials/withdraw?token={token}")
except LookupError:
    logging.getLogger("apps.testimonials").exception("Withdrawing failed")
loggers = [logging.getLogger(), *logging.Logger.manager.loggerDict.values()]
unmasked = [
    f"{getattr(logger, 'name', '?')}: {handler!r}"
    for logger in loggers
    for handler in getattr(logger, "handlers", [])
    if not isinstance(handler, logging.NullHandler)  # writes nothing
    and not any(isinstance(f, MaskSecretsFilter) for f in handler.filters)
]
print("unmasked handlers:", unmasked)
"""


@pytest.mark.parametrize(
    "settings_module", ["portfolio.settings.base", "portfolio.settings.production"]
)
def test_every_django_log_handler_masks_secret_links(settings_module):
    """Django's loggers (4xx warnings, CSRF refusals, runserver's request lines) and the site's
    own, a traceback included: each secret is [hidden], and no handler is left that masks
    nothing."""
    token = secrets.token_urlsafe(32)
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")},
        "DJANGO_SETTINGS_MODULE": settings_module,
        "SECRET_KEY": "k" * 60,
        "ALLOWED_HOSTS": "localhost",
        "REDIS_URL": "redis://127.0.0.1:1/0",  # never asked: nothing here uses the cache
        "EMAIL_URL": "dummymail://",
    }
    result = subprocess.run(  # noqa: S603
        [sys.executable, "-c", EVERY_LOGGER, token],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )

    written = result.stderr
    assert token not in written + result.stdout
    assert "Not Found: /shared/[hidden]" in written
    assert "Forbidden (CSRF cookie not set.): /guardian/[hidden]" in written
    assert '"GET /testimonials?invite=[hidden]&x=1 HTTP/1.1" 200 5' in written
    assert "LookupError: no row for /api/testimonials/withdraw?token=[hidden]" in written
    assert "unmasked handlers: []" in result.stdout


def test_gunicorn_error_log_masks_secret_links(capsys):
    """gunicorn's own lines (an error while handling a request names its path) are masked too,
    by the logger class deploy/gunicorn.conf.py gives it."""
    import runpy

    from gunicorn.config import Config

    config = Config()
    for name, value in runpy.run_path(str(ROOT / "deploy" / "gunicorn.conf.py")).items():
        if name in config.settings:
            config.set(name, value)
    token = secrets.token_urlsafe(32)

    config.logger_class(config).exception("Error handling request /guardian/%s", token)

    written = capsys.readouterr().err
    assert "Error handling request /guardian/[hidden]" in written
    assert token not in written
