from apps.core.content_types import (
    ContentType,
    Dashboard,
    Searched,
    Summary,
    figures_serializer,
    published_split,
    register,
    shown,
)

from .models import Probe
from .selectors import probe_list


def _summary() -> Summary:
    probes = published_split(Probe.objects.all())
    return Summary(dict(probes), probes["total"], probes["published"])


register(
    ContentType(
        key="probe",
        label="Probe",
        plural="Probes",
        model=Probe,
        visible=probe_list,
        tab="probes",
        order=90,
        page="probe",
        view_kind="probe",
        sitemap="probes",
        search=Searched(title="title", body=("content",)),
        digest_since="updated_at",
        activity=lambda probe: ("Probe", shown(probe.is_published)),
        dashboard=Dashboard(_summary, figures_serializer("_ProbeFigures", "total", "published")),
    )
)
