from django.apps import AppConfig


class GalleryConfig(AppConfig):
    name = "apps.gallery"
    label = "gallery"
    verbose_name = "Photo gallery"

    def ready(self) -> None:
        from apps.core.http_cache import announce_changes_of

        # Every write of these rows tells the response cache (apps/core/http_cache.py).
        announce_changes_of(self.get_model("GalleryItem"))
