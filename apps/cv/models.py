"""The CV's one row of settings: which sections it shows, in which order."""

from django.db import models

# The CV's sections, in their first order, with their headings (the page, the PDF and the
# panel name them so). The profile (name, headline, the contact form's address) always heads it.
SECTIONS: dict[str, str] = {
    "education": "Qualifications",
    "awards": "Achievements & awards",
    "projects": "Projects",
    "activities": "Activities & experience",
    "appearances": "Media & publications",
}

SECTION_KEYS = tuple(SECTIONS)


def default_sections() -> list[dict]:
    return [{"key": key, "shown": True} for key in SECTIONS]


class CvSettings(models.Model):
    """A singleton (pk 1), as the site profile: `sections` is every section once, in the CV's
    order, each shown or not ([{"key": "education", "shown": true}, ...]); a key it lacks (a
    section added later) comes last, shown."""

    id = models.PositiveSmallIntegerField(primary_key=True, default=1, editable=False)
    sections = models.JSONField(default=default_sections)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "CV settings"
        verbose_name_plural = "CV settings"

    def __str__(self) -> str:
        return "CV settings"
