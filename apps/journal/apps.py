from django.apps import AppConfig


class JournalConfig(AppConfig):
    name = "apps.journal"
    label = "journal"
    verbose_name = "GCSE journal"
