"""Template pieces of the server-drawn first screen (templates/pages/first_screen/): the same
icons, badges, dates and images the React components draw."""

import datetime
import re

from django import template
from django.utils.dateparse import parse_datetime
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

from apps.core.srcset import srcset_for

register = template.Library()

# lucide-react's paths (the icons the first screen shows), drawn as its <Icon> draws them.
_ICON_PATHS = {
    "graduation-cap": '<path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 '
    '9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z"></path><path d="M22 10v6"></path>'
    '<path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5"></path>',
    "menu": '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>',
    "arrow-down": '<path d="M12 5v14"></path><path d="m19 12-7 7-7-7"></path>',
    "arrow-left": '<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>',
    "arrow-right": '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>',
    "book-open": '<path d="M12 5v16"></path><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 '
    "00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 "
    '014 2 5 5 0 014-2z"></path>',
    "clock": '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>',
}


@register.simple_tag
def icon(name: str, classes: str) -> SafeString:
    return format_html(
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" '
        'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" '
        'stroke-linejoin="round" class="lucide lucide-{} {}" aria-hidden="true">{}</svg>',
        name,
        classes,
        mark_safe(_ICON_PATHS[name]),  # noqa: S308 - constant markup above
    )


# frontend/src/features/blog/components/category-badge.tsx
_BADGE_STYLES = (
    (
        re.compile(r"geograph|travel", re.I),
        "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
    ),
    (
        re.compile(r"educat|academ", re.I),
        "bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200",
    ),
    (
        re.compile(r"scien|research", re.I),
        "bg-purple-100 text-purple-800 dark:bg-purple-900/40 dark:text-purple-200",
    ),
    (
        re.compile(r"technolog", re.I),
        "bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-200",
    ),
)
_BADGE_DEFAULT = "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"


@register.simple_tag
def category_badge(categories: list[str]) -> SafeString:
    label = (categories or [""])[0] or "general"
    style = next((s for pattern, s in _BADGE_STYLES if pattern.search(label)), _BADGE_DEFAULT)
    return format_html(
        '<span class="inline-flex rounded-full px-3 py-1 text-xs font-semibold {}">{}</span>',
        style,
        label,
    )


@register.filter
def us_long_date(value: str | None) -> str:
    """An ISO date-time as the React pages show it: "January 4, 2025" (in UTC, as a phone set
    to UK winter time shows it; React redraws it in the visitor's own zone)."""
    moment = parse_datetime(value or "") if isinstance(value, str) else None
    if moment is None:
        return ""
    if moment.tzinfo is not None:
        moment = moment.astimezone(datetime.UTC)
    return f"{moment:%B} {moment.day}, {moment.year}"


@register.simple_tag
def responsive_img(
    src: str, alt: str, width: int, height: int, classes: str, *, eager=False, sizes=""
) -> SafeString:
    """An <img> as the React pages draw it, with the srcset of its stored variants."""
    srcset = srcset_for(src)
    return format_html(
        '<img src="{}" alt="{}" width="{}" height="{}" loading="{}" fetchpriority="{}" '
        'decoding="async" class="{}"{}>',
        src,
        alt,
        width,
        height,
        "eager" if eager else "lazy",
        "high" if eager else "auto",
        classes,
        format_html(' srcset="{}" sizes="{}"', srcset, sizes) if srcset else "",
    )
