"""The testimonial form as a visitor uses it: validation on the visible fields, the star
rating, the character count, prefill from a request link, submission (stored pending and seen
by the owner), the Thank You screen, server refusals and phones."""

import json
import re

import pytest
from playwright.sync_api import Page, Route, expect
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import RefreshToken

from apps.testimonials.models import Testimonial
from tests.e2e.screen import assert_no_sideways_scroll

pytestmark = pytest.mark.django_db(transaction=True)

TEXT = "A thoughtful student who asks great questions and helps others."


def _open(page: Page, live_server, query: str = "") -> Page:
    page.goto(live_server.url + "/testimonials" + query)
    expect(page.get_by_role("heading", name="Share Your Experience", level=1)).to_be_visible()
    return page


def _fill(page: Page) -> None:
    page.get_by_label("Your Name").fill("Mrs Patel")
    page.get_by_label("Relationship", exact=True).select_option("Teacher")
    page.get_by_label("Your Testimonial").fill(TEXT)
    page.get_by_label("13 or older", exact=True).check()
    page.get_by_label("I agree to the").check()


def _rating_text(page: Page):
    return page.locator("#field-rating-text")


def _toast(page: Page):
    return page.get_by_test_id("toast")


def test_an_empty_submit_shows_every_message_on_its_field(page: Page, live_server, page_errors):
    _open(page, live_server)

    page.get_by_role("button", name="Submit Testimonial").click()

    expect(page.get_by_label("Your Name")).to_have_accessible_description("Name is required")
    expect(page.get_by_label("Relationship", exact=True)).to_have_accessible_description(
        "Role/Relationship is required"
    )
    expect(page.get_by_label("Your Testimonial")).to_have_accessible_description(
        re.compile("^Please write at least 20 characters")
    )
    expect(page.get_by_role("group", name="Age verification")).to_contain_text(
        "Age verification is required for COPPA compliance"
    )
    expect(page.get_by_label("I agree to the")).to_have_accessible_description(
        "COPPA compliance acknowledgment is required"
    )
    expect(page.get_by_label("Your Name")).to_be_focused()
    assert Testimonial.objects.count() == 0
    assert page_errors == []


def test_a_short_testimonial_is_refused(page: Page, live_server):
    _open(page, live_server)
    _fill(page)
    page.get_by_label("Your Testimonial").fill("Too short to count.")

    page.get_by_role("button", name="Submit Testimonial").click()

    expect(page.get_by_label("Your Testimonial")).to_have_accessible_description(
        re.compile("^Please write at least 20 characters")
    )
    assert Testimonial.objects.count() == 0


def test_the_rating_starts_at_five_and_works_with_mouse_and_keyboard(
    page: Page, live_server, page_errors
):
    _open(page, live_server)
    expect(_rating_text(page)).to_have_text("5 stars")
    expect(page.get_by_role("radio", name="5 stars")).to_be_checked()

    page.locator("label").filter(has=page.get_by_role("radio", name="2 stars")).click()
    expect(_rating_text(page)).to_have_text("2 stars")

    # Tab from the relationship select reaches the checked star; arrows change it.
    page.get_by_label("Relationship", exact=True).focus()
    page.keyboard.press("Tab")
    expect(page.get_by_role("radio", name="2 stars")).to_be_focused()
    page.keyboard.press("ArrowLeft")
    expect(_rating_text(page)).to_have_text("1 star")
    expect(page.get_by_role("radio", name="1 star")).to_be_checked()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(_rating_text(page)).to_have_text("3 stars")
    assert page_errors == []


def test_the_character_count_follows_the_typing(page: Page, live_server):
    _open(page, live_server)
    count = page.get_by_test_id("character-count")
    expect(count).to_have_text("0 characters")

    page.get_by_label("Your Testimonial").press_sequentially("Great")

    expect(count).to_have_text("5 characters")
    expect(page.get_by_text("Minimum 20 characters (15 more needed)")).to_be_visible()
    page.get_by_label("Your Testimonial").press_sequentially(" to work with, always!")
    expect(count).to_have_text("27 characters")


@pytest.mark.parametrize(
    ("query", "role"),
    [
        ("?name=Mr%20Jones&role=Coach", "Coach"),
        ("?name=Mr%20Jones&relationship=Mentor", "Mentor"),
        ("?name=Mr%20Jones&role=family%20friend", "Family Friend"),
    ],
)
def test_a_request_link_prefills_name_and_role(page: Page, live_server, page_errors, query, role):
    _open(page, live_server, query)

    expect(page.get_by_label("Your Name")).to_have_value("Mr Jones")
    expect(page.get_by_label("Relationship", exact=True)).to_have_value(role)
    assert page_errors == []


def test_a_role_that_is_not_an_option_is_kept_and_sent(page: Page, live_server, page_errors):
    _open(page, live_server, "?name=Ms%20Ito&role=Piano%20tutor")
    expect(page.get_by_label("Relationship", exact=True)).to_have_value("Piano tutor")
    page.get_by_label("Your Testimonial").fill(TEXT)
    page.get_by_label("13 or older", exact=True).check()
    page.get_by_label("I agree to the").check()

    page.get_by_role("button", name="Submit Testimonial").click()

    expect(page.get_by_role("heading", name="Thank You!")).to_be_visible()
    testimonial = Testimonial.objects.get()
    assert (testimonial.name, testimonial.role) == ("Ms Ito", "Piano tutor")
    assert page_errors == []


