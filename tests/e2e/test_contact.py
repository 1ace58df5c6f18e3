"""The contact page as a visitor uses it: info cards, validation, the human-verification gate,
sending (stored in the database), server refusals and phones."""

import json
import re

import pytest
from playwright.sync_api import Page, Route, expect
from rest_framework.test import APIClient

from apps.contact.models import ContactMessage
from tests.core.factories import SiteProfileFactory
from tests.e2e.screen import assert_no_sideways_scroll, assert_on_the_screen
from tests.e2e.watching import posts_sent

pytestmark = pytest.mark.django_db(transaction=True)

MESSAGES = {
    "Name": "Name must be at least 2 characters",
    "Email": "Please enter a valid email address",
    "Subject": "Subject must be at least 5 characters",
    "Message": "Message must be at least 10 characters",
}


def _open(page: Page, live_server) -> Page:
    page.goto(live_server.url + "/contact")
    expect(page.get_by_role("heading", name="Send a Message")).to_be_visible()
    return page


def _fill(page: Page, *, name="Sam Teacher") -> None:
    page.get_by_label("Name", exact=True).fill(name)
    page.get_by_label("Email", exact=True).fill("sam@example.com")
    page.get_by_label("Subject", exact=True).fill("About your project")
    page.get_by_label("Message", exact=True).fill("I enjoyed reading about your physics project.")
    page.get_by_label("13 or older", exact=True).check()
    page.get_by_label("I consent to my name").check()
    page.get_by_label("I acknowledge the COPPA notice").check()


def _verify_button(page: Page):
    return page.get_by_role("button", name="I'm not a robot")


def _toast(page: Page):
    return page.get_by_test_id("toast")


def _send(page: Page) -> None:
    page.get_by_role("button", name="Send Message").click()


def _send_a_filled_form(page: Page, live_server) -> None:
    """As a visitor does: open the form, fill it in, say they are not a robot and send it."""
    _open(page, live_server)
    _fill(page)
    _verify_button(page).click()
    _send(page)


def _error_toast(page: Page):
    """The toast, once it says there was an error."""
    toast = _toast(page)
    expect(toast).to_contain_text("Error")
    return toast


def _expect_thanked(page: Page, *, kept: int) -> None:
    """The toast thanks the visitor, and `kept` messages are stored."""
    expect(_toast(page)).to_contain_text("Message Sent!")
    assert ContactMessage.objects.count() == kept


def _only_expected(errors: list[str], status: int) -> list[str]:
    """The page errors left once the deliberate refusal (e.g. a 400 from /api/contact) is out."""
    return [e for e in errors if not e.startswith(f"{status}: ") or "/api/contact" not in e]


def test_contact_page_shows_the_four_info_cards(page: Page, live_server, page_errors):
    SiteProfileFactory(email="ada@example.com", location="United Kingdom")

    page.goto(live_server.url + "/contact")

    expect(page.get_by_role("heading", name="Get In Touch", level=1)).to_be_visible()
    expect(page).to_have_title("Get In Touch | Ada Example")
    cards = page.get_by_role("list", name="Contact information")
    email = cards.get_by_role("link", name="ada@example.com")
    expect(email).to_have_attribute("href", "mailto:ada@example.com")
    expect(cards.get_by_role("listitem").filter(has_text="Location")).to_contain_text(
        "United Kingdom"
    )
    expect(cards.get_by_role("listitem").filter(has_text="Response Time")).to_contain_text(
        re.compile("usually within 24-48 hours", re.I)
    )
    expect(cards.get_by_role("listitem").filter(has_text="Privacy & Safety")).to_contain_text(
        "COPPA compliant"
    )
    assert page_errors == []


def test_privacy_link_opens_the_policy_in_a_new_tab(page: Page, live_server, page_errors):
    _open(page, live_server)
    link = page.get_by_role("form").get_by_role("link", name="Privacy Policy")
    expect(link).to_have_attribute("target", "_blank")
    expect(link).to_have_attribute("rel", re.compile(r"\bnoopener\b"))

    with page.context.expect_page() as new_tab:
        link.click()

    policy = new_tab.value
    expect(policy).to_have_url(live_server.url + "/privacy-policy")
    expect(policy.get_by_role("heading", name="Privacy Policy", level=1)).to_be_visible()
    # Opened on its own, the policy's Back button goes to the home page.
    policy.get_by_role("link", name="Back", exact=True).click()
    expect(policy).to_have_url(live_server.url + "/")
    assert page_errors == []


