"""A guardian's eye, as the three people involved live it: with guardian approval on, a visitor
under 13 sends a message from the contact page; the owner's inbox does not show it; the guardian
opens the link from the e-mail on a phone and approves (or declines) it; then the owner's inbox
shows it (or never does). The weekly digest command sends the guardian one e-mail."""

import re
from io import StringIO

import pytest
from django.core import mail
from django.core.management import call_command
from playwright.sync_api import Browser, Page, expect

from apps.contact.models import ContactMessage
from tests.contact.factories import ContactMessageFactory
from tests.core.factories import SiteProfileFactory
from tests.e2e.admin import sign_in
from tests.e2e.screen import assert_no_sideways_scroll

pytestmark = pytest.mark.django_db(transaction=True)

GUARDIAN = "guardian@example.com"
PHONE = {"width": 390, "height": 844}
SUBJECT = "Your rocket model"


def _guardian_approval_on() -> None:
    SiteProfileFactory(guardian_email=GUARDIAN, guardian_approval=True, email="")  # OWNER_EMAIL
    # A message from a grown-up, so the inbox has something to show all along.
    ContactMessageFactory(name="Sam Teacher", subject="About your project")


def _child_sends_a_message(page: Page, live_server) -> None:
    page.goto(live_server.url + "/contact")
    page.get_by_label("Name", exact=True).fill("Priya Shah")
    page.get_by_label("Email", exact=True).fill("priya.family@example.com")
    page.get_by_label("Subject", exact=True).fill(SUBJECT)
    page.get_by_label("Message", exact=True).fill("How did you make the rocket model fly so high?")
    page.get_by_label("Under 13 with parental consent", exact=True).check()
    page.get_by_label("I consent to my name").check()
    page.get_by_label("I acknowledge the COPPA notice").check()
    page.get_by_role("button", name="I'm not a robot").click()
    page.get_by_role("button", name="Send Message").click()
    expect(page.get_by_test_id("toast")).to_contain_text("Message Sent!")


def _link_from_the_guardians_email(live_server) -> str:
    [email] = [m for m in mail.outbox if m.to == [GUARDIAN]]
    assert "From: Priya (first name only)" in email.body
    path = re.search(r"/guardian/[A-Za-z0-9_-]{43}", email.body).group(0)
    return live_server.url + path


def _open_inbox(page: Page, live_server) -> None:
    page.goto(live_server.url + "/admin?tab=inbox")
    expect(page.get_by_role("heading", name="Inbox", exact=True)).to_be_visible()


def _inbox_rows(page: Page):
    return page.locator("#admin-tabpanel").get_by_role("article")


def _guardian_phone(browser: Browser) -> Page:
    context = browser.new_context(viewport=PHONE, locale="en-GB", reduced_motion="reduce")
    return context.new_page()


def test_a_childs_message_reaches_the_owner_once_the_guardian_approves_it(
    page: Page, owner, live_server, browser: Browser, page_errors, settings
):
    settings.OWNER_EMAIL = "owner@example.com"
    _guardian_approval_on()
    _child_sends_a_message(page, live_server)
    assert ContactMessage.objects.filter(subject=SUBJECT).count() == 1  # stored, held
    assert [m.to for m in mail.outbox] == [[GUARDIAN]]  # the owner is not told yet
    link = _link_from_the_guardians_email(live_server)

    # The owner's inbox does not show it.
    owner_page = sign_in(page, owner)
    _open_inbox(owner_page, live_server)
    expect(_inbox_rows(owner_page)).to_have_count(1)
    expect(_inbox_rows(owner_page).first).to_have_attribute(
        "aria-label", "Unread message from Sam Teacher: About your project"
    )
    expect(owner_page.get_by_test_id("unread-count")).to_have_text("1 unread")

    # The guardian opens the link on a phone: it shows the message and decides nothing yet.
    guardian = _guardian_phone(browser)
    response = guardian.goto(link)
    assert response.status == 200
    expect(
        guardian.get_by_role("heading", name="Please check this contact message")
    ).to_be_visible()
    expect(guardian.get_by_role("heading", name="Contact message from Priya")).to_be_visible()
    expect(guardian.get_by_text("How did you make the rocket model fly so high?")).to_be_visible()
    assert "Shah" not in guardian.content()
    assert_no_sideways_scroll(guardian)
    assert guardian.context.cookies() == []
    with guardian.expect_response(lambda r: r.request.method == "POST") as answered:
        guardian.get_by_role("button", name="Approve").click()
    assert answered.value.status == 200
    expect(guardian.get_by_role("heading", name="Approved")).to_be_visible()
    expect(
        guardian.get_by_text("The contact message from Priya is now with the owner.")
    ).to_be_visible()

    # Now the owner's inbox shows it, and the owner was e-mailed about it.
    _open_inbox(owner_page, live_server)
    expect(_inbox_rows(owner_page)).to_have_count(2)
    expect(_inbox_rows(owner_page).first).to_have_attribute(
        "aria-label", f"Unread message from Priya Shah: {SUBJECT}"
    )
    expect(owner_page.get_by_test_id("unread-count")).to_have_text("2 unread")
    assert [m.subject for m in mail.outbox if m.to == ["owner@example.com"]] == [
        f"New message: {SUBJECT}"
    ]

    # The link works once.
    again = guardian.goto(link)
    assert again.status == 410
    expect(guardian.get_by_role("heading", name="This has already been approved")).to_be_visible()
    guardian.context.close()
    assert page_errors == []


def test_a_declined_message_never_reaches_the_owner(
    page: Page, owner, live_server, browser: Browser, page_errors
):
    _guardian_approval_on()
    _child_sends_a_message(page, live_server)
    link = _link_from_the_guardians_email(live_server)

    guardian = _guardian_phone(browser)
    guardian.goto(link)
    with guardian.expect_response(lambda r: r.request.method == "POST"):
        guardian.get_by_role("button", name="Decline").click()
    expect(guardian.get_by_role("heading", name="Declined and deleted")).to_be_visible()
    assert not ContactMessage.objects.filter(subject=SUBJECT).exists()
    assert guardian.goto(link).status == 404
    expect(guardian.get_by_role("heading", name="This link does not work")).to_be_visible()
    guardian.context.close()

    owner_page = sign_in(page, owner)
    _open_inbox(owner_page, live_server)
    expect(_inbox_rows(owner_page)).to_have_count(1)
    expect(_inbox_rows(owner_page).first).to_contain_text("About your project")
    assert page_errors == []


def test_the_weekly_digest_command_sends_the_guardian_one_email(live_server, page: Page):
    _guardian_approval_on()
    _child_sends_a_message(page, live_server)
    mail.outbox.clear()

    out = StringIO()
    call_command("send_guardian_digest", stdout=out)
    call_command("send_guardian_digest", stdout=out)  # the same week: nothing more

    [digest] = mail.outbox
    assert digest.to == [GUARDIAN]
    assert "- Contact messages: 2\n" in digest.body
    assert "- Waiting for your approval: 1 " in digest.body
    assert "Priya" not in digest.body
