from apps.core import app_configs


class MediaConfig(app_configs.ContentAppConfig):
    name = "apps.media"
    label = "media"
    verbose_name = "Media & Publications"
    announced_models = ("MediaItem",)
