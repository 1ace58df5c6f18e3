from django.apps import AppConfig


class MediaConfig(AppConfig):
    name = "apps.media"
    label = "media"
    verbose_name = "Media & Publications"
