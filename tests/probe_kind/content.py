from apps.core import content_types as kinds

from .models import Probe
from .selectors import probe_list


def _summary() -> kinds.Summary:
    probes = kinds.published_split(Probe.objects.all())
    return kinds.Summary(dict(probes), probes["total"], probes["published"])


def _purge() -> int:
    """The probe's rule of what is not kept: its drafts (a throwaway rule for the daily purge)."""
    deleted, _ = Probe.objects.filter(is_published=False).delete()
    return deleted


kinds.register(
    kinds.ContentType(
        names=kinds.Names("probe", "Probe", "Probes", tab="probes", order=90),
        model=Probe,
        visible=probe_list,
        pages=kinds.RowPages("probe", view_kind="probe", sitemap="probes"),
        search=kinds.Searched(title="title", body=("content",)),
        digest_since="updated_at",
        activity=lambda probe: ("Probe", kinds.shown(probe.is_published)),
        dashboard=kinds.Dashboard(
            _summary, kinds.figures_serializer("_ProbeFigures", "total", "published")
        ),
        purge=("probe drafts", _purge),
    )
)