def test_an_empty_submit_shows_every_message_on_its_field(page: Page, live_server, page_errors):
    _open(page, live_server)

    _send(page)

    for label, message in MESSAGES.items():
        field = page.get_by_label(label, exact=True)
        expect(field).to_have_accessible_description(_first(message))
        expect(field).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_role("group", name="Age verification")).to_contain_text(
        "Please verify your age for COPPA compliance"
    )
    expect(page.get_by_label("I consent to my name")).to_have_accessible_description(
        "You must consent to data processing"
    )
    expect(page.get_by_label("I acknowledge the COPPA notice")).to_have_accessible_description(
        "COPPA compliance acknowledgment is required"
    )
    expect(_verify_button(page)).to_have_accessible_description(
        "Please complete the CAPTCHA verification"
    )
    expect(page.get_by_label("Name", exact=True)).to_be_focused()
    assert page_errors == []


def test_short_values_show_the_minimum_length_messages(page: Page, live_server):
    _open(page, live_server)
    page.get_by_label("Name", exact=True).fill("A")
    page.get_by_label("Email", exact=True).fill("not-an-address")
    page.get_by_label("Subject", exact=True).fill("Hey")
    page.get_by_label("Message", exact=True).fill("Too short")

    _send(page)

    for label, message in MESSAGES.items():
        expect(page.get_by_label(label, exact=True)).to_have_accessible_description(_first(message))


def _first(message: str) -> re.Pattern:
    """A field's description that starts with `message` (the message box's character count
    follows its message)."""
    return re.compile(rf"^{re.escape(message)}")


def test_the_message_box_is_at_least_200_px_tall(page: Page, live_server):
    _open(page, live_server)

    box = page.get_by_label("Message", exact=True).bounding_box()

    assert box
    assert box["height"] >= 200


def test_submission_is_blocked_until_the_visitor_is_verified(page: Page, live_server, page_errors):
    posts = posts_sent(page)
    _open(page, live_server)
    _fill(page)

    _send(page)

    expect(page.get_by_text("Please complete the CAPTCHA verification")).to_be_visible()
    expect(_verify_button(page)).to_be_focused()
    assert posts == []
    assert ContactMessage.objects.count() == 0

    # The toggle goes verified, back to unverified, and verified again.
    _verify_button(page).click()
    expect(_verify_button(page)).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_text("Please complete the CAPTCHA verification")).to_have_count(0)
    _verify_button(page).click()
    expect(_verify_button(page)).to_have_attribute("aria-pressed", "false")
    _verify_button(page).click()

    _send(page)

    _expect_thanked(page, kept=1)
    assert page_errors == []


def test_a_message_is_sent_stored_and_the_form_reset(page: Page, live_server, page_errors):
    held: list[Route] = []
    page.route("**/api/contact", lambda route: held.append(route))
    _open(page, live_server)
    _fill(page)
    page.get_by_label("Under 13 with parental consent", exact=True).check()
    _verify_button(page).click()

    with page.expect_request("**/api/contact") as sent:
        _send(page)

    # While the request is held back, the button says so and cannot be pressed twice.
    sending = page.get_by_role("button", name="Sending...")
    expect(sending).to_be_disabled()
    assert held, "the route did not hold the request"
    body = json.loads(sent.value.post_data)
    assert body == {
        "name": "Sam Teacher",
        "email": "sam@example.com",
        "subject": "About your project",
        "message": "I enjoyed reading about your physics project.",
        "ageVerification": "under-13-with-consent",
        "consent": True,
        "coppaCompliant": True,
        "website": "",
    }
    held[0].continue_()

    expect(_toast(page)).to_contain_text("Message Sent!")
    expect(_toast(page)).to_contain_text("Thank you for your message. I'll get back to you soon!")
    message = ContactMessage.objects.get()
    assert (message.name, message.email, message.subject) == (
        "Sam Teacher",
        "sam@example.com",
        "About your project",
    )
    assert message.message == "I enjoyed reading about your physics project."
    assert message.age_verification == "under-13-with-consent"
    assert message.is_read is False
    for label in ("Name", "Email", "Subject", "Message"):
        expect(page.get_by_label(label, exact=True)).to_have_value("")
    expect(page.get_by_label("13 or older", exact=True)).not_to_be_checked()
    expect(page.get_by_label("Under 13 with parental consent", exact=True)).not_to_be_checked()
    expect(page.get_by_label("I consent to my name")).not_to_be_checked()
    expect(page.get_by_label("I acknowledge the COPPA notice")).not_to_be_checked()
    expect(_verify_button(page)).to_have_attribute("aria-pressed", "false")
    expect(page.get_by_role("button", name="Send Message")).to_be_enabled()
    assert page_errors == []


