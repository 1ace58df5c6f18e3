"""{{ result.snippet|snippet_html }}: a search result's snippet in a page, as React draws it
(features/search/components/highlighted-snippet.tsx)."""

import html
import re

from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

register = template.Library()

_MARK = re.compile(r"<mark>(.*?)</mark>", re.DOTALL)
MARK_CLASSES = "rounded-sm bg-warm-100 px-0.5 text-slate-900 dark:bg-warm-400/30 dark:text-white"


@register.filter
def snippet_html(snippet: str) -> SafeString:
    """The snippet's text escaped again, whatever it holds, with only its <mark>s kept as
    markup: like the React page, the page never takes the snippet's HTML as it is."""
    parts = []
    at = 0
    text = snippet or ""
    for match in _MARK.finditer(text):
        parts.append(escape(html.unescape(text[at : match.start()])))
        words = html.unescape(match[1])
        parts.append(format_html('<mark class="{}">{}</mark>', MARK_CLASSES, words))
        at = match.end()
    parts.append(escape(html.unescape(text[at:])))
    # Safe: every piece was escaped or built by format_html above.
    return mark_safe("".join(parts))  # noqa: S308
