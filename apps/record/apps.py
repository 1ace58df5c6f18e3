from apps.core import app_configs


class RecordConfig(app_configs.ContentAppConfig):
    name = "apps.record"
    label = "record"
    verbose_name = "Record (qualifications, grades and the super-curricular log)"
    announced_models = ("Qualification", "Grade", "LogEntry", "Evidence")
