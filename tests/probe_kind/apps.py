from apps.core import app_configs


class ProbeKindConfig(app_configs.ContentAppConfig):
    name = "tests.probe_kind"
    label = "probe_kind"
    verbose_name = "Probes"
    announced_models = ("Probe",)
