from apps.core.permissions import is_owner

from .models import Probe


def probe_list(*, viewer):
    rows = Probe.objects.all()
    return rows if is_owner(viewer) else rows.filter(is_published=True)
