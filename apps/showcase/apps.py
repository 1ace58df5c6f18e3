from django.apps import AppConfig


class ShowcaseConfig(AppConfig):
    name = "apps.showcase"
    label = "showcase"
    verbose_name = "Achievements, projects and memes"

    def ready(self) -> None:
        from apps.core.http_cache import announce_changes_of

        # Every write of these rows tells the response cache (apps/core/http_cache.py).
        announce_changes_of(
            self.get_model("Achievement"),
            self.get_model("Project"),
            self.get_model("Meme"),
        )
