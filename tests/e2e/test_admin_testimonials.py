"""Moderating testimonials and sending requests, as the owner does in the admin panel."""

import pytest
from playwright.sync_api import Page, expect
from rest_framework.test import APIClient

from apps.testimonials.models import Testimonial, TestimonialRequest
from apps.testimonials.services import CONSENT_NEEDED
from tests.e2e.admin import delete_once_sure
from tests.e2e.screen import assert_no_sideways_scroll, assert_on_the_screen
from tests.testimonials.factories import (
    ApprovedTestimonialFactory,
    TestimonialFactory,
    TestimonialRequestFactory,
)

pytestmark = pytest.mark.django_db(transaction=True)

APPROVED_TOAST = "Testimonial approved and published!"


def public_names() -> list[str]:
    """The names a visitor sees at GET /api/testimonials (no token)."""
    response = APIClient().get("/api/testimonials")
    assert response.status_code == 200
    return [row["name"] for row in response.json()]


def open_manage_reviews(page: Page, url: str) -> None:
    page.goto(url + "/admin?tab=testimonials")
    expect(page.get_by_role("tab", name="Manage Reviews")).to_have_attribute(
        "aria-selected", "true"
    )


def counter(page: Page, label: str):
    return page.get_by_text(label, exact=True).locator("xpath=following-sibling::p[1]")


def deliberate(errors: list[str], path: str) -> list[str]:
    """page_errors without the 400 answers a test caused on purpose."""
    return [error for error in errors if not (error.startswith("400: ") and path in error)]


def test_approving_a_public_submission_publishes_it(owner_page: Page, live_server, page_errors):
    submitted = APIClient().post(
        "/api/testimonials",
        {
            "name": "Mrs Okafor",
            "role": "Teacher",
            "content": "One of the most curious students I have ever taught.",
            "rating": 4,
            "ageVerification": "over-13",
            "coppaCompliant": True,
        },
        format="json",
    )
    assert submitted.status_code == 201
    assert public_names() == []

    open_manage_reviews(owner_page, live_server.url)
    pending = owner_page.get_by_role("region", name="Pending Approval")
    card = pending.get_by_role("article", name="Mrs Okafor")
    expect(card).to_contain_text("Teacher")
    expect(card).to_contain_text("One of the most curious students I have ever taught.")
    expect(card).to_contain_text("Age: 13 or older")
    expect(card.get_by_role("img", name="Rated 4 out of 5")).to_be_visible()
    expect(counter(owner_page, "Pending")).to_have_text("1")
    expect(owner_page.get_by_text("No published testimonials yet!")).to_be_visible()

    card.get_by_role("button", name="Approve").click()

    expect(owner_page.get_by_test_id("toast")).to_contain_text(APPROVED_TOAST)
    expect(owner_page.get_by_text("No pending testimonials!")).to_be_visible()
    published = owner_page.get_by_role("region", name="Published")
    expect(published.get_by_role("article", name="Mrs Okafor")).to_be_visible()
    expect(counter(owner_page, "Published")).to_have_text("1")
    assert public_names() == ["Mrs Okafor"]
    assert page_errors == []


def test_counters_total_and_computed_average(owner_page: Page, live_server, page_errors):
    ApprovedTestimonialFactory(rating=5)
    ApprovedTestimonialFactory(rating=4)
    ApprovedTestimonialFactory(rating=4)
    TestimonialFactory(rating=1)

    open_manage_reviews(owner_page, live_server.url)

    expect(counter(owner_page, "Pending")).to_have_text("1")
    expect(counter(owner_page, "Published")).to_have_text("3")
    expect(counter(owner_page, "Total Reviews")).to_have_text("4")
    # From the published ratings, not the specification's fixed 4.8.
    expect(counter(owner_page, "Average Rating")).to_have_text("4.3")
    assert page_errors == []


def test_under_13_testimonial_needs_the_consent_record_first(
    owner_page: Page, live_server, page_errors
):
    child = TestimonialFactory(name="Leo", age_verification="under-13-with-consent")

    open_manage_reviews(owner_page, live_server.url)
    card = owner_page.get_by_role("article", name="Leo")
    expect(card).to_contain_text("Age: Under 13 with verifiable parental consent")
    link = card.get_by_role("link", name="Record consent in Django admin")
    expect(link).to_have_attribute(
        "href", f"/django-admin/testimonials/testimonial/{child.id}/change/"
    )

    card.get_by_role("button", name="Approve").click()

    toast = owner_page.get_by_test_id("toast")
    expect(toast).to_contain_text(CONSENT_NEEDED)
    expect(owner_page.get_by_role("region", name="Pending Approval")).to_contain_text("Leo")
    child.refresh_from_db()
    assert child.is_approved is False
    assert public_names() == []
    assert deliberate(page_errors, f"/api/testimonials/{child.id}/approve") == []


def test_under_13_testimonial_with_consent_recorded_can_be_approved(
    owner_page: Page, live_server, page_errors
):
    TestimonialFactory(
        name="Leo",
        age_verification="under-13-with-consent",
        consent_verification="Phoned his mother on 3 March; she agreed.",
    )

    open_manage_reviews(owner_page, live_server.url)
    card = owner_page.get_by_role("article", name="Leo")
    expect(card).to_contain_text("Parental consent recorded")
    card.get_by_role("button", name="Approve").click()

    expect(owner_page.get_by_test_id("toast")).to_contain_text(APPROVED_TOAST)
    assert public_names() == ["Leo"]
    assert page_errors == []


