from rest_framework import serializers

from apps.core.forms import (
    AGE_CHOICES,
    HoneypotField,
    check_true,
    must_be_true,
    reject_line_breaks,
)
from apps.core.serializers import CamelCaseModelSerializer

from .links import INVALID, INVITE_REFUSED, TOKEN_MAX_LENGTH
from .models import Testimonial, TestimonialRequest

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
    # The token of a request's signed link (/testimonials?invite=...): the testimonial is then
    # verified, in the role the request names. Absent or blank: the public form, never verified.
    invite = serializers.CharField(
        required=False,
        allow_blank=True,
        trim_whitespace=True,
        max_length=TOKEN_MAX_LENGTH,
        error_messages={"max_length": INVITE_REFUSED[INVALID], "invalid": INVITE_REFUSED[INVALID]},
    )

    def validate_coppaCompliant(self, value):
        return check_true(value, COPPA)


class TestimonialPublicSerializer(CamelCaseModelSerializer):
    """What visitors see of an approved testimonial: never an address or moderation data.
    `verified`: sent through the signed link of a request the owner e-mailed."""

    verified = serializers.BooleanField(source="is_verified", read_only=True)

    class Meta:
        model = Testimonial
        fields = ("id", "name", "role", "content", "rating", "published_at", "verified")
        read_only_fields = fields


class TestimonialAnswersSerializer(CamelCaseModelSerializer):
    """Which request a verified testimonial answers, for the owner: whom it was sent to and
    when, never the address."""

    sent_at = serializers.DateTimeField(source="created_at", read_only=True)

    class Meta:
        model = TestimonialRequest
        fields = ("id", "name", "relationship", "sent_at", "used_at")
        read_only_fields = fields


class TestimonialAdminSerializer(CamelCaseModelSerializer):
    verified = serializers.BooleanField(source="is_verified", read_only=True)
    answers_request = TestimonialAnswersSerializer(
        source="request", read_only=True, allow_null=True
    )
    # When the owner last showed it to her guardian (null: never); annotated by the views.
    shown_to_guardian_at = serializers.DateTimeField(read_only=True, allow_null=True)

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
            "verified",
            "answers_request",
            "shown_to_guardian_at",
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


class TestimonialInviteSerializer(CamelCaseModelSerializer):
    """What a request's link prefills the form with: never the address or the message."""

    role = serializers.CharField(source="relationship", read_only=True)

    class Meta:
        model = TestimonialRequest
        fields = ("name", "role")
        read_only_fields = fields


class TestimonialWithdrawSerializer(CamelCaseModelSerializer):
    """What a withdraw link would remove, shown to the holder of the link before they confirm."""

    verified = serializers.BooleanField(source="is_verified", read_only=True)

    class Meta:
        model = Testimonial
        fields = ("name", "role", "content", "is_approved", "verified")
        read_only_fields = fields


class TestimonialRequestUnsentSerializer(CamelCaseModelSerializer):
    """A request whose e-mail has not gone yet, for the owner's panel: whom and when, never the
    address or the message."""

    class Meta:
        model = TestimonialRequest
        fields = ("id", "name", "relationship", "created_at")
        read_only_fields = fields


class WithdrawRequestSerializer(serializers.Serializer):
    """The body of POST /api/testimonials/withdraw (the view answers any other body with
    LinkRefused's 'not valid')."""

    token = serializers.CharField(max_length=TOKEN_MAX_LENGTH)


class LinkRefusedSerializer(serializers.Serializer):
    """Why a link cannot be used: `reason` is invalid, expired, used or withdrawn."""

    detail = serializers.CharField()
    reason = serializers.ChoiceField(choices=["invalid", "expired", "used", "withdrawn"])
