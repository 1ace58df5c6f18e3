from rest_framework import serializers

from .models import DEFAULT_DAYS, MAX_DAYS, MIN_DAYS, RECIPIENT_MAX_LENGTH, TargetType
from .selectors import share_link_is_active, target_title
from .services import DAYS_RANGE, RECIPIENT_NEEDED, RECIPIENT_TOO_LONG

TARGET_TYPE = "Choose a blog post or a journal entry"
TARGET_ID = "Choose the post or entry to share"


class ShareLinkSerializer(serializers.Serializer):
    """One of the owner's links, as the panel lists it: never its token (not stored)."""

    id = serializers.UUIDField()
    targetType = serializers.ChoiceField(choices=TargetType.choices, source="target_type")
    targetId = serializers.SerializerMethodField()
    targetTitle = serializers.SerializerMethodField()
    targetPublished = serializers.SerializerMethodField()
    recipient = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")
    expiresAt = serializers.DateTimeField(source="expires_at")
    revokedAt = serializers.DateTimeField(source="revoked_at", allow_null=True)
    openCount = serializers.IntegerField(source="open_count")
    lastOpenedAt = serializers.DateTimeField(source="last_opened_at", allow_null=True)
    isActive = serializers.SerializerMethodField()

    def get_targetId(self, link) -> str:
        return str(link.post_id or link.journal_entry_id or link.statement_id)

    def get_targetTitle(self, link) -> str:
        return target_title(link)

    def get_targetPublished(self, link) -> bool:
        return bool(getattr(link.target, "is_published", False))  # a statement: never

    def get_isActive(self, link) -> bool:
        return share_link_is_active(link)


class ShareLinkCreatedSerializer(ShareLinkSerializer):
    """A new link, with its address: the only time the token is ever sent."""

    url = serializers.CharField()


def _messages(message: str) -> dict[str, str]:
    return dict.fromkeys(("required", "blank", "null", "invalid", "invalid_choice"), message)


class ShareLinkCreateSerializer(serializers.Serializer):
    targetType = serializers.ChoiceField(
        choices=TargetType.choices, error_messages=_messages(TARGET_TYPE)
    )
    targetId = serializers.UUIDField(error_messages=_messages(TARGET_ID))
    recipient = serializers.CharField(
        max_length=RECIPIENT_MAX_LENGTH,
        error_messages={**_messages(RECIPIENT_NEEDED), "max_length": RECIPIENT_TOO_LONG},
    )
    days = serializers.IntegerField(
        min_value=MIN_DAYS,
        max_value=MAX_DAYS,
        default=DEFAULT_DAYS,
        error_messages={
            **_messages(DAYS_RANGE),
            "min_value": DAYS_RANGE,
            "max_value": DAYS_RANGE,
            "max_string_length": DAYS_RANGE,
        },
    )
