"""Every e-mail the site sends, sent as a visitor or the owner would make it go (an API call, a
page's form, a cron command) through Django's SMTP backend to a real SMTP server on loopback
(tests/support/smtp.py), and read back from what arrived over the wire: the envelope, the
subject, the plain-text part (and the HTML part where the site sends one), links that work when
followed, and nothing of one visitor's in anyone else's mail.

The e-mails: the owner's contact notification and the hourly digest (apps/contact), the
testimonial request and the referee's confirmation (apps/testimonials), the guardian's e-mail
about a held item and the weekly digest (apps/guardian), and the owner's sign-in alert
(apps/accounts/lockout.py). What happens when the server refuses or is down:
tests/test_mail_failures.py.
"""

import json
import os
import re
import subprocess
import sys
from datetime import timedelta
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from apps.accounts.models import SignInAttempt
from apps.contact.models import ContactMessage
from apps.core.models import SiteProfile
from tests.helpers import VALID_CONTACT
from tests.support.smtp import GUARDIAN, OWNER, SITE_ADDRESS, SITE_NAME, SMTP_BACKEND, mailers_for
from tests.testimonials.factories import VALID_REQUEST, VALID_TESTIMONIAL

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"https?://testserver[^\s\"'<>]*")
ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")

ALICE = {
    **VALID_CONTACT,
    "name": "Alice Marsh",
    "email": "alice.marsh@home.example",
    "subject": "Robotics club",
    "message": "Alice's private question about the robotics club.",
}
BOB = {
    **VALID_CONTACT,
    "name": "Bob Okafor",
    "email": "bob.okafor@mail.example",
    "subject": "Chess match",
    "message": "Bob's private invitation to a chess match.",
}


def links_in(text: str) -> list[str]:
    return [link.rstrip(".,;:)") for link in LINK.findall(text)]


def path_of(link: str) -> str:
    parts = urlsplit(link)
    return (parts.path or "/") + (f"?{parts.query}" if parts.query else "")


def query_value(link: str, name: str) -> str:
    return parse_qs(urlsplit(link).query)[name][0]


def assert_page(client, link: str, *, contains: str | None = None):
    """Follow an e-mail's link the way a reader's browser would: it must answer 200."""
    response = client.get(path_of(link))
    assert response.status_code == 200, (link, response.status_code)
    if contains is not None:
        assert contains in response.content.decode()
    return response


def addresses_in(received) -> set[str]:
    """Every e-mail address a reader of the message could see, in headers or text."""
    return {a.lower() for a in ADDRESS.findall(received.everything())}


# --- the settings ----------------------------------------------------------------------------


