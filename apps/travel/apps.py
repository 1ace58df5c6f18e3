from apps.core import app_configs


class TravelConfig(app_configs.ContentAppConfig):
    name = "apps.travel"
    label = "travel"
    verbose_name = "Travel stories"
    announced_models = ("TravelStory",)
