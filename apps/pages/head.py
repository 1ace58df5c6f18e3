"""The head tags every page sends in its HTML, so crawlers and link previews need no JavaScript."""

import json
from dataclasses import dataclass, field

from django.conf import settings
from django.utils.safestring import SafeString, mark_safe

from apps.core.models import SiteProfile

from .routes import Page

# Characters that could end a <script> element or start an HTML comment inside it.
_SCRIPT_ESCAPES = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}


def json_for_script(data) -> SafeString:
    """JSON that is safe inside a <script type="application/ld+json"> element."""
    # Safe: every character that could close the element or open markup is escaped above.
    return mark_safe(json.dumps(data, ensure_ascii=False).translate(_SCRIPT_ESCAPES))  # noqa: S308


@dataclass(frozen=True)
class Head:
    title: str
    description: str
    canonical: str
    site_name: str
    og_type: str = "website"
    image: str = ""
    noindex: bool = False
    json_ld: list[SafeString] = field(default_factory=list)


def absolute_url(path: str) -> str:
    return settings.SITE_URL + "/" + path.lstrip("/")


def person_json_ld(profile: SiteProfile) -> dict:
    person = {
        "@context": "https://schema.org",
        "@type": "Person",
        "name": profile.name,
        "description": profile.tagline,
        "url": absolute_url(""),
    }
    if profile.email:
        person["email"] = f"mailto:{profile.email}"
    if profile.location:
        person["homeLocation"] = {"@type": "Place", "name": profile.location}
    if profile.social_links:
        person["sameAs"] = list(profile.social_links.values())
    return person


def head_build(
    *, page: Page, profile: SiteProfile, path: str, extra_json_ld: tuple[dict, ...] = ()
) -> Head:
    site_title = f"{profile.name} | {profile.tagline}"
    title = f"{page.title} | {profile.name}" if page.title else site_title
    canonical_path = page.canonical_path if page.canonical_path is not None else path
    return Head(
        title=title,
        description=page.description.format(name=profile.name),
        canonical=absolute_url(canonical_path.strip("/")),
        site_name=profile.name,
        noindex=page.noindex,
        json_ld=[json_for_script(block) for block in (person_json_ld(profile), *extra_json_ld)],
    )
