"""Every public form's validation messages (the contact form, the testimonial form, and the
owner's testimonial request): each invalid value in an otherwise valid submission is refused
(400) with the specification's message for that field, nothing is stored and no e-mail goes."""

from dataclasses import dataclass

import pytest
from django.core import mail

from apps.contact.models import ContactMessage
from apps.testimonials.models import Testimonial, TestimonialRequest
from tests.helpers import VALID_CONTACT, field_cases
from tests.testimonials.factories import VALID_REQUEST, VALID_TESTIMONIAL

pytestmark = pytest.mark.django_db


@dataclass(frozen=True)
class Form:
    url: str
    sender: str  # the client fixture that submits it
    valid: dict
    model: type  # where a submission is stored


FORMS = {
    "contact": Form("/api/contact", "api_client", VALID_CONTACT, ContactMessage),
    "testimonial": Form("/api/testimonials", "api_client", VALID_TESTIMONIAL, Testimonial),
    "testimonial-request": Form(
        "/api/testimonials/request", "owner_client", VALID_REQUEST, TestimonialRequest
    ),
}

# Each form's rules: (field, value, message).
RULES = {
    "contact": [
        ("name", "A", "Name must be at least 2 characters"),
        ("name", "", "Name must be at least 2 characters"),
        ("name", None, "Name must be at least 2 characters"),
        ("email", "not-an-email", "Please enter a valid email address"),
        ("email", "", "Please enter a valid email address"),
        ("subject", "Hi", "Subject must be at least 5 characters"),
        ("message", "Too short", "Message must be at least 10 characters"),
        ("ageVerification", "", "Please verify your age for COPPA compliance"),
        ("ageVerification", "under-13", "Please verify your age for COPPA compliance"),
        ("consent", False, "You must consent to data processing"),
        ("consent", "false", "You must consent to data processing"),
        ("coppaCompliant", False, "COPPA compliance acknowledgment is required"),
        ("name", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("message", "x" * 5001, "Ensure this field has no more than 5000 characters."),
        ("message", "nul\x00byte in here", "Null characters are not allowed."),
    ],
    "testimonial": [
        ("name", "", "Name is required"),
        ("name", None, "Name is required"),
        ("role", "", "Role/Relationship is required"),
        ("content", "Too short to count", "Please write at least 20 characters"),
        ("content", "", "Please write at least 20 characters"),
        ("rating", 0, "Rating must be a number from 1 to 5"),
        ("rating", 6, "Rating must be a number from 1 to 5"),
        ("rating", "five", "Rating must be a number from 1 to 5"),
        ("ageVerification", "", "Age verification is required for COPPA compliance"),
        ("ageVerification", "adult", "Age verification is required for COPPA compliance"),
        ("coppaCompliant", False, "COPPA compliance acknowledgment is required"),
        ("content", "x" * 2001, "Ensure this field has no more than 2000 characters."),
    ],
    "testimonial-request": [
        ("name", "", "Name is required"),
        ("email", "nope", "Valid email is required"),
        ("email", "", "Valid email is required"),
        ("relationship", "", "Relationship is required"),
        ("message", "Too short", "Message must be at least 10 characters"),
        ("name", "Eve\r\nBcc: all@example.com", "Line breaks are not allowed here"),
        ("relationship", "Coach\nBcc: x@example.com", "Line breaks are not allowed here"),
    ],
}
EVERY_RULE = field_cases(RULES, FORMS)


@pytest.mark.parametrize(("form", "field", "value", "message"), EVERY_RULE)
def test_each_rule_has_the_specification_message_and_stores_nothing(
    request, form, field, value, message
):
    client = request.getfixturevalue(form.sender)

    response = client.post(form.url, {**form.valid, field: value}, format="json")

    assert response.status_code == 400
    assert response.json()[field] == [message]
    assert not form.model.objects.exists()
    assert mail.outbox == []
