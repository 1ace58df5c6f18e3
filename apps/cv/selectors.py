"""What the CV says: one document drawn from what visitors may read (the public name, the
achieved grades marked public, the published achievements, projects, log entries and media),
in the owner's order. The page, its PDF and /cv.json are all drawn from `cv_document()`.

It reads the showcase and the media through the registry of content types (their selectors,
as a visitor) and the record through its public selectors, so nothing private can reach it.
"""

from datetime import date, datetime

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.urls import reverse
from django.utils.text import Truncator

from apps.core.content_types import content_type
from apps.core.public_profile import PublicProfile, site_profile_public
from apps.record.selectors import public_achieved_grades, published_log_entries

from .models import SECTIONS, CvSettings, default_sections

VISITOR = AnonymousUser()
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
# Each section lists at most this many rows, each text at most this long (the CV stays one or
# two A4 pages).
SECTION_ROWS = 6
TEXT_CHARS = 160
# The qualifications are short rows, two to a line when printed: a GCSE student's full set.
EDUCATION_ROWS = 12


def cv_settings_get() -> CvSettings:
    """The settings row; an unsaved default (every section, in the first order) when none has
    been saved yet."""
    return CvSettings.objects.filter(pk=1).first() or CvSettings(pk=1)


def cv_sections(settings_row: CvSettings | None = None) -> list[dict]:
    """Every section once, in the owner's order: [{"key", "title", "shown"}]. A stored key that
    is no section any more is dropped; a section the row lacks comes last, shown."""
    row = settings_row or cv_settings_get()
    stored = [s for s in (row.sections or []) if isinstance(s, dict) and s.get("key") in SECTIONS]
    seen = {s["key"] for s in stored}
    ordered = [*stored, *(s for s in default_sections() if s["key"] not in seen)]
    return [
        {"key": s["key"], "title": SECTIONS[s["key"]], "shown": bool(s["shown"])} for s in ordered
    ]


def month(day: date | datetime | None) -> str:
    """ "November 2024" (the CV's dates are months)."""
    if day is None:
        return ""
    return f"{MONTHS[day.month - 1]} {day.year}"


def span(start: date | None, end: date | None) -> str:
    """ "September 2024 to March 2025" (an en dash between), or one month when it ends in the
    month it began."""
    first, last = month(start), month(end)
    return f"{first} \N{EN DASH} {last}" if last and last != first else first


def absolute(path: str) -> str:
    """A site address as the CV prints it (whole, on SITE_URL); another site's, as it is."""
    return settings.SITE_URL + path if path.startswith("/") else path


def contact_url() -> str:
    return absolute(reverse("page-contact"))


def _item(title: str, *, meta: str = "", when: str = "", grade: str = "", text: str = "",
          url: str = "") -> dict:  # fmt: skip
    text = Truncator(" ".join(text.split())).chars(TEXT_CHARS)
    return {"title": title, "meta": meta, "when": when, "grade": grade, "text": text, "url": url}


def _joined(*parts: str) -> str:
    return " · ".join(part for part in parts if part)


# --- each section's rows (model rows, for the page's items and the JSON Resume) -------------


def education_rows() -> list:
    """Each qualification with an achieved grade marked public, once (its latest such grade),
    in the record's order."""
    latest = {grade.qualification_id: grade for grade in public_achieved_grades()}
    return list(latest.values())[:EDUCATION_ROWS]


def award_rows() -> list:
    return list(content_type("achievement").visible(viewer=VISITOR)[:SECTION_ROWS])


def project_rows() -> list:
    return list(content_type("project").visible(viewer=VISITOR)[:SECTION_ROWS])


def activity_rows() -> list:
    return list(published_log_entries()[:SECTION_ROWS])


def appearance_rows() -> list:
    return list(content_type("media").visible(viewer=VISITOR)[:SECTION_ROWS])


def _education(grade) -> dict:
    qualification = grade.qualification
    level = qualification.get_type_display()
    if qualification.tier:
        level = f"{level} ({qualification.get_tier_display()})"
    return _item(
        qualification.subject,
        meta=_joined(level, qualification.board_name),
        when=qualification.series or month(grade.date),
        grade=grade.value,
    )


def _award(row) -> dict:
    return _item(
        row.title,
        meta=row.issuer,
        when=month(row.date),
        text=row.description,
        url=absolute(row.certificate_url) if row.certificate_url else "",
    )


def _project(row) -> dict:
    return _item(
        row.title,
        meta=_joined(row.type, row.get_status_display() if row.status else ""),
        when=month(row.start_date),
        text=row.description,
        url=absolute(row.get_absolute_url()),
    )


def _hours(hours) -> str:
    if hours is None:
        return ""
    shown = f"{hours:f}".rstrip("0").rstrip(".")
    return f"{shown} hour" if shown == "1" else f"{shown} hours"


def _activity(entry) -> dict:
    return _item(
        entry.title,
        meta=_joined(entry.get_kind_display(), entry.organisation, _hours(entry.hours)),
        when=span(entry.start_date, entry.end_date),
    )


def _appearance(row) -> dict:
    return _item(
        row.title,
        meta=_joined(row.get_type_display(), row.publication or row.platform),
        when=month(row.published_at),
        url=row.url,
    )


SECTION_ITEMS = {
    "education": lambda: [_education(row) for row in education_rows()],
    "awards": lambda: [_award(row) for row in award_rows()],
    "projects": lambda: [_project(row) for row in project_rows()],
    "activities": lambda: [_activity(row) for row in activity_rows()],
    "appearances": lambda: [_appearance(row) for row in appearance_rows()],
}


def _headline(profile: PublicProfile) -> str:
    return profile.headline or profile.tagline


def cv_document(*, email: str = "") -> dict:
    """The CV as the page draws it: the public name (the pseudonym in pseudonym mode), the
    headline, the contact form's address (never the owner's e-mail; `email`, the private
    version's address the owner typed, only in the PDF they download), and each shown section
    with rows, in the owner's order."""
    profile = site_profile_public()
    sections = []
    for section in cv_sections():
        if not section["shown"]:
            continue
        items = SECTION_ITEMS[section["key"]]()
        if items:
            sections.append({"key": section["key"], "title": section["title"], "items": items})
    document = {
        "name": profile.name,
        "headline": _headline(profile),
        "summary": profile.bio,
        "location": profile.location,
        "contactUrl": contact_url(),
        "sections": sections,
    }
    if email:
        document["email"] = email
    return document
