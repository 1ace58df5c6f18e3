"""A real SMTP server on loopback (aiosmtpd) that the site's mail goes to through Django's SMTP
backend, exactly as it would go to a real mail server: nothing is patched, the messages are read
back from what arrived over the wire.

The server can accept, refuse (answer MAIL, RCPT or DATA with a 4xx or 5xx reply) or be down (its
port bound but not listening, so a connection is refused at once and no other process can take
the port meanwhile). Starting and stopping are synchronous (aiosmtpd's Controller waits until it
answers), so no test waits a fixed time.

Its fixture, `smtp_server`, is available to every suite (tests/conftest.py names this module in
`pytest_plugins`): a started server, and the default mailer pointed at it the way
portfolio/settings/base.py builds MAILERS from `EMAIL_URL=smtp://127.0.0.1:<port>`.
"""

import email
import email.policy
import socket
import threading
from dataclasses import dataclass
from email.message import EmailMessage

import pytest
from aiosmtpd.controller import Controller

HOST = "127.0.0.1"
STAGES = ("MAIL", "RCPT", "DATA")
SMTP_BACKEND = "django.core.mail.backends.smtp.EmailBackend"


@dataclass(frozen=True)
class Received:
    """One message as the server received it: the envelope and the parsed message."""

    mail_from: str
    rcpt_tos: tuple[str, ...]
    message: EmailMessage

    @property
    def subject(self) -> str:
        return str(self.message["Subject"])

    def part(self, content_type: str) -> str | None:
        """The decoded text of the message's `content_type` part (text/plain, text/html), or
        None when it has none."""
        for part in self.message.walk():
            if part.get_content_type() == content_type and not part.is_multipart():
                return part.get_content().replace("\r\n", "\n")
        return None

    @property
    def text(self) -> str:
        text = self.part("text/plain")
        assert text is not None, "the message has no plain-text part"
        return text

    @property
    def html(self) -> str | None:
        return self.part("text/html")

    def everything(self) -> str:
        """Every header and every part, decoded: what a reader of the message could see."""
        headers = "\n".join(f"{k}: {v}" for k, v in self.message.items())
        parts = [
            part.get_content()
            for part in self.message.walk()
            if not part.is_multipart() and part.get_content_maintype() == "text"
        ]
        return "\n".join([self.mail_from, *self.rcpt_tos, headers, *parts])


class _Handler:
    """aiosmtpd's handler: accepts or refuses at one stage, and keeps what it accepted."""

    def __init__(self):
        self.received: list[Received] = []
        self.refusal: tuple[str, str] | None = None  # (stage, reply)
        self.attempts = 0  # MAIL commands seen, refused or not
        self._lock = threading.Lock()

    def _refused(self, stage: str) -> str | None:
        if self.refusal and self.refusal[0] == stage:
            return self.refusal[1]
        return None

    async def handle_MAIL(self, server, session, envelope, address, mail_options):
        with self._lock:
            self.attempts += 1
        if reply := self._refused("MAIL"):
            return reply
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 OK"

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if reply := self._refused("RCPT"):
            return reply
        envelope.rcpt_tos.append(address)
        envelope.rcpt_options.extend(rcpt_options)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if reply := self._refused("DATA"):
            return reply
        message = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        with self._lock:
            self.received.append(Received(envelope.mail_from, tuple(envelope.rcpt_tos), message))
        return "250 Message accepted for delivery"


