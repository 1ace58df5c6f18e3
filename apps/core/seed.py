"""The site profile for `seed_demo`: the placeholder person, with the four social links the
specification's footer shows (a microblog, a photo-sharing service, a professional network and
a video platform).

The links are obviously demo addresses on example.com (reserved for examples, RFC 2606): they
never lead to a real account that a stranger could own, and the owner replaces them in Django
admin. Only a profile the seed creates gets them; an existing profile is never changed.
"""

from .services import site_profile_ensure

DEMO_SOCIAL_LINKS = {
    "microblog_url": "https://example.com/demo-student/microblog",
    "photos_url": "https://example.com/demo-student/photos",
    "professional_url": "https://example.com/demo-student/professional",
    "video_url": "https://example.com/demo-student/videos",
}


def seed() -> bool:
    """Create the demo site profile unless one exists; return whether it was created."""
    profile, created = site_profile_ensure()
    if created:
        for field, url in DEMO_SOCIAL_LINKS.items():
            setattr(profile, field, url)
        profile.full_clean()
        profile.save(update_fields=[*DEMO_SOCIAL_LINKS, "updated_at"])
    return created
