"""The one renderer of the long texts visitors read: blog posts, journal entries, travel stories
and project descriptions.

A text is stored as the owner wrote it, in a format:

- "markdown" (everything written since Markdown arrived): CommonMark, with tables, footnotes and
  strikethrough, rendered by markdown-it-py with raw HTML turned off (typed HTML shows as the
  text it is), a single newline inside a paragraph as a line break, links to http, https,
  mailto, this site and the text's own footnotes only, and pictures from this site only;
- "html" (blog posts written before Markdown): the sanitised HTML they were stored as;
- "plain" (journal entries, travel stories and projects written before Markdown): text.

Whatever the format, what reaches a page goes through one nh3 allow-list (`sanitize_html`), so
the public page, the API's rendered field, the feed and the editor's preview are the same
HTML. The HTML and plain-text formats keep rendering exactly as they did: the page still shows
them with `white-space: pre-line` (`keeps_newlines`), where a newline is a line break.

Links to other sites carry rel="noopener noreferrer nofollow"; links to this site do not, and a
picture the allow-list refuses is its alt text. What "this site" is, whatever a link's spelling,
is `site_path`'s answer, which the share page's hidden links use too (apps/sharing/pages.py).
"""

import re
from html import escape as escape_text
from html import unescape
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import nh3
from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.db import models
from django.http.request import split_domain_port, validate_host
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString
from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from mdit_py_plugins.footnote import footnote_plugin
from PIL import Image

from .shared_constants import IMAGE_SIZES
from .srcset import srcset_for
from .validators import validate_image_url


class TextFormat(models.TextChoices):
    """How a long text is written. Each model offers the formats its rows can have."""

    MARKDOWN = "markdown", "Markdown"
    HTML = "html", "HTML"
    PLAIN = "plain", "Plain text"


# The formats of the texts that were plain text before Markdown (journal entries, travel
# stories, projects' full descriptions): their existing rows stay "plain".
MARKDOWN_OR_PLAIN = [(f.value, f.label) for f in (TextFormat.MARKDOWN, TextFormat.PLAIN)]


def format_field(choices: list[tuple[str, str]]) -> models.CharField:
    """A long text's format (Markdown for new rows)."""
    return models.CharField(max_length=10, choices=choices, default=TextFormat.MARKDOWN)


def rendered_field() -> models.TextField:
    """A long text as visitors get it: written by the services whenever the text or its format
    changes, never typed (Django admin does not show it)."""
    return models.TextField(blank=True, editable=False)


# The longest text the renderer takes (the blog's content field; the preview's limit too).
MAX_SOURCE_LENGTH = 100_000

# --- the allow-list -------------------------------------------------------------------------

ALLOWED_TAGS = {
    "a", "abbr", "b", "blockquote", "br", "code", "del", "em", "figcaption", "figure", "h2",
    "h3", "h4", "h5", "h6", "hr", "i", "img", "li", "ol", "p", "pre", "s", "section", "small",
    "strong", "sub", "sup", "table", "tbody", "td", "th", "thead", "tr", "u", "ul",
}  # fmt: skip
ALLOWED_ATTRIBUTES = {
    "a": {"href", "title", "id"},
    "img": {"src", "alt", "title", "width", "height", "srcset", "sizes"},
    "abbr": {"title"},
    "li": {"id"},
}
# Attributes allowed with these values only.
ALLOWED_VALUES = {"img": {"loading": {"lazy"}, "decoding": {"async"}}}
# The classes the renderer gives footnotes and table columns (styled in frontend/src/styles).
ALLOWED_CLASSES = {
    "sup": {"footnote-ref"},
    "a": {"footnote-backref"},
    "hr": {"footnotes-sep"},
    "section": {"footnotes"},
    "ol": {"footnotes-list"},
    "li": {"footnote-item"},
    "th": {"align-left", "align-center", "align-right"},
    "td": {"align-left", "align-center", "align-right"},
}
ALLOWED_URL_SCHEMES = {"http", "https", "mailto"}
LINK_REL = "noopener noreferrer nofollow"

# The only ids a text may carry: its footnotes' (fn1, fnref1, fnref1:2), which never name
# anything else on the page (no DOM clobbering through a chosen id).
_FOOTNOTE_ID = re.compile(r"^fn(?:ref)?[1-9][0-9]{0,3}(?::[1-9][0-9]{0,3})?$")
_DIGITS = re.compile(r"^[1-9][0-9]{0,4}$")
_SIZES = re.compile(r"^[a-z0-9 (),:.-]{1,200}$")


