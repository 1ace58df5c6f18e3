from . import app_configs


class CoreConfig(app_configs.ContentAppConfig):
    name = "apps.core"
    label = "core"
    verbose_name = "Site"
    announced_models = ("SiteProfile",)
