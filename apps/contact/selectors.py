from datetime import datetime

from django.db.models import QuerySet

from apps.guardian.blocks import sender_blocked_expression
from apps.guardian.forwards import shown_at_expression
from apps.guardian.holds import without_held

from .models import EXPORT_PERSONAL_DATA, ContactMessage

# The permission an account other than the owner needs to export what the site holds about an
# address (Django admin → Users → permissions: "contact | contact message | Can export the
# personal data held about an e-mail address").
EXPORT_PERMISSION = f"{ContactMessage._meta.app_label}.{EXPORT_PERSONAL_DATA}"


def message_list() -> QuerySet[ContactMessage]:
    """The owner's inbox, newest first. Never shown to visitors (the views make sure); a message
    waiting for the guardian's approval is not in it until approved (apps/guardian). Each says
    whether its sender is blocked now and when it was last shown to the guardian."""
    return (
        without_held(ContactMessage.objects.all())
        .annotate(
            sender_blocked=sender_blocked_expression("email"),
            shown_to_guardian_at=shown_at_expression("message"),
        )
        .order_by("-created_at")
    )


def message_unread_count() -> int:
    return without_held(ContactMessage.objects.filter(is_read=False)).count()


def messages_received_count(*, since: datetime) -> int:
    """How many messages arrived since `since`, held ones too (the guardian's digest)."""
    return ContactMessage.objects.filter(created_at__gte=since).count()


def messages_for_email(*, email: str) -> QuerySet[ContactMessage]:
    """Every message sent from this address (for the owner's data export)."""
    return ContactMessage.objects.filter(email__iexact=email.strip()).order_by("created_at")