def _same_site(url: str) -> bool:
    try:
        validate_image_url(url)
    except ValidationError:
        return False
    return bool(url)


def _attribute_filter(element: str, attribute: str, value: str) -> str | None:
    """Pictures from this site only (pages load nothing from elsewhere, and the CSP would block
    it anyway), footnote ids only, numbers as sizes."""
    if attribute == "id":
        return value if _FOOTNOTE_ID.match(value) else None
    if element != "img":
        return value
    if attribute == "src":
        return value if _same_site(value) else None
    if attribute == "srcset":
        candidates = [c.strip().split(" ") for c in value.split(",")]
        ok = all(len(c) == 2 and _same_site(c[0]) and _DIGITS.match(c[1][:-1]) for c in candidates)
        return value if ok and all(c[1].endswith("w") for c in candidates) else None
    if attribute in {"width", "height"}:
        return value if _DIGITS.match(value) else None
    if attribute == "sizes":
        return value if _SIZES.match(value) else None
    return value


_CLEANER = nh3.Cleaner(
    tags=ALLOWED_TAGS,
    attributes=ALLOWED_ATTRIBUTES,
    tag_attribute_values=ALLOWED_VALUES,
    allowed_classes=ALLOWED_CLASSES,
    url_schemes=ALLOWED_URL_SCHEMES,
    link_rel=LINK_REL,
    strip_comments=True,
    attribute_filter=_attribute_filter,
)


# --- links to this site ----------------------------------------------------------------------

# What a browser takes out of an address before reading it: tabs and newlines anywhere, C0
# controls and spaces at either end.
_URL_IGNORED = re.compile(r"[\t\n\r]")
_URL_EDGES = "".join(chr(n) for n in range(0x21))
_DOT = {".", "%2e"}
_DOTS = {"..", ".%2e", "%2e.", "%2e%2e"}


def _without_dot_segments(path: str) -> str:
    """`path` with its "." and ".." segments (also written %2e) resolved, as a browser does."""
    kept: list[str] = []
    segments = path.split("/")[1:]
    for index, segment in enumerate(segments):
        last = index == len(segments) - 1
        if segment.lower() in _DOTS:
            if len(kept) > 1 or (kept and kept[0]):
                kept.pop()
            if last:
                kept.append("")
        elif segment.lower() in _DOT:
            if last:
                kept.append("")
        else:
            kept.append(segment)
    return "/" + "/".join(kept)


def _is_site_host(netloc: str) -> bool:
    """The host of SITE_URL or any name ALLOWED_HOSTS lists (never its "*", which would make
    every site this one), whatever its case, port or user name."""
    domain, _ = split_domain_port(netloc.rpartition("@")[2])
    if not domain:
        return False
    site, _ = split_domain_port(urlsplit(settings.SITE_URL).netloc)
    return domain == site or validate_host(domain, [h for h in settings.ALLOWED_HOSTS if h != "*"])


def site_path(href: str, *, base: str = "/") -> str | None:
    """The path (as a browser asks for it, not decoded) that a link on the page at `base`
    leads to on this site, or None for a link elsewhere or to no web page (mailto:). Every
    spelling of this site counts: relative (`../blog/x` too), `//host/...`, either scheme, any
    allowed host name in any case, with a port, with backslashes, with dot segments."""
    cleaned = _URL_IGNORED.sub("", href).strip(_URL_EDGES).replace("\\", "/")
    site = urlsplit(settings.SITE_URL)
    try:
        address = urlsplit(urljoin(f"{site.scheme}://{site.netloc}{base}", cleaned))
    except ValueError:  # an address no browser could open either ("http://[x")
        return None
    if address.scheme not in {"http", "https"} or not _is_site_host(address.netloc):
        return None
    return _without_dot_segments(address.path or "/")


def is_site_link(href: str) -> bool:
    """Whether a link leads to this site (see `site_path`)."""
    return site_path(href) is not None


# --- what nh3 leaves, finished -----------------------------------------------------------------

# nh3 writes every attribute as name="value" with <, >, & and " escaped, so a tag ends at
# its first ">".
_TAG = re.compile(r"<(a|img)(\s[^>]*)?>")
_ATTRIBUTE = re.compile(r'\s([a-z-]+)="([^"]*)"')
_REL = re.compile(r'\srel="[^"]*"')


