"""The owner's inbox: contact messages newest first, reading, the unread count, deleting."""

from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from apps.contact.models import ContactMessage
from tests.contact.factories import ContactMessageFactory
from tests.e2e.admin import delete_once_sure
from tests.e2e.screen import assert_no_sideways_scroll

pytestmark = pytest.mark.django_db(transaction=True)


def message(*, days_ago: int, **fields) -> ContactMessage:
    row = ContactMessageFactory(**fields)
    ContactMessage.objects.filter(pk=row.pk).update(
        created_at=timezone.now() - timedelta(days=days_ago)
    )
    return row


def three_messages() -> tuple[ContactMessage, ContactMessage, ContactMessage]:
    oldest = message(
        days_ago=9,
        name="Old Friend",
        subject="Hello from last year",
        message="Happy new year, and good luck with your exams!",
        is_read=True,
    )
    middle = message(
        days_ago=3,
        name="Priya",
        email="priya.parent@example.com",
        subject="My daughter loved your blog",
        message="My daughter wanted to say\nshe loved your post about Japan.",
        age_verification="under-13-with-consent",
    )
    newest = message(
        days_ago=0,
        name="Sam Teacher",
        email="sam@example.com",
        subject="About your physics project",
        message="Would you present it at our science evening?",
    )
    return oldest, middle, newest


def rows(page: Page):
    return page.locator("#admin-tabpanel").get_by_role("article")


def row_about(page: Page, subject: str):
    """A message's row, found by its subject (its label changes once it is read)."""
    return rows(page).filter(has_text=subject)


def test_inbox_lists_messages_newest_first_with_unread_marked(
    owner_page: Page, live_server, page_errors
):
    three_messages()

    owner_page.goto(live_server.url + "/admin")
    owner_page.get_by_role("navigation", name="Admin actions").get_by_role(
        "button", name="Inbox"
    ).click()

    expect(owner_page).to_have_url(live_server.url + "/admin?tab=inbox")
    expect(owner_page.get_by_role("heading", name="Inbox", exact=True)).to_be_visible()
    expect(owner_page.get_by_test_id("unread-count")).to_have_text("2 unread")
    expect(rows(owner_page)).to_have_count(3)
    names = [rows(owner_page).nth(i).get_attribute("aria-label") for i in range(3)]
    assert names == [
        "Unread message from Sam Teacher: About your physics project",
        "Unread message from Priya: My daughter loved your blog",
        "Message from Old Friend: Hello from last year",
    ]
    expect(rows(owner_page).nth(0).get_by_text("New", exact=True)).to_be_visible()
    expect(rows(owner_page).nth(2).get_by_text("New", exact=True)).to_have_count(0)
    assert page_errors == []


def test_opening_a_message_shows_it_and_marks_it_read(owner_page: Page, live_server, page_errors):
    _, middle, _ = three_messages()

    owner_page.goto(live_server.url + "/admin?tab=inbox")
    row = row_about(owner_page, "My daughter loved your blog")
    expect(row).to_have_attribute(
        "aria-label", "Unread message from Priya: My daughter loved your blog"
    )
    row.get_by_role("button", name="Priya").click()

    expect(row.get_by_role("button", name="Priya")).to_have_attribute("aria-expanded", "true")
    expect(row).to_contain_text("priya.parent@example.com")
    expect(row).to_contain_text("Under 13 with verifiable parental consent")
    expect(row).to_contain_text("she loved your post about Japan.")
    expect(row).to_contain_text("deleted automatically 30 days after you read it")
    expect(row.get_by_role("link", name="Reply by Email")).to_have_attribute(
        "href",
        "mailto:priya.parent@example.com?subject=Re%3A%20My%20daughter%20loved%20your%20blog",
    )
    expect(owner_page.get_by_test_id("unread-count")).to_have_text("1 unread")
    expect(owner_page.get_by_role("article", name="Message from Priya")).to_be_visible()
    middle.refresh_from_db()
    assert middle.is_read is True
    assert middle.read_at is not None

    # The dashboard's inbox card counts what is still unread.
    owner_page.get_by_role("tab", name="Dashboard").click()
    expect(
        owner_page.get_by_role("region", name="Inbox", exact=True).get_by_test_id("inbox-value")
    ).to_have_text("1")
    assert page_errors == []


def test_deleting_a_message_asks_first(owner_page: Page, live_server, page_errors):
    _, _, newest = three_messages()

    owner_page.goto(live_server.url + "/admin?tab=inbox")
    row = row_about(owner_page, "About your physics project")
    row.get_by_role("button", name="Sam Teacher").click()
    delete_once_sure(
        owner_page,
        row.get_by_role("button", name="Delete"),
        "Delete this message?",
        ContactMessage.objects.filter(pk=newest.pk).exists,
        says="The message from Sam Teacher will be removed for good.",
    )

    expect(owner_page.get_by_test_id("toast")).to_contain_text("Message deleted successfully!")
    expect(rows(owner_page)).to_have_count(2)
    expect(owner_page.get_by_test_id("unread-count")).to_have_text("1 unread")
    assert not ContactMessage.objects.filter(pk=newest.pk).exists()
    assert page_errors == []


def test_an_empty_inbox_says_so(owner_page: Page, live_server, page_errors):
    owner_page.goto(live_server.url + "/admin?tab=inbox")

    expect(owner_page.get_by_role("heading", name="Your inbox is empty")).to_be_visible()
    expect(owner_page.get_by_test_id("unread-count")).to_have_text("No unread messages")
    assert page_errors == []


def test_new_messages_appear_when_the_owner_checks(owner_page: Page, live_server, page_errors):
    owner_page.goto(live_server.url + "/admin?tab=inbox")
    expect(owner_page.get_by_role("heading", name="Your inbox is empty")).to_be_visible()

    ContactMessageFactory(name="Late Sender")
    owner_page.get_by_role("button", name="Check for new messages").click()

    late = owner_page.get_by_role("article", name="Unread message from Late Sender")
    expect(late).to_be_visible()
    expect(owner_page.get_by_test_id("unread-count")).to_have_text("1 unread")
    assert page_errors == []


def test_inbox_is_usable_at_phone_width(owner_phone_page: Page, live_server, page_errors):
    _, _, newest = three_messages()
    page = owner_phone_page

    page.goto(live_server.url + "/admin")
    page.get_by_role("navigation", name="Admin actions").get_by_role("button", name="Inbox").click()
    row = row_about(page, "About your physics project")
    row.get_by_role("button", name="Sam Teacher").click()
    expect(row).to_contain_text("Would you present it at our science evening?")
    assert_no_sideways_scroll(page)

    row.get_by_role("button", name="Delete").click()
    page.get_by_role("dialog", name="Delete this message?").get_by_role(
        "button", name="Delete"
    ).click()

    expect(page.get_by_test_id("toast")).to_contain_text("Message deleted successfully!")
    assert not ContactMessage.objects.filter(pk=newest.pk).exists()
    assert page_errors == []