def test_a_testimonial_is_stored_pending_and_reaches_the_owners_list(
    page: Page, live_server, page_errors, owner
):
    held: list[Route] = []
    page.route("**/api/testimonials", lambda route: held.append(route))
    _open(page, live_server)
    _fill(page)
    page.get_by_role("radio", name="4 stars").check(force=True)
    page.get_by_label("Under 13 with verifiable parental consent").check()

    with page.expect_request("**/api/testimonials") as sent:
        page.get_by_role("button", name="Submit Testimonial").click()

    expect(page.get_by_role("button", name="Submitting...")).to_be_disabled()
    assert held, "the route did not hold the request"
    assert json.loads(sent.value.post_data) == {
        "name": "Mrs Patel",
        "role": "Teacher",
        "content": TEXT,
        "rating": 4,
        "ageVerification": "under-13-with-consent",
        "coppaCompliant": True,
        "website": "",
    }
    held[0].continue_()

    expect(page.get_by_role("heading", name="Thank You!")).to_be_focused()
    expect(page.get_by_role("main")).to_contain_text(
        "Your testimonial has been submitted. It will be reviewed and published soon."
    )
    expect(_toast(page)).to_contain_text("Testimonial submitted!")
    expect(_toast(page)).to_contain_text(
        "Thank you for sharing your experience. Your testimonial will be reviewed and "
        "published soon."
    )
    testimonial = Testimonial.objects.get()
    assert testimonial.is_approved is False
    assert (testimonial.role, testimonial.content, testimonial.rating) == ("Teacher", TEXT, 4)
    assert testimonial.age_verification == "under-13-with-consent"

    owner_api = APIClient()
    owner_api.credentials(HTTP_AUTHORIZATION=f"Bearer {RefreshToken.for_user(owner).access_token}")
    pending = owner_api.get("/api/testimonials?status=pending").json()
    assert [(t["id"], t["name"], t["isApproved"]) for t in pending] == [
        (str(testimonial.id), "Mrs Patel", False)
    ]
    # Visitors do not see it until the owner approves it.
    assert APIClient().get("/api/testimonials").json() == []

    page.get_by_role("button", name="Return to Website").click()
    expect(page).to_have_url(live_server.url + "/")
    assert page_errors == []


def test_a_server_refusal_appears_on_its_field(page: Page, live_server, page_errors):
    """A name longer than the server allows (the input's maxlength stops people, not the
    request): the server's message must land on the name field."""

    def lengthen_name(route: Route) -> None:
        body = json.loads(route.request.post_data)
        body["name"] = "N" * 101
        route.continue_(post_data=json.dumps(body))

    page.route("**/api/testimonials", lengthen_name)
    _open(page, live_server)
    _fill(page)

    page.get_by_role("button", name="Submit Testimonial").click()

    toast = _toast(page)
    expect(toast).to_contain_text("Submission failed")
    expect(toast).to_contain_text("Please try again or contact us directly.")
    name = page.get_by_label("Your Name")
    expect(name).to_have_accessible_description(re.compile("no more than 100 characters"))
    expect(name).to_be_focused()
    expect(page.get_by_label("Your Testimonial")).to_have_value(TEXT)
    assert Testimonial.objects.count() == 0
    assert [e for e in page_errors if "/api/testimonials" not in e] == []
    assert len(page_errors) == 1
    assert page_errors[0].startswith("400: ")


def test_too_many_testimonials_say_when_to_try_again_in_words(page: Page, live_server, page_errors):
    client = APIClient()
    payload = {
        "name": "Mrs Patel",
        "role": "Teacher",
        "content": TEXT,
        "rating": 5,
        "ageVerification": "over-13",
        "coppaCompliant": True,
    }
    for _ in range(5):
        assert client.post("/api/testimonials", payload, format="json").status_code == 201
    _open(page, live_server)
    _fill(page)

    page.get_by_role("button", name="Submit Testimonial").click()

    expect(_toast(page)).to_contain_text("Submission failed")
    expect(_toast(page)).to_contain_text(
        "Too many testimonials have been sent from your connection recently. Please try again "
        "in about an hour or contact us directly."
    )
    expect(_toast(page)).not_to_contain_text(re.compile("throttled|Expected available", re.I))
    expect(page.get_by_role("button", name="Submit Testimonial")).to_be_enabled()
    assert [e for e in page_errors if not e.startswith("429: ")] == []


def test_cancel_goes_home(page: Page, live_server):
    _open(page, live_server)

    page.get_by_role("link", name="Cancel").click()

    expect(page).to_have_url(live_server.url + "/")


def test_the_form_works_on_a_phone(phone_page: Page, live_server, page_errors):
    page = _open(phone_page, live_server, "?name=Mr%20Jones&role=Coach")

    assert_no_sideways_scroll(page)
    page.get_by_label("Your Testimonial").fill(TEXT)
    page.get_by_label("13 or older", exact=True).check()
    page.get_by_label("I agree to the").check()
    page.get_by_role("button", name="Submit Testimonial").click()

    expect(page.get_by_role("heading", name="Thank You!")).to_be_visible()
    assert Testimonial.objects.get().name == "Mr Jones"
    assert page_errors == []
