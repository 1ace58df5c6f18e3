"""Logs never hold message bodies, e-mail addresses, passwords or tokens (issue 7)."""

import logging
import re
from unittest import mock

import pytest
from django.core import mail

from tests.accounts.factories import OWNER_PASSWORD

pytestmark = pytest.mark.django_db

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
