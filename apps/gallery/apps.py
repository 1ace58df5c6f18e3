from apps.core import app_configs


class GalleryConfig(app_configs.ContentAppConfig):
    name = "apps.gallery"
    label = "gallery"
    verbose_name = "Photo gallery"
    announced_models = ("GalleryItem",)
