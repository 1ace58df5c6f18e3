"""The home page's four figures ("15+ Articles", "95% Progress", "12 Certificates",
"20+ Countries") and the site map's country count.

Each is the label the owner typed on the profile or, when that is blank, counted from what
visitors can see: published posts, the average progress of published journal entries,
published achievements and the distinct countries of published stories. A figure with nothing
to count is left out (None) rather than shown as zero, so a fresh site never boasts "0 Articles"
and never shows a figure its own content contradicts.
"""

import math

from django.db.models import Avg, Count, Q
from django.db.models.functions import Lower, Trim

from apps.blog.selectors import post_list
from apps.core.models import SiteProfile
from apps.journal.selectors import entry_list
from apps.showcase.selectors import achievement_list
from apps.travel.selectors import story_list

from .loaders import VISITOR

FIGURES = ("articles", "progress", "certificates", "countries")


def at_least(count: int) -> str:
    """How the seed writes a growing count: exact under ten, then the multiple of five below it
    with a plus ("15+" for 17), so the figure stays true as the content grows."""
    return str(count) if count < 10 else f"{count - count % 5}+"


def _counted(count: int, one: str, many: str, *, rounded: bool) -> str | None:
    if not count:
        return None
    return f"{at_least(count) if rounded else count} {one if count == 1 else many}"


def automatic_figures() -> dict[str, str | None]:
    """Every figure as counted from the published content (four aggregate queries)."""
    posts = post_list(viewer=VISITOR).count()
    progress = entry_list(viewer=VISITOR).aggregate(average=Avg("progress"))["average"]
    certificates = achievement_list(viewer=VISITOR).count()
    countries = (
        story_list(viewer=VISITOR)
        .order_by()
        .aggregate(
            n=Count(Lower(Trim("country")), distinct=True, filter=~Q(country__regex=r"^\s*$"))
        )["n"]
    )
    return {
        "articles": _counted(posts, "Article", "Articles", rounded=True),
        "progress": None if progress is None else f"{math.floor(progress + 0.5)}% Progress",
        "certificates": _counted(certificates, "Certificate", "Certificates", rounded=False),
        "countries": _counted(countries, "Country", "Countries", rounded=True),
    }


def typed_figures(profile: SiteProfile) -> dict[str, str]:
    """The labels the owner typed ("" where a figure is automatic)."""
    return {name: getattr(profile, f"figure_{name}").strip() for name in FIGURES}


def site_figures(profile: SiteProfile) -> dict[str, str | None]:
    """What the home page shows: each typed label, or else the automatic figure."""
    typed = typed_figures(profile)
    if all(typed.values()):
        return typed  # nothing to count
    counted = automatic_figures()
    return {name: typed[name] or counted[name] for name in FIGURES}
