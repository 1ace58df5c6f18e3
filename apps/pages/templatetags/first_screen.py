"""Template pieces of the server-drawn first screen (templates/pages/first_screen/): the dates
and images the React components draw, and the space their icons and badges take."""

import datetime
import re
from urllib.parse import urlsplit

from django import template
from django.urls import reverse
from django.utils.dateparse import parse_datetime
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

from apps.blog.categories import category_slug
from apps.core.shared_constants import COUNTRY_FLAGS, GLOBE
from apps.core.srcset import srcset_for

register = template.Library()


@register.simple_tag
def icon_box(classes: str) -> SafeString:
    """The place of one of React's icons: an empty box the size of lucide's <svg> (a block, as
    Tailwind's preflight makes every svg). An icon needs no server twin of its paths: React
    draws it in place."""
    return format_html('<span aria-hidden="true" class="block {}"></span>', classes)


_BADGE = "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"


@register.simple_tag
def badge(label: str, prefix: str = "") -> SafeString:
    """A badge's pill at its size: its words in a neutral colour (React's badge components pick
    the colour; the first screen needs only the space it takes). `prefix` is for screen readers."""
    if not label:
        return mark_safe("")
    return format_html(
        '<span class="inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold '
        'whitespace-nowrap {}">{}{}</span>',
        _BADGE,
        format_html('<span class="sr-only">{}</span>', prefix) if prefix else "",
        label,
    )


@register.simple_tag
def category_badge(categories: list[str] | None) -> SafeString:
    """A post's first category as a link to its page ("Category: Science" for screen readers),
    as category-badge.tsx draws it; 'general' (no category) or a name with nothing a slug can
    keep is the plain badge, there being no page to link to."""
    name = (categories or [""])[0] or "general"
    slug = category_slug(name) if categories and categories[0] else ""
    if not slug:
        return badge(name)
    return format_html(
        '<a href="{}" class="inline-flex items-center rounded-full px-3 py-1 text-xs '
        'font-semibold whitespace-nowrap {}"><span class="sr-only">Category:</span> {}</a>',
        reverse("page-blog-category", kwargs={"slug": slug}),
        _BADGE,
        name,
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


_DAY_FORMAT = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _calendar_day(value) -> datetime.date | None:
    """A "2025-01-06" string as a date (frontend/src/lib/format.ts parseDay), else None."""
    if not isinstance(value, str) or not _DAY_FORMAT.match(value):
        return None
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        return None


@register.filter
def us_long_day(value: str | None) -> str:
    """A calendar day ("2025-01-06") as the React pages show it: "January 6, 2025"."""
    day = _calendar_day(value)
    return f"{day:%B} {day.day}, {day.year}" if day else ""


@register.filter
def month_year(value: str | None) -> str:
    """A calendar day ("2024-04-02") as its month and year: "April 2024"."""
    day = _calendar_day(value)
    return f"{day:%B} {day.year}" if day else ""


@register.filter
def percent(value) -> int:
    """A progress value as the React bars show it: a whole number from 0 to 100."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 0
    return max(0, min(100, int(number + 0.5) if number >= 0 else 0))


@register.filter
def thousands(value) -> str:
    """A count with thousands separators (frontend/src/lib/format.ts formatCount): 12,345."""
    try:
        return f"{int(value):,}"
    except (TypeError, ValueError):
        return ""


@register.filter
def display_host(url: str) -> str:
    """ "example.com" for "https://www.example.com/path" (external-link.tsx displayHost)."""
    try:
        parts = urlsplit(url or "")
        host = parts.hostname or ""
        port = parts.port
    except ValueError:
        return url
    if not parts.scheme or not host:
        return url  # new URL() refuses it: the React page shows the address as it is
    return re.sub(r"^www\.", "", host) + (f":{port}" if port else "")


_MINUTE, _HOUR, _DAY = 60, 3600, 86400


@register.filter
def relative_age(value: str | None) -> str:
    """How long ago an ISO date-time was, as meme cards say it (relative-age.ts)."""
    moment = parse_datetime(value or "") if isinstance(value, str) else None
    if moment is None:
        return ""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.UTC)
    seconds = (datetime.datetime.now(datetime.UTC) - moment).total_seconds()

    def ago(count: int, unit: str) -> str:
        return f"{count} {unit}{'' if count == 1 else 's'} ago"

    if seconds < _MINUTE:
        return "just now"
    if seconds < _HOUR:
        return ago(int(seconds // _MINUTE), "minute")
    if seconds < _DAY:
        return ago(int(seconds // _HOUR), "hour")
    if seconds < 30 * _DAY:
        return ago(int(seconds // _DAY), "day")
    if seconds < 365.25 * _DAY:
        return ago(max(1, int(seconds // (30.44 * _DAY))), "month")
    return ago(int(seconds // (365.25 * _DAY)), "year")


@register.filter
def country_flag(country: str | None) -> str:
    return COUNTRY_FLAGS.get((country or "").strip().lower(), GLOBE)


@register.filter
def handle_initial(handle: str | None) -> str:
    """The avatar letter of a meme's author (meme-card.tsx): "@alex" -> "A", else "?"."""
    name = re.sub(r"^@", "", handle or "")
    return name[:1].upper() or "?"
