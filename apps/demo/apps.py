from django.apps import AppConfig


class DemoConfig(AppConfig):
    """The demo content: the student's sample posts, entries, stories, projects and pictures
    (drawn with Pillow, apps/demo/art), `manage.py seed_demo` and `seed_scale`.

    It sits above every product app and writes through their services; no product app imports
    it (pyproject.toml's import contracts), so a site runs the same without it."""

    name = "apps.demo"
    label = "demo"
    verbose_name = "Demo content"
