"""Template pieces of the server-drawn first screen (templates/pages/first_screen/): the same
icons, badges, dates and images the React components draw."""

import datetime
import re
from urllib.parse import urlsplit

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
    "calendar-days": '<path d="M8 2v3"></path><path d="M16 2v3"></path><rect x="3" y="3" '
    'width="18" height="18" rx="2"></rect><path d="M3 9h18"></path><path d="M8 13h.01"></path>'
    '<path d="M12 13h.01"></path><path d="M16 13h.01"></path><path d="M8 17h.01"></path>'
    '<path d="M12 17h.01"></path><path d="M16 17h.01"></path>',
    "share-2": '<circle cx="18" cy="5" r="3"></circle><circle cx="6" cy="12" r="3"></circle>'
    '<circle cx="18" cy="19" r="3"></circle><line x1="8.59" x2="15.42" y1="13.51" y2="17.49">'
    '</line><line x1="15.41" x2="8.59" y1="6.51" y2="10.49"></line>',
    "map-pin": '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 '
    '20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>',
    "expand": '<path d="m15 15 6 6"></path><path d="m15 9 6-6"></path><path d="M21 16v5h-5">'
    '</path><path d="M21 8V3h-5"></path><path d="M3 16v5h5"></path><path d="m3 21 6-6"></path>'
    '<path d="M3 8V3h5"></path><path d="M9 9 3 3"></path>',
    "globe": '<circle cx="12" cy="12" r="10"></circle><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 '
    '14.5 0 0 0 0-20"></path><path d="M2 12h20"></path>',
    "star": '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 '
    "1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 "
    "5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 "
    "1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165"
    '-.755a2.122 2.122 0 0 0 1.597-1.16z"></path>',
    "compass": '<circle cx="12" cy="12" r="10"></circle><path d="m16.24 7.76-1.804 5.411a2 2 0 '
    '0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z"></path>',
    "house": '<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"></path><path d="M3 10a2 2 0 0 '
    "1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"
    '"></path>',
    "message-square-quote": '<path d="M14 14a2 2 0 0 0 2-2V8h-2"></path><path d="M22 17a2 2 0 0 '
    "1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 "
    '0 0 1 2 2z"></path><path d="M8 14a2 2 0 0 0 2-2V8H8"></path>',
    "shield-check": '<path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 '
    "13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 "
    '0 1 1 1z"></path><path d="m9 12 2 2 4-4"></path>',
    "award": '<path d="m15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 '
    '0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526"></path><circle cx="12" cy="8" r="6">'
    "</circle>",
    "maximize-2": '<path d="M15 3h6v6"></path><path d="m21 3-7 7"></path><path d="m3 21 7-7">'
    '</path><path d="M9 21H3v-6"></path>',
    "newspaper": '<path d="M15 18h-5"></path><path d="M18 14h-8"></path><path d="M4 22h16a2 2 0 '
    '0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2"></path>'
    '<rect width="8" height="4" x="10" y="6" rx="1"></rect>',
    "external-link": '<path d="M15 3h6v6"></path><path d="M10 14 21 3"></path><path d="M18 '
    '13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"></path>',
    "heart": '<path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 '
    '9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"></path>',
    "message-circle": '<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 '
    '1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"></path>',
    "at-sign": '<circle cx="12" cy="12" r="4"></circle><path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 '
    '0 1 0-4 8"></path>',
    "camera": '<path d="M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 '
    "2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 "
    '2 0 0 1 10.004 4z"></path><circle cx="12" cy="13" r="3"></circle>',
    "briefcase": '<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"></path><rect width="20" '
    'height="14" x="2" y="6" rx="2"></rect>',
    "circle-play": '<path d="M9 9.003a1 1 0 0 1 1.517-.859l4.997 2.997a1 1 0 0 1 0 1.718l-4.997 '
    '2.997A1 1 0 0 1 9 14.996z"></path><circle cx="12" cy="12" r="10"></circle>',
    "mail": '<path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"></path><rect x="2" y="4" '
    'width="20" height="16" rx="2"></rect>',
}
# lucide-react names some icons twice in their class ("lucide-house lucide-home").
_ICON_CLASSES = {
    "house": "lucide-house lucide-home",
    "circle-play": "lucide-circle-play lucide-play-circle",
}