def _finish_tag(match: re.Match) -> str:
    """A link to this site without rel="nofollow ..." (only links to other sites carry it); a
    picture whose address was refused (no src left) as its alt text, or nothing."""
    attributes = dict(_ATTRIBUTE.findall(match.group(2) or ""))
    if match.group(1) == "img":
        if "src" in attributes:
            return match.group(0)
        return escape_text(unescape(attributes.get("alt", "")), quote=False)
    if "href" in attributes and is_site_link(unescape(attributes["href"])):
        return _REL.sub("", match.group(0))
    return match.group(0)


def sanitize_html(value: str) -> str:
    """Keep formatting, tables, footnotes, links (http, https and mailto only) and pictures from
    this site; drop everything else, including scripts, event handlers, styles, iframes, SVG
    and forms. Links to other sites get rel="noopener noreferrer nofollow"; a picture from
    elsewhere becomes its alt text. Newlines are kept as they are."""
    return _TAG.sub(_finish_tag, _CLEANER.clean(value))


# The name the blog has always used (posts written as HTML are cleaned with it on save).
sanitize_post_html = sanitize_html

# --- Markdown -------------------------------------------------------------------------------

_SCHEME = re.compile(r"^([a-z][a-z0-9+.-]*):", re.IGNORECASE)
IMAGE_SIZES_IN_TEXT = IMAGE_SIZES["article"]


def _link_allowed(url: str) -> bool:
    """http, https and mailto, or an address without a scheme (this site's pages, a footnote).
    markdown-it gives the address with its entities decoded; control characters and spaces a
    browser would ignore cannot hide a scheme."""
    squeezed = re.sub(r"[\x00-\x20\x7f]+", "", url)
    match = _SCHEME.match(squeezed)
    if match:
        return match[1].lower() in ALLOWED_URL_SCHEMES
    return ":" not in squeezed.split("/", 1)[0]


_SIZES_SEEN: dict[str, tuple[int, int]] = {}
_SIZES_KEPT = 2048


def _stored_size(name: str) -> tuple[int, int] | None:
    if name in _SIZES_SEEN:
        return _SIZES_SEEN[name]
    try:
        with default_storage.open(name) as file, Image.open(file) as picture:
            size = picture.size
    except Exception:  # a missing or unreadable file: the picture just has no size
        return None
    if len(_SIZES_SEEN) >= _SIZES_KEPT:
        _SIZES_SEEN.clear()
    _SIZES_SEEN[name] = size
    return size


def stored_name(url: str) -> str | None:
    """The storage name of a file this site stores, from its address (under MEDIA_URL or the
    bucket's MEDIA_ORIGIN), or None for any other address."""
    prefixes = [settings.MEDIA_URL]
    if settings.MEDIA_ORIGIN:
        prefixes.append(settings.MEDIA_ORIGIN.rstrip("/") + "/")
    for prefix in prefixes:
        if url.startswith(prefix):
            name = url[len(prefix) :]
            return None if ".." in name or name.startswith("/") else name
    return None


def picture_size(url: str) -> tuple[int, int] | None:
    """The width and height of a picture stored on this site (read from its file's header), or
    None. A stored file never changes (each upload gets new random names), so sizes found are
    kept; a file not found is looked for again next time."""
    name = stored_name(url)
    return _stored_size(name) if name else None


def _render_image(self, tokens, idx, options, env) -> str:
    """A picture from this site, with what keeps the page from shifting as it loads (its width
    and height) and the srcset of its stored variants; any other picture is its alt text."""
    token = tokens[idx]
    src = token.attrGet("src") or ""
    alt = self.renderInlineAsText(token.children or [], options, env)
    if not _same_site(src):
        return escapeHtml(alt)
    attributes = {"src": src, "alt": alt}
    if token.attrGet("title"):
        attributes["title"] = token.attrGet("title")
    srcset = srcset_for(src)
    if srcset:
        attributes["srcset"] = srcset
        attributes["sizes"] = IMAGE_SIZES_IN_TEXT
    size = picture_size(src)
    if size:
        attributes["width"], attributes["height"] = (str(n) for n in size)
    attributes |= {"loading": "lazy", "decoding": "async"}
    shown = " ".join(f'{name}="{escapeHtml(str(value))}"' for name, value in attributes.items())
    return f"<img {shown}>"


