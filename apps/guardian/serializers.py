"""What the owner's panel sends and reads of blocked senders and 'Show my guardian' (the
endpoints are the inbox's and the testimonials' own: apps/contact/views.py,
apps/testimonials/views.py)."""

from rest_framework import serializers

from .forwards import NOTE_MAX


class BlockedSenderSerializer(serializers.Serializer):
    """A blocked address as the inbox lists it, with how many messages were dropped."""

    id = serializers.UUIDField(read_only=True)
    email = serializers.CharField(read_only=True)
    droppedCount = serializers.IntegerField(source="dropped_count", read_only=True)
    lastDroppedAt = serializers.DateTimeField(
        source="last_dropped_at", read_only=True, allow_null=True
    )
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)


NOTE_TOO_LONG = f"Keep the note to {NOTE_MAX} characters or fewer"


class ShowGuardianSerializer(serializers.Serializer):
    """'Show my guardian': the owner's note to go with the item (optional)."""

    note = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=NOTE_MAX,
        error_messages={
            "max_length": NOTE_TOO_LONG,
            "invalid": "The note must be text",
            "null": "The note must be text",
        },
    )


class ShownToGuardianSerializer(serializers.Serializer):
    detail = serializers.CharField()
    shownAt = serializers.DateTimeField()
