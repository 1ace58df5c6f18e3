"""Testimonials you can trust (issue 16), as the owner, a referee and a visitor live them: the
owner e-mails a request from the panel; the referee opens the link from the e-mail (read from
the local-memory outbox), finds the form prefilled, sends it; the owner sees which request it
answers and approves it; visitors see 'Verified · Teacher'; the link then says it was used; the
withdraw link of the confirmation e-mail takes the testimonial off the site. A link that was
altered or has expired says so and leaves the plain form. On a desktop and on a 390 px phone."""

import time
from unittest import mock
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Page, expect
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import RefreshToken

from apps.testimonials.models import Testimonial, TestimonialRequest
from tests.e2e.admin import unexpected
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.watching import fresh_page

pytestmark = pytest.mark.django_db(transaction=True)

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
TEXT = "Mr Jones's best student this year: curious, kind and always prepared for class."
USED = "This link has already been used to send a testimonial"
EXPIRED = "This link has expired: a testimonial link works for 30 days."
INVALID = "This link is not valid."


def _referee(browser: Browser, viewport: dict, errors: list[str]) -> Page:
    """Another browser (no owner token), as the referee's own device."""
    return fresh_page(browser, errors, viewport=viewport)


def _open(page: Page, live_server, link: str) -> None:
    """Open a link from an e-mail (its path and query, on the live server) and wait for React."""
    parts = urlsplit(link)
    page.goto(f"{live_server.url}{parts.path}?{parts.query}")
    page.wait_for_function("() => !document.querySelector('[data-first-screen]')")


def _link_in(body: str, marker: str) -> str:
    return next(word for word in body.split() if marker in word)


def _send_request(owner_page: Page, live_server) -> None:
    owner_page.goto(f"{live_server.url}/admin?tab=testimonials")
    owner_page.get_by_role("tab", name="Send Requests").click()
    owner_page.get_by_role("button", name="Send a Request").click()
    dialog = owner_page.get_by_role("dialog", name="Request a Testimonial")
    dialog.get_by_label("Name").fill("Mr Jones")
    dialog.get_by_label("Email").fill("mr.jones@school.example")
    dialog.get_by_label("Relationship").select_option("Teacher")
    dialog.get_by_label("Message").fill("Would you write a few words about my year in your class?")
    dialog.get_by_role("button", name="Send Request").click()
    expect(owner_page.get_by_test_id("toast")).to_contain_text("Request sent successfully")


def _fill_and_send(page: Page) -> None:
    page.get_by_label("Your Testimonial").fill(TEXT)
    page.get_by_label("13 or older", exact=True).check()
    page.get_by_label("I agree to the").check()
    page.get_by_role("button", name="Submit Testimonial").click()


def _home_testimonials(page: Page, live_server):
    page.goto(f"{live_server.url}/")
    page.locator("#testimonials").scroll_into_view_if_needed()
    return page.get_by_role("region", name="What People Say")


