"""A long text on the server-drawn first screen, as frontend/src/components/ui/rich-text.tsx
draws it: Markdown's rendered HTML in a `post-body` block; a text written before Markdown (a
post's HTML, plain text) in its old element with `white-space: pre-line`, exactly as before."""

from django import template
from django.utils.safestring import SafeString, mark_safe

from apps.core.rich_text import TextFormat, body_element, plain_text, sanitize_html, text_of

register = template.Library()


@register.simple_tag
def rich_text(html: str, text_format: str, classes: str, legacy_element: str = "p") -> SafeString:
    """The rendered text in its element. Stored rendered and sanitised by the services, it is
    cleaned again here, as it goes into the page unescaped: a row written around the services
    can never add markup."""
    cleaned = mark_safe(sanitize_html(html or ""))  # noqa: S308 (sanitised on the line itself)
    return body_element(cleaned, text_format, classes, legacy_element)


@register.filter
def rich_summary(html: str, text_format: str = TextFormat.MARKDOWN) -> str:
    """A card's summary of a rendered text: a Markdown text's words on one line; any other
    format's text as it was written (its rendering's text, newlines kept), as its card always
    showed it (frontend/src/lib/rich-text.ts's richTextSummary)."""
    if text_format == TextFormat.MARKDOWN:
        return plain_text(html)
    return text_of(html)
