"""A safer inbox (issue 28), as the owner and a visitor really use it: the owner opens /admin
signed out, signs in, opens the inbox and blocks a sender; the visitor sends a message from that
address through /contact and is thanked as usual; the inbox never shows it and counts it as
dropped; the owner unblocks the address and the visitor's next message arrives. And 'Show my
guardian': a message sent to the guardian with the owner's note, its links inert; with no
guardian set, the dialog explains and nothing is sent."""

import pytest
from playwright.sync_api import Page, expect

from apps.contact.models import ContactMessage
from apps.guardian.models import BlockedSender
from tests.accounts.factories import OWNER_PASSWORD
from tests.contact.factories import ContactMessageFactory
from tests.core.factories import SiteProfileFactory
from tests.testimonials.factories import TestimonialFactory

pytestmark = pytest.mark.django_db(transaction=True)

SENDER = "troll@example.com"


def _sign_in_from_admin(page: Page, live_server) -> None:
    """A bookmark of /admin while signed out: the sign-in form, then back to the panel."""
    page.goto(live_server.url + "/admin")
    page.get_by_label("Username").fill("owner")
    page.get_by_label("Password", exact=True).fill(OWNER_PASSWORD)
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_role("heading", name="Admin Panel")).to_be_visible()


def _open_inbox(page: Page) -> None:
    page.get_by_role("navigation", name="Admin actions").get_by_role("button", name="Inbox").click()
    expect(page.get_by_role("heading", name="Inbox", exact=True)).to_be_visible()


def _rows(page: Page):
    return page.locator("#admin-tabpanel").get_by_role("article")


def _blocked(page: Page):
    return page.get_by_role("region", name="Blocked senders")


def _check_for_new(page: Page) -> None:
    with page.expect_response(lambda r: r.url.endswith("/api/contact-messages/blocked")):
        page.get_by_role("button", name="Check for new messages").click()


def _visitor_sends(page: Page, live_server, *, email: str, subject: str) -> str:
    """A visitor sends a message through /contact; the words of the thanks they see."""
    page.goto(live_server.url + "/contact")
    expect(page.get_by_role("heading", name="Send a Message")).to_be_visible()
    page.get_by_label("Name", exact=True).fill("Tim Roll")
    page.get_by_label("Email", exact=True).fill(email)
    page.get_by_label("Subject", exact=True).fill(subject)
    page.get_by_label("Message", exact=True).fill("Another message you did not ask for.")
    page.get_by_label("13 or older", exact=True).check()
    page.get_by_label("I consent to my name").check()
    page.get_by_label("I acknowledge the COPPA notice").check()
    page.get_by_role("button", name="I'm not a robot").click()
    with page.expect_response(lambda r: r.url.endswith("/api/contact")) as answer:
        page.get_by_role("button", name="Send Message").click()
    assert answer.value.status == 201
    toast = page.get_by_test_id("toast")
    expect(toast).to_contain_text("Message Sent!")
    thanks = toast.inner_text()
    page.goto("about:blank")  # the next visit starts afresh
    return thanks