def _public_names() -> list[str]:
    return [row["name"] for row in APIClient().get("/api/testimonials").json()]


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone-390"])
def test_a_requested_testimonial_is_verified_once_and_can_be_withdrawn(
    owner_page: Page, browser: Browser, live_server, page_errors, mailoutbox, viewport
):
    # The owner asks Mr Jones, the teacher, from the panel.
    _send_request(owner_page, live_server)
    (request_mail,) = mailoutbox
    invite = _link_in(request_mail.body, "/testimonials?invite=")

    # Mr Jones opens the link: the form is prefilled, the role fixed, the badge announced.
    referee_errors: list[str] = []
    referee = _referee(browser, viewport, referee_errors)
    _open(referee, live_server, invite)
    expect(referee.get_by_label("Your Name")).to_have_value("Mr Jones")
    role = referee.get_by_label("Relationship", exact=True)
    expect(role).to_have_value("Teacher")
    expect(role).to_be_disabled()
    expect(referee.get_by_text("Verified · Teacher")).to_be_visible()
    assert_no_sideways_scroll(referee)
    _fill_and_send(referee)
    expect(referee.get_by_role("heading", name="Thank You!")).to_be_visible()
    expect(referee.get_by_text("It will show as verified.", exact=False)).to_be_visible()
    testimonial = Testimonial.objects.get()
    assert (testimonial.is_verified, testimonial.is_approved) == (True, False)

    # The owner sees which request it answers, and approves it.
    owner_page.goto(f"{live_server.url}/admin?tab=testimonials")
    card = owner_page.get_by_role("region", name="Pending Approval").get_by_role(
        "article", name="Mr Jones"
    )
    expect(card).to_contain_text("Verified")
    expect(card).to_contain_text("Answers your request to Mr Jones (Teacher), sent")
    expect(card).not_to_contain_text("mr.jones@school.example")
    card.get_by_role("button", name="Approve").click()
    expect(owner_page.get_by_test_id("toast")).to_contain_text(
        "Testimonial approved and published!"
    )

    # A visitor sees the verified badge with the role, never the address.
    visitor_errors: list[str] = []
    visitor = _referee(browser, viewport, visitor_errors)
    section = _home_testimonials(visitor, live_server)
    figure = section.get_by_role("figure").filter(has_text="Mr Jones")
    expect(figure.get_by_text("Verified · Teacher")).to_be_visible()
    expect(section).not_to_contain_text("mr.jones@school.example")

    # The link works once: opening it again says so, and the form sent now is not verified.
    _open(referee, live_server, invite)
    expect(referee.get_by_role("alert")).to_contain_text(USED)
    expect(referee.get_by_label("Relationship", exact=True)).to_be_enabled()
    expect(referee.get_by_text("Verified · Teacher")).to_have_count(0)

    # The withdraw link of the confirmation e-mail: opening it removes nothing; the button does.
    confirmation = mailoutbox[-1]
    assert confirmation.to == ["mr.jones@school.example"]
    withdraw = _link_in(confirmation.body, "/testimonials?withdraw=")
    _open(referee, live_server, withdraw)
    expect(referee.get_by_text(TEXT, exact=False)).to_be_visible()
    expect(referee.get_by_text("This testimonial is published on the site.")).to_be_visible()
    assert _public_names() == ["Mr Jones"]
    assert_no_sideways_scroll(referee)
    referee.get_by_role("button", name="Withdraw testimonial").click()
    expect(
        referee.get_by_role("heading", name="Your testimonial has been withdrawn")
    ).to_be_visible()
    assert not Testimonial.objects.exists()

    # Gone from the site at once, through every cache.
    assert _public_names() == []
    section = _home_testimonials(visitor, live_server)
    expect(section.get_by_text("No testimonials have been published yet.")).to_be_visible()
    expect(section.get_by_text("Verified · Teacher")).to_have_count(0)

    # The withdraw link, opened again, says there is nothing left to do.
    _open(referee, live_server, withdraw)
    expect(referee.get_by_role("alert")).to_contain_text("already been withdrawn")

    assert unexpected(page_errors) == []
    assert visitor_errors == []
    # Only the refusals the test caused: the used invitation and the spent withdraw link.
    assert unexpected(referee_errors, "409: ", "410: ") == []
    assert len([e for e in referee_errors if e.startswith("409: ")]) == 1
    referee.context.close()
    visitor.context.close()


def _send_request_by_api(owner) -> None:
    """The panel's request, sent without the panel (the first test sends one from it)."""
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {RefreshToken.for_user(owner).access_token}")
    sent = client.post(
        "/api/testimonials/request",
        {
            "name": "Mr Jones",
            "email": "mr.jones@school.example",
            "relationship": "Teacher",
            "message": "Would you write a few words about my year in your class?",
        },
        format="json",
    )
    assert sent.status_code == 201


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone-390"])
def test_an_altered_link_says_it_is_not_valid_and_leaves_the_plain_form(
    owner, browser: Browser, live_server, mailoutbox, viewport
):
    _send_request_by_api(owner)
    invite = _link_in(mailoutbox[0].body, "/testimonials?invite=")
    altered = invite[:-3] + ("xyz" if not invite.endswith("xyz") else "abc")
    errors: list[str] = []
    page = _referee(browser, viewport, errors)

    _open(page, live_server, altered)

    expect(page.get_by_role("alert")).to_contain_text(INVALID)
    expect(page.get_by_label("Your Name")).to_have_value("")
    page.get_by_label("Your Name").fill("Mr Jones")
    page.get_by_label("Relationship", exact=True).select_option("Teacher")
    _fill_and_send(page)
    expect(page.get_by_role("heading", name="Thank You!")).to_be_visible()
    stored = Testimonial.objects.get()
    assert (stored.is_verified, stored.request) == (False, None)  # the plain form's
    assert TestimonialRequest.objects.get().used_at is None
    assert_no_sideways_scroll(page)
    assert unexpected(errors, "400: ") == []
    page.context.close()


def test_an_expired_link_says_so(owner, browser: Browser, live_server, mailoutbox):
    _send_request_by_api(owner)
    invite = _link_in(mailoutbox[0].body, "/testimonials?invite=")
    errors: list[str] = []
    page = _referee(browser, PHONE, errors)
    later = time.time() + 31 * 86400  # the live server reads the same clock

    with mock.patch("django.core.signing.time", mock.Mock(time=lambda: later)):
        _open(page, live_server, invite)
        expect(page.get_by_role("alert")).to_contain_text(EXPIRED)

    expect(page.get_by_label("Relationship", exact=True)).to_be_enabled()
    assert TestimonialRequest.objects.get().used_at is None
    assert unexpected(errors, "410: ") == []
    page.context.close()