def test_an_smtp_email_url_gives_the_mailer_these_tests_send_through():
    """What the fixture sets is what base.py makes of `EMAIL_URL=smtp://host:port`: these tests
    go through the deployment's own SMTP configuration."""
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "EMAIL_URL"}}
    env.update(EMAIL_URL="smtp://127.0.0.1:2525", DJANGO_SETTINGS_MODULE="portfolio.settings.base")
    code = (
        "import django, json; django.setup(); from django.conf import settings; "
        "print(json.dumps(settings.MAILERS))"
    )
    result = subprocess.run(  # noqa: S603 (this interpreter, a fixed command)
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    assert json.loads(result.stdout) == mailers_for(2525)
    assert mailers_for(2525)["default"]["BACKEND"] == SMTP_BACKEND


# --- contact ---------------------------------------------------------------------------------


def test_each_contact_message_reaches_the_owner_and_names_no_other_visitor(
    mail_site, post_as_visitor, client
):
    assert post_as_visitor("/api/contact", ALICE, ip="10.20.0.1").status_code == 201
    assert post_as_visitor("/api/contact", BOB, ip="10.20.0.2").status_code == 201

    alice, bob = mail_site.take()

    for received, visitor in ((alice, ALICE), (bob, BOB)):
        assert received.mail_from == SITE_ADDRESS
        assert received.rcpt_tos == (OWNER,)
        assert received.subject == f"New message: {visitor['subject']}"
        assert received.message["From"] == f"{SITE_NAME} <{SITE_ADDRESS}>"
        assert received.message["To"] == OWNER
        # The owner answers the visitor by replying.
        assert received.message["Reply-To"] == visitor["email"]
        assert f"From: {visitor['name']} <{visitor['email']}>" in received.text
        assert visitor["message"] in received.text
        assert received.html is None  # the site sends this one as plain text only
        [inbox] = links_in(received.text)
        assert path_of(inbox) == "/admin"
        assert_page(client, inbox)
        assert addresses_in(received) == {SITE_ADDRESS, OWNER, visitor["email"]}
    # Bob's notification holds nothing of Alice's, and Alice's nothing of Bob's.
    for received, other in ((bob, ALICE), (alice, BOB)):
        seen = received.everything()
        for field in ("name", "email", "subject", "message"):
            assert other[field] not in seen


def test_the_digest_lists_names_and_subjects_for_the_owner_only(
    mail_site, post_as_visitor, client, settings
):
    settings.CONTACT_EMAILS_PER_HOUR = 1
    post_as_visitor("/api/contact", ALICE, ip="10.20.0.1")
    post_as_visitor("/api/contact", BOB, ip="10.20.0.2")  # beyond the hour's allowance: waits
    [notification] = mail_site.take()
    assert notification.subject == f"New message: {ALICE['subject']}"
    # Bob's hour ends.
    ContactMessage.objects.filter(email=BOB["email"]).update(
        created_at=timezone.now() - timedelta(hours=2)
    )

    call_command("send_contact_digest", stdout=open(os.devnull, "w"))  # noqa: SIM115

    [digest] = mail_site.take()
    assert digest.mail_from == SITE_ADDRESS
    assert digest.rcpt_tos == (OWNER,)
    assert digest.subject == "1 more message through your website"
    assert digest.message["Reply-To"] is None
    assert f"{BOB['name']}: {BOB['subject']}" in digest.text
    # Names and subjects only: no visitor's address or body, in any header or part.
    assert addresses_in(digest) == {SITE_ADDRESS, OWNER}
    assert BOB["message"] not in digest.everything()
    assert digest.html is None
    [inbox] = links_in(digest.text)
    assert path_of(inbox) == "/admin"
    assert_page(client, inbox)


# --- testimonials ----------------------------------------------------------------------------

OTHER_REQUEST = {
    "name": "Dr Lin",
    "email": "lin@lab.example",
    "relationship": "Mentor",
    "message": "Dr Lin, would you say a word about the summer lab project?",
}


def test_a_testimonial_request_carries_a_working_link_and_nobody_elses_details(
    mail_site, owner_client, api_client, client
):
    for payload in (VALID_REQUEST, OTHER_REQUEST):
        response = owner_client.post("/api/testimonials/request", payload, format="json")
        assert response.status_code == 201, response.content
        assert response.json()["sent"] is True

    first, second = mail_site.take()

    for received, request in ((first, VALID_REQUEST), (second, OTHER_REQUEST)):
        assert received.mail_from == SITE_ADDRESS
        assert received.rcpt_tos == (request["email"],)
        assert received.subject == f"{SITE_NAME} would love a testimonial from you"
        assert request["message"] in received.text
        html = received.html
        assert html is not None
        [link] = links_in(received.text)
        # The HTML part's button goes where the text's link does.
        assert f'href="{link.replace("&", "&amp;")}"' in html or f'href="{link}"' in html
        token = query_value(link, "invite")
        assert_page(client, link)  # the form's page
        prefill = api_client.get("/api/testimonials/invite", {"token": token})
        assert prefill.status_code == 200
        assert prefill.json() == {"name": request["name"], "role": request["relationship"]}
        assert addresses_in(received) == {SITE_ADDRESS, request["email"]}
    for field in ("name", "email", "message"):
        assert VALID_REQUEST[field] not in second.everything()
        assert OTHER_REQUEST[field] not in first.everything()


def test_the_referee_is_confirmed_with_a_withdraw_link_that_works(
    mail_site, owner_client, api_client, client, post_as_visitor
):
    owner_client.post("/api/testimonials/request", VALID_REQUEST, format="json")
    [request_email] = mail_site.take()
    token = query_value(links_in(request_email.text)[0], "invite")
    filled = {**VALID_TESTIMONIAL, "name": "Mr Rivera", "invite": token}

    assert post_as_visitor("/api/testimonials", filled, ip="10.20.1.1").status_code == 201

    [confirmation] = mail_site.take()
    assert confirmation.mail_from == SITE_ADDRESS
    assert confirmation.rcpt_tos == (VALID_REQUEST["email"],)
    assert confirmation.subject == f"Your testimonial for {SITE_NAME}"
    assert VALID_TESTIMONIAL["content"] in confirmation.text
    assert confirmation.html is not None
    assert VALID_TESTIMONIAL["content"] in confirmation.html
    [link] = links_in(confirmation.text)
    assert f'href="{link}"' in confirmation.html
    assert_page(client, link)
    shown = api_client.get("/api/testimonials/withdraw", {"token": query_value(link, "withdraw")})
    assert shown.status_code == 200
    assert shown.json()["content"] == VALID_TESTIMONIAL["content"]
    assert addresses_in(confirmation) == {SITE_ADDRESS, VALID_REQUEST["email"]}


# --- the guardian ----------------------------------------------------------------------------

CHILD = {**ALICE, "ageVerification": "under-13-with-consent"}


def test_the_guardian_gets_a_first_name_an_excerpt_and_a_link_that_opens_the_item(
    mail_site, post_as_visitor, client
):
    SiteProfile.objects.update(guardian_approval=True)

    assert post_as_visitor("/api/contact", CHILD).status_code == 201

    [held] = mail_site.take()  # the guardian's only: the owner hears once it is approved
    assert held.mail_from == SITE_ADDRESS
    assert held.rcpt_tos == (GUARDIAN,)
    assert held.subject == "Please check a contact message sent to the website"
    assert "From: Alice (first name only)" in held.text
    assert "Marsh" not in held.everything()
    assert held.html is None
    assert addresses_in(held) == {SITE_ADDRESS, GUARDIAN}
    [home, page] = links_in(held.text)
    assert path_of(home) == "/"
    assert path_of(page).startswith("/guardian/")
    assert_page(client, page, contains="private question about the robotics club")


def test_the_guardians_weekly_digest_counts_and_names_no_visitor(
    mail_site, post_as_visitor, client
):
    post_as_visitor("/api/contact", ALICE, ip="10.20.0.1")
    mail_site.take()

    call_command("send_guardian_digest", stdout=open(os.devnull, "w"))  # noqa: SIM115

    [digest] = mail_site.take()
    assert digest.rcpt_tos == (GUARDIAN,)
    assert digest.subject.startswith("This week on the website: ")
    assert "- Contact messages: 1" in digest.text
    for field in ("name", "email", "subject", "message"):
        assert ALICE[field] not in digest.everything()
    assert addresses_in(digest) == {SITE_ADDRESS, GUARDIAN}
    for link in links_in(digest.text):
        assert_page(client, link)


# --- the owner's sign-in alert ---------------------------------------------------------------


def failed_sign_ins(count: int, *, prefix: str) -> None:
    """`count` wrong passwords from as many addresses, each after the growing delay (the
    attempts are moved back in time rather than waited for)."""
    for n in range(count):
        SignInAttempt.objects.update(attempted_at=timezone.now() - timedelta(minutes=20))
        APIClient().post(
            "/api/admin/login",
            {"username": "owner", "password": "wrong-password-123"},
            format="json",
            REMOTE_ADDR=f"{prefix}.{n}",
        )


def test_the_owner_is_alerted_to_password_guessing_with_a_link_that_works(mail_site, owner):
    failed_sign_ins(10, prefix="10.30.0")

    [alert] = mail_site.take()
    assert alert.mail_from == SITE_ADDRESS
    assert alert.rcpt_tos == (owner.email,)
    assert alert.subject == "Someone is trying to sign in to your portfolio"
    assert "10 different internet addresses" in alert.text
    assert "10.30.0." not in alert.everything()  # how many addresses, never which
    assert alert.html is None
    [password_change] = links_in(alert.text)
    assert path_of(password_change) == "/django-admin/password_change/"
    # The owner follows it, signed in to Django admin (only now: a sign-in restarts the count).
    browser = Client()
    browser.force_login(owner)
    assert_page(browser, password_change)
