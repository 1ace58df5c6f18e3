"""The home page's four figures ("15+ Articles", "95% Progress", "12 Certificates",
"20+ Countries") and the site map's country count.

Each is the label the owner typed on the profile or, when that is blank, counted from what
visitors can see by the kind of content that declares it (published posts, the average
progress of published journal entries, published achievements, the distinct countries of the
published stories). A figure with nothing to count is left out (None) rather than shown as
zero, so a fresh site never boasts "0 Articles" and never shows a figure its own content
contradicts.
"""

from apps.core.content_types import content_types
from apps.core.models import SiteProfile

from .loaders import VISITOR

FIGURES = ("articles", "progress", "certificates", "countries")


def automatic_figures() -> dict[str, str | None]:
    """Every figure as counted from the published content, by the kinds of content that count
    it (apps/core/content_types.py; one aggregate query each)."""
    counted = dict.fromkeys(FIGURES)
    for kind in content_types():
        for name, count in kind.figures.items():
            counted[name] = count(kind.visible(viewer=VISITOR))
    return counted


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