def _headings_from_h2(state) -> None:
    """The page's title is its only h1: a text's headings move so its highest is an h2,
    keeping their order (# and ## become h2 and h3; ## and ### too), h6 at most."""
    levels = [int(t.tag[1]) for t in state.tokens if t.type == "heading_open"]
    if not levels:
        return
    shift = 2 - min(levels)
    for token in state.tokens:
        if token.type in {"heading_open", "heading_close"}:
            token.tag = f"h{min(int(token.tag[1]) + shift, 6)}"


_ALIGN = re.compile(r"^text-align:(left|center|right)$")


def _table_alignment_as_classes(state) -> None:
    """A column's alignment as a class: the Content-Security-Policy allows no style attribute."""
    for token in state.tokens:
        if token.type in {"th_open", "td_open"} and token.attrs.get("style"):
            match = _ALIGN.match(str(token.attrs.pop("style")))
            if match:
                token.attrSet("class", f"align-{match[1]}")


def _markdown() -> MarkdownIt:
    md = MarkdownIt(
        "commonmark",
        {"html": False, "breaks": True, "linkify": False, "typographer": False, "xhtmlOut": False},
    )
    md.enable(["table", "strikethrough"])
    md.use(footnote_plugin)
    md.validateLink = _link_allowed
    md.add_render_rule("image", _render_image)
    md.core.ruler.push("headings_from_h2", _headings_from_h2)
    md.core.ruler.push("table_alignment", _table_alignment_as_classes)
    return md


_MARKDOWN = _markdown()


def render_markdown(source: str) -> str:
    return sanitize_html(_MARKDOWN.render(source))


# --- every format ---------------------------------------------------------------------------


def render(source: str, text_format: str) -> str:
    """The HTML visitors get for `source` written in `text_format`: sanitised whatever it is."""
    source = source or ""
    if text_format == TextFormat.MARKDOWN:
        return render_markdown(source)
    if text_format == TextFormat.HTML:
        return sanitize_html(source)
    return escape(source)


def keeps_newlines(text_format: str) -> bool:
    """True for the formats written before Markdown (HTML, plain text): their page shows them
    with `white-space: pre-line`, so every newline is a line break, exactly as it always did.
    Markdown's rendered HTML has its line breaks as <br> already."""
    return text_format != TextFormat.MARKDOWN


def body_classes(classes: str, text_format: str) -> str:
    """A long text's element's classes: `classes`, and what its format needs (as
    frontend/src/components/ui/rich-text.tsx gives them)."""
    extra = "whitespace-pre-line" if keeps_newlines(text_format) else "post-body"
    names = classes.split()
    return " ".join(names if extra in names else [*names, extra])


def body_element(
    html: SafeString, text_format: str, classes: str, legacy_element: str = "p"
) -> SafeString:
    """A long text's cleaned HTML in its element, as a server-drawn page shows it (the first
    screens, the share page): Markdown's in a `post-body` div; a text written before Markdown in
    its old element (`legacy_element`) with `white-space: pre-line`."""
    element = legacy_element if keeps_newlines(text_format) else "div"
    return format_html(
        '<{} class="{}">{}</{}>', element, body_classes(classes, text_format), html, element
    )


def standalone_html(rendered: str, text_format: str) -> str:
    """Rendered HTML that shows the same outside the site's pages (a feed reader), where no
    `white-space: pre-line` keeps the older formats' newlines: those become <br>."""
    if keeps_newlines(text_format):
        return rendered.replace("\n", "<br>\n")
    return rendered


class _Words(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def text_of(rendered: str) -> str:
    """The text of rendered HTML as a browser's textContent has it (entities decoded, tags
    gone, whitespace as it is): a plain-text row's rendering gives back the text as written."""
    words = _Words()
    words.feed(rendered or "")
    words.close()
    return "".join(words.parts)


def plain_text(rendered: str) -> str:
    """The words of rendered Markdown or plain text on one line (a page's description, a card's
    summary), as a browser's textContent has them: the renderer puts a newline between blocks,
    so words of two paragraphs stay apart (frontend/src/lib/rich-text.ts does the same)."""
    return " ".join(text_of(rendered).split())


def with_rendering(data: dict, *, field: str, instance=None) -> dict:
    """`data` (a create's or an update's fields) with `<field>_html`, the rendering of
    `field` in `<field>_format`, whenever it sets either (the row's values stand in for the
    one it does not set)."""
    format_key = f"{field}_format"
    if field not in data and format_key not in data:
        return data
    source = data[field] if field in data else getattr(instance, field, "")
    text_format = data.get(format_key) or getattr(instance, format_key, TextFormat.MARKDOWN)
    return {**data, f"{field}_html": render(source, text_format)}
