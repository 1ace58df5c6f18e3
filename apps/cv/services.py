"""Writes of the CV's settings."""

from django.db import transaction

from .models import CvSettings


@transaction.atomic
def cv_settings_update(*, sections: list[dict]) -> CvSettings:
    """Store the order and visibility of the sections (every section once, checked by the
    serializer). Saving the row announces it: the page, /cv.json and the PDF are drawn anew."""
    row, _ = CvSettings.objects.get_or_create(pk=1)
    row.sections = [{"key": s["key"], "shown": bool(s["shown"])} for s in sections]
    row.save()
    return row
