from django.apps import AppConfig


class ContactConfig(AppConfig):
    name = "apps.contact"
    label = "contact"
    verbose_name = "Contact messages"

    def ready(self) -> None:
        from apps.guardian.holds import HeldKind, register_held_kind

        from . import selectors, services

        # A message from a visitor under 13 may wait for the guardian (apps/guardian): guardian
        # deletes it and tells the owner of it through this app's own services.
        register_held_kind(
            HeldKind(
                field="message",
                delete=lambda message: services.message_delete(message=message),
                approved=lambda message: services.message_released(message_id=message.id),
                received_since=lambda since: selectors.messages_received_count(since=since),
            )
        )
