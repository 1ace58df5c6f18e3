from apps.core import app_configs


class BlogConfig(app_configs.ContentAppConfig):
    name = "apps.blog"
    label = "blog"
    verbose_name = "Blog"
    announced_models = ("BlogPost",)

    def ready(self) -> None:
        super().ready()
        from apps.core.http_cache import schedule_rows_of

        from .schedule import upcoming_publications

        # A post published for later appears by itself when due, through every cache.
        schedule_rows_of(self.get_model("BlogPost"), upcoming_publications)
