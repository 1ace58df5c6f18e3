"""The AppConfig of every app whose rows the public pages show: its models announce their own
writes to the response cache (apps/core/http_cache.py), and its `content.py`, where it has one,
declares its kinds of content (apps/core/content_types.py).

An app's apps.py imports this module, not the class (`from apps.core import app_configs`):
Django picks an app's config by the one AppConfig subclass its apps.py holds."""

from importlib import import_module

from django.apps import AppConfig
from django.utils.module_loading import module_has_submodule


class ContentAppConfig(AppConfig):
    """Every save and delete of a row of `announced_models` (model names) tells the response
    cache, whoever writes it (a service, Django admin, a command, the shell)."""

    announced_models: tuple[str, ...] = ()

    def ready(self) -> None:
        from apps.core.http_cache import announce_changes_of

        announce_changes_of(*(self.get_model(name) for name in self.announced_models))
        if module_has_submodule(self.module, "content"):
            import_module(f"{self.name}.content")
