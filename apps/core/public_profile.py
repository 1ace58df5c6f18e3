"""The site profile as the public sees it: the one place pseudonym mode is applied (issue 16).

Every output that leaves the site (the page shell's head and first data, the first screens, the
feeds, the e-mails to visitors and referees, the From name of every e-mail) reads the owner's
name through here, never `SiteProfile.name` directly. In pseudonym mode both the name and the
short name are the pseudonym: a short name is often the first half of the full name, so it is
not shown either.

`PublicProfile` carries only what public outputs may show, so the protections' own fields (the
sensitive words, the guardian's address) cannot reach a page by accident, and it cannot be saved.
"""

from dataclasses import dataclass, field
from email.utils import formataddr, parseaddr

from django.conf import settings

from .models import SiteProfile
from .selectors import site_profile_get


@dataclass(frozen=True)
class PublicProfile:
    name: str
    display_name: str
    tagline: str
    headline: str
    bio: str
    email: str
    location: str
    avatar_url: str
    social_links: dict[str, str] = field(default_factory=dict)
    other_links: list[dict[str, str]] = field(default_factory=list)


# Shown in pseudonym mode if the pseudonym is somehow blank (the model's clean refuses that, but
# a row written another way may hold it): the mode fails closed, never open to the full name.
UNNAMED = "The site owner"


def public_name(profile: SiteProfile) -> str:
    """The name the site shows: the pseudonym in pseudonym mode, otherwise the full name."""
    if profile.pseudonym_mode:
        return profile.pseudonym.strip() or UNNAMED
    return profile.name


def public_profile(profile: SiteProfile) -> PublicProfile:
    name = public_name(profile)
    return PublicProfile(
        name=name,
        display_name=name if profile.pseudonym_mode else profile.display_name,
        tagline=profile.tagline,
        headline=profile.headline,
        bio=profile.bio,
        email=profile.email,
        location=profile.location,
        avatar_url=profile.avatar_url,
        social_links=profile.social_links,
        other_links=list(profile.other_links or []),
    )


def site_profile_public() -> PublicProfile:
    """The stored profile (or the placeholder of a fresh site) as the public sees it."""
    return public_profile(site_profile_get())


def site_from_email() -> str:
    """The From header of every e-mail the site sends: DEFAULT_FROM_EMAIL's address under the
    site's public name, so no e-mail can name the owner in full while pseudonym mode is on,
    whatever display name the deployment's setting carries."""
    _, address = parseaddr(settings.DEFAULT_FROM_EMAIL)
    return formataddr((site_profile_public().name, address or settings.DEFAULT_FROM_EMAIL))
