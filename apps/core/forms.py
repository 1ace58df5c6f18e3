"""Pieces every public form's serializer shares (contact messages, testimonials)."""

from rest_framework import serializers

AGE_CHOICES = [
    ("over-13", "13 or older"),
    ("under-13-with-consent", "Under 13 with verifiable parental consent"),
]
UNDER_13 = "under-13-with-consent"
NO_LINE_BREAKS = "Line breaks are not allowed here"


def reject_line_breaks(value: str) -> str:
    """Refuse CR/LF in anything that may end up in an e-mail header (header injection)."""
    if "\r" in value or "\n" in value:
        raise serializers.ValidationError(NO_LINE_BREAKS)
    return value


class HoneypotField(serializers.CharField):
    """A hidden field people never see and bots fill in: any value marks the request as spam."""

    def __init__(self, **kwargs):
        super().__init__(required=False, allow_blank=True, max_length=500, **kwargs)


def must_be_true(message: str) -> serializers.BooleanField:
    return serializers.BooleanField(
        required=True,
        validators=[],
        error_messages={"required": message, "invalid": message, "null": message},
    )


def check_true(value: bool, message: str) -> bool:
    if value is not True:
        raise serializers.ValidationError(message)
    return value
