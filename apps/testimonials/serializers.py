from rest_framework import serializers

from apps.core.forms import (
    AGE_CHOICES,
    HoneypotField,
    check_true,
    must_be_true,
    reject_line_breaks,
)
from apps.core.serializers import CamelCaseModelSerializer

from .models import Testimonial

NAME = "Name is required"
ROLE = "Role/Relationship is required"
CONTENT = "Please write at least 20 characters"
RATING = "Rating must be a number from 1 to 5"
AGE = "Age verification is required for COPPA compliance"
COPPA = "COPPA compliance acknowledgment is required"
REQUEST_EMAIL = "Valid email is required"
RELATIONSHIP = "Relationship is required"
REQUEST_MESSAGE = "Message must be at least 10 characters"


def _required_text(max_length: int, message: str, **kwargs) -> serializers.CharField:
    """Text that is required; missing, blank, null or shorter than a given min_length, it says
    `message`."""
    return serializers.CharField(
        max_length=max_length,
        error_messages=dict.fromkeys(("required", "blank", "null", "min_length"), message),
        **kwargs,
    )


class TestimonialSubmitSerializer(serializers.Serializer):
    """The public form's payload, with the specification's messages word for word."""

    name = _required_text(100, NAME)
    role = _required_text(100, ROLE)
    content = _required_text(2000, CONTENT, min_length=20)
    rating = serializers.IntegerField(
        min_value=1,
        max_value=5,
        default=5,
        error_messages={
            "invalid": RATING,
            "min_value": RATING,
            "max_value": RATING,
            "null": RATING,
            "max_string_length": RATING,
        },
    )
    ageVerification = serializers.ChoiceField(
        choices=AGE_CHOICES,
        source="age_verification",
        error_messages={"required": AGE, "invalid_choice": AGE, "null": AGE},
    )
    coppaCompliant = must_be_true(COPPA)
    website = HoneypotField()

    def validate_coppaCompliant(self, value):
        return check_true(value, COPPA)


class TestimonialPublicSerializer(CamelCaseModelSerializer):
    """What visitors see of an approved testimonial: never an address or moderation data."""

    class Meta:
        model = Testimonial
        fields = ("id", "name", "role", "content", "rating", "published_at")
        read_only_fields = fields


class TestimonialAdminSerializer(CamelCaseModelSerializer):
    class Meta:
        model = Testimonial
        fields = (
            "id",
            "name",
            "role",
            "content",
            "rating",
            "age_verification",
            "is_approved",
            "published_at",
            "consent_verification",
            "created_at",
        )
        read_only_fields = fields


class TestimonialRequestSerializer(serializers.Serializer):
    name = _required_text(100, NAME, validators=[reject_line_breaks])
    email = serializers.EmailField(
        max_length=254,
        error_messages={
            "required": REQUEST_EMAIL,
            "blank": REQUEST_EMAIL,
            "invalid": REQUEST_EMAIL,
            "null": REQUEST_EMAIL,
        },
        validators=[reject_line_breaks],
    )
    relationship = _required_text(100, RELATIONSHIP, validators=[reject_line_breaks])
    message = _required_text(2000, REQUEST_MESSAGE, min_length=10)
