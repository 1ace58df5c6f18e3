from django.db.models import QuerySet

from .models import ContactMessage


def message_list() -> QuerySet[ContactMessage]:
    """The owner's inbox, newest first. Never shown to visitors (the views make sure)."""
    return ContactMessage.objects.order_by("-created_at")


def message_unread_count() -> int:
    return ContactMessage.objects.filter(is_read=False).count()


def messages_for_email(*, email: str) -> QuerySet[ContactMessage]:
    """Every message sent from this address (for the owner's data export)."""
    return ContactMessage.objects.filter(email__iexact=email.strip()).order_by("created_at")