def test_a_blocked_senders_message_never_reaches_the_inbox_until_unblocked(
    page: Page, phone_page: Page, live_server, owner, page_errors
):
    ContactMessageFactory(
        name="Tim Roll", email=SENDER, subject="The first unwanted message", is_read=True
    )
    visitor = phone_page

    # The owner signs in from /admin, opens the inbox and blocks the sender.
    _sign_in_from_admin(page, live_server)
    _open_inbox(page)
    expect(_rows(page)).to_have_count(1)
    expect(_blocked(page)).to_contain_text("You have not blocked anyone")
    row = _rows(page).first
    row.get_by_role("button", name="Tim Roll").click()
    row.get_by_role("button", name="Block sender").click()
    asked = page.get_by_role("dialog", name="Block this sender?")
    expect(asked).to_contain_text(SENDER)
    asked.get_by_role("button", name="Block").click()
    expect(page.get_by_test_id("toast")).to_contain_text("Sender blocked")
    expect(row.get_by_text("Sender blocked", exact=True)).to_be_visible()
    listed = _blocked(page).get_by_test_id("blocked-sender")
    expect(listed).to_contain_text(SENDER)
    expect(listed).to_contain_text("No messages dropped yet")

    # The visitor writes from the blocked address (in other capitals) and is thanked as usual.
    thanks_when_blocked = _visitor_sends(
        visitor, live_server, email="Troll@Example.com", subject="A second unwanted message"
    )
    assert ContactMessage.objects.count() == 1
    assert BlockedSender.objects.get().dropped_count == 1

    # The inbox never shows it, and says one was dropped.
    _check_for_new(page)
    expect(listed).to_contain_text("1 message dropped")
    expect(_blocked(page)).to_contain_text("1 dropped in all")
    expect(_rows(page)).to_have_count(1)
    expect(page.locator("#admin-tabpanel")).not_to_contain_text("A second unwanted message")

    # Unblocked, the visitor's next message arrives.
    listed.get_by_role("button", name=f"Unblock {SENDER}").click()
    expect(page.get_by_test_id("toast")).to_contain_text("Unblocked")
    expect(_blocked(page)).to_contain_text("You have not blocked anyone")
    thanks_when_delivered = _visitor_sends(
        visitor, live_server, email=SENDER, subject="A message after unblocking"
    )
    assert thanks_when_blocked == thanks_when_delivered

    _check_for_new(page)
    expect(_rows(page)).to_have_count(2)
    expect(_rows(page).first).to_contain_text("A message after unblocking")
    expect(page.locator("#admin-tabpanel")).not_to_contain_text("A second unwanted message")
    assert page_errors == []


def test_show_my_guardian_sends_a_message_with_a_note_and_says_when(
    owner_page: Page, live_server, page_errors, mailoutbox
):
    SiteProfileFactory(name="Ada Example", guardian_email="guardian@example.com")
    ContactMessageFactory(
        name="Tim Roll",
        subject="Meet me",
        message="Come to https://meet.example/now or www.other.example",
        is_read=True,
    )

    owner_page.goto(live_server.url + "/admin?tab=inbox")
    row = _rows(owner_page).first
    row.get_by_role("button", name="Tim Roll").click()
    row.get_by_role("button", name="Show my guardian").click()
    dialog = owner_page.get_by_role("dialog", name="Show my guardian")
    dialog.get_by_label("A note for your guardian (optional)").fill("This one worried me.")
    dialog.get_by_role("button", name="Send to my guardian").click()

    expect(owner_page.get_by_test_id("toast")).to_contain_text("Sent to your guardian")
    expect(row.get_by_test_id("shown-to-guardian")).to_contain_text("Shown to your guardian")
    [sent] = mailoutbox
    assert sent.to == ["guardian@example.com"]
    assert "This one worried me." in sent.body
    assert "Tim Roll" in sent.body
    assert "https[:]//meet[.]example/now" in sent.body
    assert "www[.]other[.]example" in sent.body
    assert page_errors == []


def test_show_my_guardian_without_a_guardian_explains_and_sends_nothing(
    owner_page: Page, live_server, page_errors, mailoutbox
):
    SiteProfileFactory(name="Ada Example", guardian_email="")
    TestimonialFactory(name="Mrs Okafor")

    owner_page.goto(live_server.url + "/admin?tab=testimonials")
    card = owner_page.get_by_role("article", name="Mrs Okafor")
    card.get_by_role("button", name="Show my guardian").click()
    dialog = owner_page.get_by_role("dialog", name="Show my guardian")

    expect(dialog).to_contain_text("No guardian is set")
    expect(dialog.get_by_role("button", name="Send to my guardian")).to_have_count(0)
    dialog.get_by_role("button", name="OK").click()
    expect(dialog).to_be_hidden()
    assert mailoutbox == []
    assert page_errors == []