def test_a_server_refusal_appears_on_its_field(page: Page, live_server, page_errors):
    """A line break in the name gets past the browser (yup has no such rule) but the server
    refuses it: its message must land on the Name field."""

    def add_line_break(route: Route) -> None:
        body = json.loads(route.request.post_data)
        body["name"] = "Sam\nTeacher"
        route.continue_(post_data=json.dumps(body))

    page.route("**/api/contact", add_line_break)
    _send_a_filled_form(page, live_server)

    toast = _error_toast(page)
    # The toast keeps the specification's words; the server's message is on its field.
    expect(toast).to_contain_text("Failed to send message. Please try again.")
    expect(toast).not_to_contain_text("Line breaks are not allowed here")
    name = page.get_by_label("Name", exact=True)
    expect(name).to_have_accessible_description("Line breaks are not allowed here")
    expect(name).to_have_attribute("aria-invalid", "true")
    expect(name).to_be_focused()
    expect(name).to_have_value("Sam Teacher")  # nothing is lost
    assert ContactMessage.objects.count() == 0
    assert _only_expected(page_errors, 400) == []
    assert len(page_errors) == 1


def test_too_many_messages_say_when_to_try_again_in_words(page: Page, live_server, page_errors):
    client = APIClient()
    payload = {
        "name": "Sam Teacher",
        "email": "sam@example.com",
        "subject": "About your project",
        "message": "I enjoyed reading about your physics project.",
        "ageVerification": "over-13",
        "consent": True,
        "coppaCompliant": True,
    }
    for _ in range(5):  # the hour's allowance for this address (127.0.0.1)
        assert client.post("/api/contact", payload, format="json").status_code == 201
    _send_a_filled_form(page, live_server)

    toast = _error_toast(page)
    expect(toast).to_contain_text(
        "Failed to send message. Too many messages have been sent from your connection "
        "recently. Please try again in about an hour."
    )
    expect(toast).not_to_contain_text(re.compile("throttled|Expected available", re.I))
    expect(page.get_by_label("Name", exact=True)).to_have_value("Sam Teacher")
    assert ContactMessage.objects.count() == 5
    assert _only_expected(page_errors, 429) == []


def test_a_bot_filling_the_hidden_field_is_thanked_but_nothing_is_kept(
    page: Page, live_server, page_errors
):
    _open(page, live_server)
    honeypot = page.locator("#field-website")
    expect(honeypot).to_have_attribute("tabindex", "-1")
    expect(honeypot).to_have_attribute("autocomplete", "off")
    expect(page.locator("[aria-hidden=true]").filter(has=honeypot)).to_have_count(1)
    _fill(page)
    honeypot.fill("https://spam.example", force=True)
    _verify_button(page).click()

    _send(page)

    _expect_thanked(page, kept=0)
    assert page_errors == []


def test_the_form_works_on_a_phone(phone_page: Page, live_server, page_errors):
    page = _open(phone_page, live_server)

    assert_no_sideways_scroll(page)
    _fill(page)
    _verify_button(page).click()
    submit = page.get_by_role("button", name="Send Message")
    assert assert_on_the_screen(submit)["height"] >= 44
    submit.click()

    _expect_thanked(page, kept=1)
    assert page_errors == []


def test_tabbing_past_empty_fields_shows_no_messages_until_the_first_send(
    page: Page, live_server, page_errors
):
    _open(page, live_server)
    page.get_by_label("Name", exact=True).focus()
    for _ in range(4):  # past Name, Email, Subject and Message
        page.keyboard.press("Tab")

    for label, message in MESSAGES.items():
        expect(page.get_by_text(message)).to_have_count(0)
        expect(page.get_by_label(label, exact=True)).to_have_attribute("aria-invalid", "false")

    page.get_by_label("Subject", exact=True).fill("Hi")  # changed, then left: now it may say
    page.keyboard.press("Tab")
    expect(page.get_by_text(MESSAGES["Subject"])).to_be_visible()
    expect(page.get_by_text(MESSAGES["Name"])).to_have_count(0)

    _send(page)
    for message in MESSAGES.values():
        expect(page.get_by_text(message)).to_be_visible()
    assert page_errors == []
