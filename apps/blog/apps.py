from apps.core import app_configs


class BlogConfig(app_configs.ContentAppConfig):
    name = "apps.blog"
    label = "blog"
    verbose_name = "Blog"
    announced_models = ("BlogPost",)