def test_deleting_a_published_testimonial_removes_it(owner_page: Page, live_server, page_errors):
    ApprovedTestimonialFactory(name="Coach Daniels")
    assert public_names() == ["Coach Daniels"]

    open_manage_reviews(owner_page, live_server.url)
    delete_once_sure(
        owner_page,
        owner_page.get_by_role("article", name="Coach Daniels").get_by_role(
            "button", name="Delete"
        ),
        "Delete this testimonial?",
        lambda: Testimonial.objects.count() == 1,
    )

    expect(owner_page.get_by_test_id("toast")).to_contain_text("Testimonial deleted successfully!")
    expect(owner_page.get_by_text("No published testimonials yet!")).to_be_visible()
    assert Testimonial.objects.count() == 0
    assert public_names() == []
    assert page_errors == []


def open_request_dialog(page: Page, url: str):
    page.goto(url + "/admin?tab=testimonials")
    page.get_by_role("tab", name="Send Requests").click()
    expect(page.get_by_role("heading", name="Tips for great testimonials")).to_be_visible()
    page.get_by_role("button", name="Send a Request").click()
    dialog = page.get_by_role("dialog", name="Request a Testimonial")
    expect(dialog).to_be_visible()
    return dialog


def send_request(dialog, *, email: str) -> None:
    """Fill the request form in for Mr Jones, the coach, and send it."""
    dialog.get_by_label("Name").fill("Mr Jones")
    dialog.get_by_label("Email").fill(email)
    dialog.get_by_label("Relationship").select_option("Coach")
    dialog.get_by_label("Message").fill("Could you write a few words about our football season?")
    dialog.get_by_role("button", name="Send Request").click()


def test_a_request_e_mails_a_prefilled_link(owner_page: Page, live_server, page_errors, mailoutbox):
    dialog = open_request_dialog(owner_page, live_server.url)
    expect(dialog.get_by_label("Name")).to_be_focused()
    options = dialog.get_by_label("Relationship").locator("option").all_inner_texts()
    assert options[1:] == [
        "Teacher",
        "Classmate",
        "Coach",
        "Mentor",
        "Family Friend",
        "Peer",
        "Other",
    ]

    dialog.get_by_label("Email").fill("not-an-address")
    dialog.get_by_label("Message").fill("Too short")
    dialog.get_by_role("button", name="Send Request").click()

    for message in (
        "Name is required",
        "Valid email is required",
        "Relationship is required",
        "Message must be at least 10 characters",
    ):
        expect(dialog.get_by_text(message)).to_be_visible()
    assert mailoutbox == []

    send_request(dialog, email="coach.jones@example.com")

    toast = owner_page.get_by_test_id("toast")
    expect(toast).to_contain_text("Request sent successfully")
    expect(toast).to_contain_text("Your testimonial request has been sent via email.")
    expect(dialog).to_be_hidden()
    assert len(mailoutbox) == 1
    mail = mailoutbox[0]
    assert mail.to == ["coach.jones@example.com"]
    assert "Could you write a few words about our football season?" in mail.body
    # The request's signed, single-use link (tests/e2e/test_trusted_testimonials.py opens it).
    assert "http://testserver/testimonials?invite=" in mail.body
    assert TestimonialRequest.objects.filter(email="coach.jones@example.com").count() == 1
    # The form starts empty again for the next request.
    owner_page.get_by_role("button", name="Send a Request").click()
    expect(dialog.get_by_label("Name")).to_have_value("")
    assert page_errors == []


def test_asking_the_same_address_within_30_days_is_refused_on_the_email_field(
    owner_page: Page, live_server, page_errors, mailoutbox
):
    TestimonialRequestFactory(email="coach.jones@example.com")

    dialog = open_request_dialog(owner_page, live_server.url)
    send_request(dialog, email="coach.jones@example.com")

    error = dialog.locator("#field-email-error")
    expect(error).to_contain_text("A request was already sent to this address on")
    expect(error).to_contain_text("You can send another 30 days after that.")
    expect(dialog).to_be_visible()
    assert mailoutbox == []
    assert TestimonialRequest.objects.count() == 1
    assert deliberate(page_errors, "/api/testimonials/request") == []


def test_testimonials_are_usable_at_phone_width(
    owner_phone_page: Page, live_server, page_errors, mailoutbox
):
    TestimonialFactory(name="Mrs Okafor")
    page = owner_phone_page

    open_manage_reviews(page, live_server.url)
    page.get_by_role("article", name="Mrs Okafor").get_by_role("button", name="Approve").click()
    expect(page.get_by_test_id("toast")).to_contain_text(APPROVED_TOAST)
    assert_no_sideways_scroll(page)

    page.get_by_role("tab", name="Send Requests").click()
    page.get_by_role("button", name="Send a Request").click()
    dialog = page.get_by_role("dialog", name="Request a Testimonial")
    assert_on_the_screen(dialog)
    send_request(dialog, email="mentor@example.com")
    expect(page.get_by_test_id("toast")).to_contain_text("Request sent successfully")
    assert len(mailoutbox) == 1
    assert page_errors == []
