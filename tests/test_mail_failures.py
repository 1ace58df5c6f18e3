"""A mail server that refuses (a 4xx or 5xx reply to MAIL, RCPT or DATA) or is down (nothing
listens) never loses anything the site was about to e-mail, against a real SMTP server on
loopback (tests/support/smtp.py): the visitor's or owner's submission is stored and answered
(never a 500), the owner sees it in the panel's API, the logs name the error's kind only (never an
address, a text or the server's reply), and once the server takes mail again the e-mail goes out,
exactly once: from `manage.py send_pending_mail` (cron), or from the next submission.

Each test runs once for each kind of outage.
"""

import io
from datetime import timedelta

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from apps.contact.models import ContactMessage
from apps.core.models import SiteProfile
from apps.guardian.models import Decision, GuardianHold
from apps.testimonials.models import Testimonial, TestimonialRequest
from tests.support.smtp import GUARDIAN, OWNER, SITE_ADDRESS
from tests.test_mail_smtp import (
    ALICE,
    BOB,
    CHILD,
    OTHER_REQUEST,
    assert_page,
    failed_sign_ins,
    links_in,
    path_of,
    query_value,
)
from tests.testimonials.factories import VALID_REQUEST, VALID_TESTIMONIAL

pytestmark = pytest.mark.django_db

# The server's reply carries this: an SMTP error's text (which can quote addresses) never
# reaches the logs.
REPLY_MARK = "reply-text-for-the-log-check"
OUTAGES = {
    "refuses MAIL (451)": ("MAIL", f"451 4.3.0 Busy, try later {REPLY_MARK}"),
    "refuses RCPT (550)": ("RCPT", f"550 5.1.1 Mailbox unavailable {REPLY_MARK}"),
    "refuses DATA (554)": ("DATA", f"554 5.6.0 Message refused {REPLY_MARK}"),
    "down": None,
}
NOT_SENT_YET = (
    "Your request is saved, but the e-mail could not be sent yet. "
    "Your site will try again automatically."
)


class Outage:
    def __init__(self, server, refusal):
        self.server = server
        self.refusal = refusal

    def begin(self) -> None:
        if self.refusal is None:
            self.server.stop()
        else:
            self.server.refuse(*self.refusal)

    def end(self) -> None:
        self.server.accept()
        if not self.server.running:
            self.server.start()


@pytest.fixture(params=list(OUTAGES))
def outage(request, mail_site) -> Outage:
    return Outage(mail_site, OUTAGES[request.param])


def send_pending_mail() -> str:
    out = io.StringIO()
    call_command("send_pending_mail", stdout=out)
    return out.getvalue()


def send_pending_mail_fails() -> str:
    with pytest.raises(CommandError) as failed:
        call_command("send_pending_mail", stdout=io.StringIO())
    assert failed.value.returncode == 1
    return str(failed.value)


def assert_logged_by_kind_only(caplog, *private: str) -> None:
    logged = caplog.text
    assert "Could not" in logged
    assert any(kind in logged for kind in ("SMTP", "ConnectionRefusedError"))
    for text in (*private, REPLY_MARK):
        assert text not in logged


def inbox(owner_client) -> list[dict]:
    response = owner_client.get("/api/contact-messages")
    assert response.status_code == 200
    return response.json()


def hour_ended(**filters) -> None:
    ContactMessage.objects.filter(**filters).update(created_at=timezone.now() - timedelta(hours=1))


# --- contact messages --------------------------------------------------------------------------


def test_a_message_is_kept_shown_to_the_owner_and_sent_by_cron_once_the_server_is_back(
    outage, mail_site, post_as_visitor, owner_client, caplog
):
    outage.begin()

    response = post_as_visitor("/api/contact", ALICE)

    assert response.status_code == 201
    assert [row["subject"] for row in inbox(owner_client)] == [ALICE["subject"]]
    assert mail_site.received == []
    assert_logged_by_kind_only(caplog, ALICE["email"], ALICE["message"], OWNER)
    hour_ended(email=ALICE["email"])
    # Cron while the server is still refusing: nothing is lost, and cron says so.
    assert "1 contact message(s) for the owner's digest" in send_pending_mail_fails()
    assert mail_site.received == []
    assert ContactMessage.objects.get().notified_at is None

    outage.end()
    send_pending_mail()

    [digest] = mail_site.take()
    assert digest.rcpt_tos == (OWNER,)
    assert f"{ALICE['name']}: {ALICE['subject']}" in digest.text
    assert ContactMessage.objects.get().notified_at is not None
    send_pending_mail()  # a second run sends nothing more
    assert mail_site.take() == []


