from django.apps import AppConfig


class OperationsConfig(AppConfig):
    """Running the site rather than showing it: backups and restores, the retention purge, the
    contact digest, and the export of what the site holds about one e-mail address. Like
    `pages`, it reads and writes the content apps through their services and selectors; nothing
    imports it."""

    name = "apps.operations"
    label = "operations"
    verbose_name = "Operations"
