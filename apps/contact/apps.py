from django.apps import AppConfig


class ContactConfig(AppConfig):
    name = "apps.contact"
    label = "contact"
    verbose_name = "Contact messages"