def test_the_next_message_sends_the_waiting_digest_once_the_server_is_back(
    outage, mail_site, post_as_visitor, owner_client
):
    outage.begin()
    assert post_as_visitor("/api/contact", ALICE, ip="10.20.0.1").status_code == 201
    hour_ended(email=ALICE["email"])
    outage.end()

    assert post_as_visitor("/api/contact", BOB, ip="10.20.0.2").status_code == 201

    notification, digest = mail_site.take()
    assert notification.subject == f"New message: {BOB['subject']}"
    assert ALICE["email"] not in notification.everything()
    assert digest.subject == "1 more message through your website"
    assert f"{ALICE['name']}: {ALICE['subject']}" in digest.text
    assert BOB["name"] not in digest.text  # told on its own already
    assert len(inbox(owner_client)) == 2


# --- testimonial requests ----------------------------------------------------------------------


def test_a_request_is_kept_shown_as_not_sent_yet_and_sent_by_cron_once_the_server_is_back(
    outage, mail_site, owner_client, api_client, caplog
):
    outage.begin()

    response = owner_client.post("/api/testimonials/request", VALID_REQUEST, format="json")

    assert response.status_code == 201, response.content
    assert response.json() == {"detail": NOT_SENT_YET, "sent": False}
    unsent = owner_client.get("/api/testimonials/request/unsent")
    assert unsent.status_code == 200
    [row] = unsent.json()
    assert {k: row[k] for k in ("name", "relationship")} == {
        "name": VALID_REQUEST["name"],
        "relationship": VALID_REQUEST["relationship"],
    }
    assert set(row) == {"id", "name", "relationship", "createdAt"}  # never the address
    assert_logged_by_kind_only(caplog, VALID_REQUEST["email"], VALID_REQUEST["message"])
    # Asking again does not make a second request: this one is kept and will go.
    again = owner_client.post("/api/testimonials/request", VALID_REQUEST, format="json")
    assert again.status_code == 400
    assert TestimonialRequest.objects.count() == 1
    assert "1 testimonial request(s)" in send_pending_mail_fails()
    assert mail_site.received == []

    outage.end()
    assert "Sent 1 testimonial request(s)." in send_pending_mail()

    [sent] = mail_site.take()
    assert sent.rcpt_tos == (VALID_REQUEST["email"],)
    [link] = links_in(sent.text)
    assert sent.html is not None
    assert link in sent.html.replace("&amp;", "&")
    prefill = api_client.get("/api/testimonials/invite", {"token": query_value(link, "invite")})
    assert prefill.status_code == 200
    assert owner_client.get("/api/testimonials/request/unsent").json() == []
    send_pending_mail()
    assert mail_site.take() == []


def test_requests_wait_in_order_and_each_goes_once(outage, mail_site, owner_client):
    outage.begin()
    for payload in (VALID_REQUEST, OTHER_REQUEST):
        owner_client.post("/api/testimonials/request", payload, format="json")
    outage.end()

    send_pending_mail()
    send_pending_mail()

    assert [m.rcpt_tos for m in mail_site.take()] == [
        (VALID_REQUEST["email"],),
        (OTHER_REQUEST["email"],),
    ]
    assert not TestimonialRequest.objects.filter(email_sent_at__isnull=True).exists()


def test_only_the_owner_sees_the_requests_not_sent_yet(not_the_owner):
    client, status = not_the_owner
    assert client.get("/api/testimonials/request/unsent").status_code == status


# --- testimonial confirmations -----------------------------------------------------------------


