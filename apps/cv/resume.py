"""/cv.json: the CV in the JSON Resume schema (https://jsonresume.org/schema, checked in the
tests against the `@jsonresume/schema` package's own file). The same rows as the page: what
is published or marked public only, the public name only, the sections the owner hides left
out, and no e-mail (the contact form's address is the way to reach the owner)."""

from django.urls import reverse

from apps.core.public_profile import site_profile_public
from apps.core.shared_constants import SHARED

from . import selectors
from .selectors import absolute, contact_url

# A log entry's kind -> the JSON Resume section it belongs to (the rest are on the page only).
VOLUNTEERING, WORK_EXPERIENCE = "volunteering", "work-experience"


def _day(value) -> str | None:
    if value is None:
        return None
    return (value.date() if hasattr(value, "date") else value).isoformat()


def _clean(row: dict) -> dict:
    """The row without empty fields (the schema's strings and dates may not be null)."""
    return {key: value for key, value in row.items() if value not in (None, "", [])}


def _education(grade) -> dict:
    qualification = grade.qualification
    return _clean(
        {
            "institution": qualification.board_name,
            "area": qualification.subject,
            "studyType": qualification.get_type_display(),
            "endDate": _day(grade.date),
            "score": grade.value,
        }
    )


def _award(row) -> dict:
    return _clean(
        {"title": row.title, "date": _day(row.date), "awarder": row.issuer,
         "summary": row.description}
    )  # fmt: skip


def _certificate(row) -> dict:
    return _clean(
        {"name": row.title, "date": _day(row.date), "issuer": row.issuer,
         "url": absolute(row.certificate_url)}
    )  # fmt: skip


def _project(row) -> dict:
    return _clean(
        {
            "name": row.title,
            "description": row.description,
            "startDate": _day(row.start_date),
            "url": absolute(row.get_absolute_url()),
            "keywords": list(row.technologies or []),
            "type": row.type,
        }
    )


def _experience(entry, organisation_key: str) -> dict:
    return _clean(
        {
            organisation_key: entry.organisation,
            "position": entry.title,
            "startDate": _day(entry.start_date),
            "endDate": _day(entry.end_date),
        }
    )


def _publication(row) -> dict:
    return _clean(
        {
            "name": row.title,
            "publisher": row.publication or row.platform,
            "releaseDate": _day(row.published_at),
            "url": row.url,
            "summary": row.description,
        }
    )


def _profiles(links: dict[str, str]) -> list[dict]:
    return [
        {"network": link["label"], "url": links[link["key"]]}
        for link in SHARED["socialLinks"]
        if links.get(link["key"])
    ]


def json_resume() -> dict:
    profile = site_profile_public()
    shown = {s["key"] for s in selectors.cv_sections() if s["shown"]}
    resume: dict = {
        "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
        "basics": _clean(
            {
                "name": profile.name,
                "label": profile.headline or profile.tagline,
                "url": contact_url(),
                "summary": profile.bio,
                "profiles": _profiles(profile.social_links or {}),
            }
        ),
    }
    if "education" in shown:
        resume["education"] = [_education(grade) for grade in selectors.education_rows()]
    if "awards" in shown:
        awards = selectors.award_rows()
        resume["awards"] = [_award(row) for row in awards]
        resume["certificates"] = [_certificate(row) for row in awards if row.certificate_url]
    if "projects" in shown:
        projects = selectors.project_rows()
        resume["projects"] = [_project(row) for row in projects]
        technologies = list(
            dict.fromkeys(tech for row in projects for tech in (row.technologies or []))
        )
        if technologies:
            resume["skills"] = [{"name": "Technologies", "keywords": technologies}]
    if "activities" in shown:
        entries = selectors.activity_rows()
        resume["volunteer"] = [
            _experience(entry, "organization") for entry in entries if entry.kind == VOLUNTEERING
        ]
        resume["work"] = [
            _experience(entry, "name") for entry in entries if entry.kind == WORK_EXPERIENCE
        ]
    if "appearances" in shown:
        resume["publications"] = [_publication(row) for row in selectors.appearance_rows()]
    resume["meta"] = {"canonical": absolute(reverse("cv-json")), "version": "v1.0.0"}
    return {key: value for key, value in resume.items() if value != []}
