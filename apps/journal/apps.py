from apps.core import app_configs


class JournalConfig(app_configs.ContentAppConfig):
    name = "apps.journal"
    label = "journal"
    verbose_name = "GCSE journal"
    announced_models = ("GcseJournalEntry",)
