"""Reads of the shared kernel's rows."""

from .models import SiteProfile

PLACEHOLDER_PROFILE = {
    "name": "Alex Morgan",
    "tagline": "Curious Mind. Global Learner. Future Changemaker.",
    "bio": (
        "I'm a UK secondary-school student preparing for my GCSEs. I write about what I learn, "
        "the places I visit and the projects I build."
    ),
    "email": "hello@example.com",
    "location": "United Kingdom",
}


def site_profile_get() -> SiteProfile:
    """The site profile; an unsaved placeholder when none has been created yet.

    Pages must render on an empty database (a fresh deploy before `seed_demo`), so a missing row
    is not an error.
    """
    profile = SiteProfile.objects.filter(pk=1).first()
    return profile or SiteProfile(pk=1, **PLACEHOLDER_PROFILE)
