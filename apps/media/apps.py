from django.apps import AppConfig


class MediaConfig(AppConfig):
    name = "apps.media"
    label = "media"
    verbose_name = "Media & Publications"

    def ready(self) -> None:
        from apps.core.http_cache import announce_changes_of

        # Every write of these rows tells the response cache (apps/core/http_cache.py).
        announce_changes_of(self.get_model("MediaItem"))
