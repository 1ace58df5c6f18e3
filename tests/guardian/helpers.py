"""What the guardian suites share: guardian approval switched on, and the link in an e-mail."""

import re

from django.core import mail

from tests.core.factories import SiteProfileFactory

GUARDIAN = "guardian@example.com"
LINK = re.compile(r"http://testserver(/guardian/([A-Za-z0-9_-]{43}))")


def guardian_approval_on(**fields):
    return SiteProfileFactory(guardian_email=GUARDIAN, guardian_approval=True, **fields)


def guardian_emails() -> list:
    return [m for m in mail.outbox if m.to == [GUARDIAN]]


def link_in(email) -> str:
    """The path of the approval page the e-mail links to (/guardian/<token>)."""
    found = LINK.search(email.body)
    assert found, email.body
    return found.group(1)