def test_a_testimonial_through_a_link_is_kept_and_its_confirmation_sent_by_cron_later(
    outage, mail_site, owner_client, api_client, post_as_visitor, caplog
):
    owner_client.post("/api/testimonials/request", VALID_REQUEST, format="json")
    [request_email] = mail_site.take()
    token = query_value(links_in(request_email.text)[0], "invite")
    outage.begin()

    response = post_as_visitor(
        "/api/testimonials", {**VALID_TESTIMONIAL, "invite": token}, ip="10.20.1.1"
    )

    assert response.status_code == 201
    [row] = owner_client.get("/api/testimonials/admin").json()
    assert row["verified"] is True
    assert Testimonial.objects.get().confirmation_sent_at is None
    assert_logged_by_kind_only(caplog, VALID_REQUEST["email"], VALID_TESTIMONIAL["content"])
    assert "1 testimonial confirmation(s)" in send_pending_mail_fails()

    outage.end()
    send_pending_mail()

    [confirmation] = mail_site.take()
    assert confirmation.rcpt_tos == (VALID_REQUEST["email"],)
    [link] = links_in(confirmation.text)
    withdraw = api_client.get(
        "/api/testimonials/withdraw", {"token": query_value(link, "withdraw")}
    )
    assert withdraw.status_code == 200
    send_pending_mail()
    assert mail_site.take() == []


# --- the guardian ------------------------------------------------------------------------------


def test_a_held_message_is_emailed_to_the_guardian_with_a_new_working_link_later(
    outage,
    mail_site,
    post_as_visitor,
    client,
    owner_client,
    caplog,
    django_capture_on_commit_callbacks,
):
    SiteProfile.objects.update(guardian_approval=True)
    outage.begin()

    assert post_as_visitor("/api/contact", CHILD).status_code == 201

    hold = GuardianHold.objects.get()
    assert hold.decision == Decision.PENDING
    assert hold.emailed_at is None
    assert inbox(owner_client) == []  # held: the owner sees it once the guardian approves
    assert_logged_by_kind_only(caplog, GUARDIAN, CHILD["message"])
    assert "1 guardian e-mail(s)" in send_pending_mail_fails()

    outage.end()
    send_pending_mail()

    [held] = mail_site.take()
    assert held.rcpt_tos == (GUARDIAN,)
    [_, page] = links_in(held.text)
    assert_page(client, page, contains="private question about the robotics club")
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(path_of(page), {"decision": "approve"}).status_code == 200
    # Approved: now the owner hears of it, and sees it.
    [notification] = mail_site.take()
    assert notification.rcpt_tos == (OWNER,)
    assert [row["subject"] for row in inbox(owner_client)] == [CHILD["subject"]]
    send_pending_mail()
    assert mail_site.take() == []


def test_the_guardians_digest_is_sent_by_the_next_run_once_the_server_is_back(outage, mail_site):
    outage.begin()
    with pytest.raises(CommandError):
        call_command("send_guardian_digest", stdout=io.StringIO())
    assert mail_site.received == []

    outage.end()
    call_command("send_guardian_digest", stdout=io.StringIO())

    [digest] = mail_site.take()
    assert digest.rcpt_tos == (GUARDIAN,)


# --- the owner's sign-in alert -----------------------------------------------------------------


def test_a_sign_in_alert_that_could_not_go_is_sent_at_the_next_failed_attempt(
    outage, mail_site, owner, caplog
):
    outage.begin()
    failed_sign_ins(10, prefix="10.30.0")
    assert mail_site.received == []
    assert "Could not send the sign-in alert" in caplog.text
    assert REPLY_MARK not in caplog.text

    outage.end()
    failed_sign_ins(1, prefix="10.30.1")

    [alert] = mail_site.take()
    assert alert.mail_from == SITE_ADDRESS
    assert alert.rcpt_tos == (owner.email,)
    assert "11 times" in alert.text


def test_a_hold_whose_guardian_address_was_removed_is_not_a_mail_failure(
    mail_site, post_as_visitor
):
    """Nothing can be sent without an address: cron does not report the mail server for it."""
    SiteProfile.objects.update(guardian_approval=True)
    mail_site.stop()
    post_as_visitor("/api/contact", CHILD)
    mail_site.start()
    SiteProfile.objects.update(guardian_email="")

    send_pending_mail()

    assert mail_site.take() == []
    assert GuardianHold.objects.get().emailed_at is None
