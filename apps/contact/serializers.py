from rest_framework import serializers

from apps.core.forms import (
    AGE_CHOICES,
    HoneypotField,
    check_true,
    must_be_true,
    reject_line_breaks,
)
from apps.core.serializers import CamelCaseModelSerializer

from .models import ContactMessage

NAME = "Name must be at least 2 characters"
EMAIL = "Please enter a valid email address"
SUBJECT = "Subject must be at least 5 characters"
MESSAGE = "Message must be at least 10 characters"
AGE = "Please verify your age for COPPA compliance"
CONSENT = "You must consent to data processing"
COPPA = "COPPA compliance acknowledgment is required"


def _text(min_length: int, max_length: int, message: str, **kwargs) -> serializers.CharField:
    return serializers.CharField(
        min_length=min_length,
        max_length=max_length,
        error_messages={
            "required": message,
            "blank": message,
            "min_length": message,
            "null": message,
        },
        **kwargs,
    )


class ContactSubmitSerializer(serializers.Serializer):
    """The public form's payload, with the specification's messages word for word."""

    name = _text(2, 100, NAME, validators=[reject_line_breaks])
    email = serializers.EmailField(
        max_length=254,
        error_messages={"required": EMAIL, "blank": EMAIL, "invalid": EMAIL, "null": EMAIL},
        validators=[reject_line_breaks],
    )
    subject = _text(5, 200, SUBJECT, validators=[reject_line_breaks])
    message = _text(10, 5000, MESSAGE)
    ageVerification = serializers.ChoiceField(
        choices=AGE_CHOICES,
        source="age_verification",
        error_messages={"required": AGE, "invalid_choice": AGE, "null": AGE},
    )
    consent = must_be_true(CONSENT)
    coppaCompliant = must_be_true(COPPA)
    # Hidden in the form; only bots fill it in.
    website = HoneypotField()

    def validate_consent(self, value):
        return check_true(value, CONSENT)

    def validate_coppaCompliant(self, value):
        return check_true(value, COPPA)


class ContactMessageSerializer(CamelCaseModelSerializer):
    """A message as the owner's inbox shows it: whether its sender is blocked now, and when it
    was last shown to the guardian (null: never)."""

    sender_blocked = serializers.BooleanField(read_only=True)
    shown_to_guardian_at = serializers.DateTimeField(read_only=True, allow_null=True)

    class Meta:
        model = ContactMessage
        fields = (
            "id",
            "name",
            "email",
            "subject",
            "message",
            "age_verification",
            "is_read",
            "read_at",
            "created_at",
            "sender_blocked",
            "shown_to_guardian_at",
        )
        read_only_fields = fields
