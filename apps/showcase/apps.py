from apps.core import app_configs


class ShowcaseConfig(app_configs.ContentAppConfig):
    name = "apps.showcase"
    label = "showcase"
    verbose_name = "Achievements, projects and memes"
    announced_models = ("Achievement", "Project", "Meme")
