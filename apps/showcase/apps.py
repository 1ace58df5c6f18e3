from django.apps import AppConfig


class ShowcaseConfig(AppConfig):
    name = "apps.showcase"
    label = "showcase"
    verbose_name = "Achievements, projects and memes"