@register.simple_tag
def icon(name: str, classes: str) -> SafeString:
    return format_html(
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" '
        'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" '
        'stroke-linejoin="round" class="lucide {} {}" aria-hidden="true">{}</svg>',
        _ICON_CLASSES.get(name, f"lucide-{name}"),
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


# frontend/src/features/journal/components/subject-badge.tsx and lib/subjects.ts
_SUBJECTS = {
    "maths": ("Mathematics", "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200"),
    "physics": (
        "Physics",
        "bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200",
    ),
    "chemistry": ("Chemistry", "bg-cyan-100 text-cyan-800 dark:bg-cyan-900/50 dark:text-cyan-200"),
    "biology": ("Biology", "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200"),
    "english": ("English", "bg-rose-100 text-rose-800 dark:bg-rose-900/50 dark:text-rose-200"),
    "economics": (
        "Economics",
        "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200",
    ),
}


@register.simple_tag
def subject_badge(subject: str) -> SafeString:
    label, style = _SUBJECTS.get(subject, (subject, _BADGE_DEFAULT))
    return format_html(
        '<span class="inline-flex rounded-full px-3 py-1 text-xs font-semibold {}">{}</span>',
        style,
        label,
    )


# frontend/src/features/showcase/components/status-badge.tsx
_GREEN = "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200"
_STATUS = {
    "live": ("green", _GREEN),
    "live & growing": ("green", _GREEN),
    "in development": ("blue", "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200"),
    "prototype": (
        "yellow",
        "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100",
    ),
}


@register.simple_tag
def status_badge(status: str) -> SafeString:
    tone, style = _STATUS.get((status or "").strip().lower(), ("gray", _BADGE_DEFAULT))
    return format_html(
        '<span data-tone="{}" class="inline-flex items-center rounded-full px-3 py-1 text-xs '
        'font-semibold whitespace-nowrap {}"><span class="sr-only">Status: </span>{}</span>',
        tone,
        style,
        status,
    )


# frontend/src/features/media/components/media-category-badge.tsx
_MEDIA_CATEGORIES = {
    "environment": _GREEN,
    "education": "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200",
    "politics": "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200",
    "culture": "bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-200",
}


@register.simple_tag
def media_category_badge(category: str) -> SafeString:
    if not category:
        return mark_safe("")
    return format_html(
        '<span class="inline-flex rounded-full px-3 py-1 text-xs font-semibold {}">{}</span>',
        _MEDIA_CATEGORIES.get(category.strip().lower(), _BADGE_DEFAULT),
        category,
    )


# frontend/src/lib/countries.ts
_FLAGS = {
    "united kingdom": "🇬🇧",
    "japan": "🇯🇵",
    "singapore": "🇸🇬",
    "malaysia": "🇲🇾",
    "france": "🇫🇷",
    "germany": "🇩🇪",
    "australia": "🇦🇺",
    "united states": "🇺🇸",
    "canada": "🇨🇦",
    "italy": "🇮🇹",
    "spain": "🇪🇸",
    "netherlands": "🇳🇱",
    "switzerland": "🇨🇭",
    "norway": "🇳🇴",
    "sweden": "🇸🇪",
    "denmark": "🇩🇰",
    "belgium": "🇧🇪",
    "austria": "🇦🇹",
    "portugal": "🇵🇹",
    "greece": "🇬🇷",
    "thailand": "🇹🇭",
    "south korea": "🇰🇷",
    "china": "🇨🇳",
    "india": "🇮🇳",
    "indonesia": "🇮🇩",
    "philippines": "🇵🇭",
    "vietnam": "🇻🇳",
    "cambodia": "🇰🇭",
    "laos": "🇱🇦",
    "myanmar": "🇲🇲",
}


@register.filter
def country_flag(country: str | None) -> str:
    return _FLAGS.get((country or "").strip().lower(), "🌍")


@register.filter
def handle_initial(handle: str | None) -> str:
    """The avatar letter of a meme's author (meme-card.tsx): "@alex" -> "A", else "?"."""
    name = re.sub(r"^@", "", handle or "")
    return name[:1].upper() or "?"
