from django.apps import AppConfig


class JournalConfig(AppConfig):
    name = "apps.journal"
    label = "journal"
    verbose_name = "GCSE journal"

    def ready(self) -> None:
        from apps.core.http_cache import announce_changes_of

        # Every write of these rows tells the response cache (apps/core/http_cache.py).
        announce_changes_of(self.get_model("GcseJournalEntry"))
