"""Writes of the shared kernel's rows."""

from .http_cache import content_changed
from .models import SiteProfile
from .selectors import PLACEHOLDER_PROFILE


def site_profile_ensure() -> tuple[SiteProfile, bool]:
    """Create the site profile with placeholder values unless it exists; never overwrite it."""
    profile, created = SiteProfile.objects.get_or_create(pk=1, defaults=PLACEHOLDER_PROFILE)
    if created:
        content_changed(SiteProfile)
    return profile, created
