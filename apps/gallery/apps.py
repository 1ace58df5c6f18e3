from django.apps import AppConfig


class GalleryConfig(AppConfig):
    name = "apps.gallery"
    label = "gallery"
    verbose_name = "Photo gallery"