def _bound_socket(port: int) -> socket.socket:
    """A TCP socket bound to HOST:port that does not listen: connections to it are refused."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((HOST, port))
    return sock


class _SocketController(Controller):
    """aiosmtpd's threaded Controller serving on a socket bound beforehand (to port 0, so the
    port is an ephemeral one the system chose)."""

    def __init__(self, handler, *, sock: socket.socket):
        self._sock = sock
        super().__init__(
            handler, hostname=HOST, port=sock.getsockname()[1], server_hostname="localhost"
        )

    def _create_server(self):
        return self.loop.create_server(self._factory_invoker, sock=self._sock)


class SmtpServer:
    """An SMTP server on an ephemeral loopback port: `start()`, `stop()` (down: connections are
    refused), `refuse(stage, reply)` and `accept()`; `received` is what it accepted."""

    def __init__(self):
        self._handler = _Handler()
        self._sock: socket.socket | None = _bound_socket(0)
        self.port: int = self._sock.getsockname()[1]
        self._controller: _SocketController | None = None

    @property
    def received(self) -> list[Received]:
        return self._handler.received

    @property
    def attempts(self) -> int:
        """How many messages a client began to send (MAIL commands), refused ones included."""
        return self._handler.attempts

    @property
    def running(self) -> bool:
        return self._controller is not None

    def start(self) -> None:
        assert self._controller is None, "already running"
        if self._sock is None:
            self._sock = _bound_socket(self.port)
        self._sock.listen()
        self._controller = _SocketController(self._handler, sock=self._sock)
        self._sock = None  # the server owns it now, and closes it when it stops
        self._controller.start()

    def stop(self) -> None:
        """Down: nothing listens on the port any more (it stays bound, so it is still ours)."""
        assert self._controller is not None, "not running"
        self._controller.stop()
        self._controller = None
        self._sock = _bound_socket(self.port)

    def refuse(self, stage: str, reply: str = "451 4.3.0 Try again later") -> None:
        """Answer `stage` (MAIL, RCPT or DATA) with `reply` (a 4xx or 5xx) from now on."""
        assert stage in STAGES, stage
        assert reply[:1] in {"4", "5"}, reply
        self._handler.refusal = (stage, reply)

    def accept(self) -> None:
        self._handler.refusal = None

    def take(self) -> list[Received]:
        """What arrived since the last take, oldest first (and forget it)."""
        taken = list(self._handler.received)
        del self._handler.received[: len(taken)]
        return taken

    def close(self) -> None:
        if self._controller is not None:
            self._controller.stop()
            self._controller = None
        if self._sock is not None:
            self._sock.close()
            self._sock = None


def mailers_for(port: int) -> dict:
    """MAILERS as portfolio/settings/base.py builds it from `EMAIL_URL=smtp://127.0.0.1:<port>`
    (tests/test_mail_smtp.py checks the two agree)."""
    return {
        "default": {
            "BACKEND": SMTP_BACKEND,
            "OPTIONS": {
                "host": HOST,
                "port": port,
                "use_tls": False,
                "use_ssl": False,
                "timeout": 10,
            },
        }
    }


@pytest.fixture
def smtp_server(settings):
    """A started SMTP server on loopback, with the site's default mailer sending to it through
    Django's SMTP backend."""
    server = SmtpServer()
    server.start()
    settings.MAILERS = mailers_for(server.port)
    yield server
    server.close()


# --- the site's mail, for the mail suites (tests/test_mail_*.py) -------------------------------

OWNER = "owner@example.com"
GUARDIAN = "guardian@example.com"
SITE_ADDRESS = "no-reply@site.example"
SITE_NAME = "Ada Example"


@pytest.fixture
def mail_site(settings, smtp_server, db) -> SmtpServer:
    """A site whose mail goes to `smtp_server`: the owner's and the guardian's addresses, the
    sender's address, and a profile with the site's name (the From header's) and a guardian."""
    from tests.core.factories import SiteProfileFactory  # only where a database is set up

    settings.OWNER_EMAIL = OWNER
    settings.DEFAULT_FROM_EMAIL = f"Portfolio <{SITE_ADDRESS}>"
    SiteProfileFactory(name=SITE_NAME, guardian_email=GUARDIAN, email="")  # owner: OWNER_EMAIL
    return smtp_server


@pytest.fixture
def post_as_visitor(django_capture_on_commit_callbacks):
    """POST as a visitor from an address of its own, running what waits for the commit (the
    e-mails), as a real request's commit would."""
    from rest_framework.test import APIClient

    def send(url, payload, *, ip="10.20.0.1"):
        with django_capture_on_commit_callbacks(execute=True):
            return APIClient().post(url, payload, format="json", REMOTE_ADDR=ip)

    return send
