"""The site profile for `seed_demo`: the placeholder person, with the four social links the
specification's footer shows (a microblog, a photo-sharing service, a professional network and
a video platform).

The links are obviously demo addresses on example.com (reserved for examples, RFC 2606): they
never lead to a real account that a stranger could own, and the owner replaces them in Django
admin. Only a profile the seed creates gets them; an existing profile is never changed.

Also the two steps every app's demo seed takes: create only the rows not there yet, and date a
row `days_ago` days back.
"""

from collections.abc import Callable, Iterable, Iterator
from datetime import timedelta

from django.db.models import Model, Q
from django.utils.text import slugify


def create_missing(
    model: type[Model], rows: Iterable[dict], create: Callable[[dict], object], *, key="title"
) -> int:
    """Call `create(row)` for each of `rows` whose `key` no row of `model` has yet (so a seed run
    again creates nothing twice); return how many rows were created."""
    existing = set(model.objects.values_list(key, flat=True))
    missing = [row for row in rows if row[key] not in existing]
    for row in missing:
        create(row)
    return len(missing)


def unseeded(model: type[Model], rows: Iterable[dict]) -> Iterator[tuple[str, dict]]:
    """Each of `rows` whose title, or the slug made from it, no row of `model` has yet (checked
    as the previous one has been created): its slug and a copy of its fields."""
    for row in rows:
        slug = slugify(row["title"])
        if not model.objects.filter(Q(slug=slug) | Q(title=row["title"])).exists():
            yield slug, dict(row)


def dated(row: dict, *, field: str, now) -> dict:
    """A demo row's fields with its `days_ago` turned into `field`: that many days before `now`
    (a date or a moment)."""
    fields = {name: value for name, value in row.items() if name != "days_ago"}
    fields[field] = now - timedelta(days=row["days_ago"])
    return fields


DEMO_SOCIAL_LINKS = {
    "microblog_url": "https://example.com/demo-student/microblog",
    "photos_url": "https://example.com/demo-student/photos",
    "professional_url": "https://example.com/demo-student/professional",
    "video_url": "https://example.com/demo-student/videos",
}


def seed() -> bool:
    """Create the demo site profile unless one exists; return whether it was created."""
    # Imported here: the apps' seeds import this module's helpers and must load without Django
    # set up (their `demo_scene` describes the demo pictures to `make bench`).
    from apps.core.services import site_profile_ensure

    profile, created = site_profile_ensure()
    if created:
        for field, url in DEMO_SOCIAL_LINKS.items():
            setattr(profile, field, url)
        profile.full_clean()
        profile.save(update_fields=[*DEMO_SOCIAL_LINKS, "updated_at"])
    return created
