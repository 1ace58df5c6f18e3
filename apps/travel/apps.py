from django.apps import AppConfig


class TravelConfig(AppConfig):
    name = "apps.travel"
    label = "travel"
    verbose_name = "Travel stories"
