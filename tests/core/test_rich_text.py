"""The one renderer of long texts (apps/core/rich_text.py): CommonMark with tables, footnotes and
strikethrough, newlines as line breaks, headings below the page's h1, links' rel and schemes,
pictures from this site only (with srcset and size), legacy HTML and plain text rendered
exactly as before, and every hostile construct inert."""

import io
import re
from html.parser import HTMLParser

import nh3
import pytest
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.utils.safestring import mark_safe
from PIL import Image

from apps.core import rich_text
from apps.core.rich_text import (
    ALLOWED_TAGS,
    plain_text,
    render,
    render_markdown,
    sanitize_html,
    standalone_html,
    with_rendering,
)
from apps.core.validators import validate_image_url
from tests.core.hostile_markdown import PAYLOADS

REL = 'rel="noopener noreferrer nofollow"'


def md(source: str) -> str:
    return render(source, "markdown")


# --- CommonMark --------------------------------------------------------------------------------


def test_commonmark_basics():
    html = md(
        "Some *emphasis*, **strong** and `code`.\n\n"
        "- one\n- two\n\n"
        "1. first\n2. second\n\n"
        "> quoted\n\n"
        "```\nline <1>\n```\n\n"
        "---\n\n"
        "~~struck~~ and a\\*literal star"
    )

    assert html == (
        "<p>Some <em>emphasis</em>, <strong>strong</strong> and <code>code</code>.</p>\n"
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n"
        "<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n"
        "<blockquote>\n<p>quoted</p>\n</blockquote>\n"
        "<pre><code>line &lt;1&gt;\n</code></pre>\n"
        "<hr>\n"
        "<p><s>struck</s> and a*literal star</p>\n"
    )


def test_a_single_newline_is_a_line_break_and_a_blank_line_a_new_paragraph():
    assert md("first line\nsecond line\n\nnew paragraph") == (
        "<p>first line<br>\nsecond line</p>\n<p>new paragraph</p>\n"
    )


@pytest.mark.parametrize(
    ("source", "levels"),
    [
        ("# A\n\n## B\n\n### C", ["h2", "h3", "h4"]),
        ("## A\n\n### B", ["h2", "h3"]),
        ("### Only a third level", ["h2"]),
        ("# A\n\n###### F", ["h2", "h6"]),  # never deeper than h6
        ("A\n===\n\nB\n---", ["h2", "h3"]),  # setext headings too
    ],
)
def test_headings_start_at_h2_keeping_their_order(source, levels):
    html = md(source)

    assert re.findall(r"<(h[1-6])>", html) == levels
    assert "<h1" not in html  # the page's title is its only h1


def test_tables_with_column_alignment_as_classes():
    html = md("| Left | Centre | Right |\n|:--|:-:|--:|\n| a | b | c |")

    assert html == (
        "<table>\n<thead>\n<tr>\n"
        '<th class="align-left">Left</th>\n<th class="align-center">Centre</th>\n'
        '<th class="align-right">Right</th>\n'
        "</tr>\n</thead>\n<tbody>\n<tr>\n"
        '<td class="align-left">a</td>\n<td class="align-center">b</td>\n'
        '<td class="align-right">c</td>\n'
        "</tr>\n</tbody>\n</table>\n"
    )
    assert "style" not in html  # the CSP allows no style attribute


def test_footnotes_link_both_ways_with_numbered_ids():
    html = md("Tides[^moon] and more[^moon].\n\n[^moon]: The Moon pulls the sea.")

    assert '<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>' in html
    assert 'id="fnref1:1"' in html
    assert '<section class="footnotes">' in html
    assert '<li id="fn1" class="footnote-item"><p>The Moon pulls the sea.' in html
    assert '<a href="#fnref1" class="footnote-backref">' in html


# --- links -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "href"),
    [
        ("[a](https://example.com/x?y=1)", "https://example.com/x?y=1"),
        ("[a](http://example.com)", "http://example.com"),
        ("[a](mailto:ada@example.com)", "mailto:ada@example.com"),
        ("<https://example.com>", "https://example.com"),
        ("<ada@example.com>", "mailto:ada@example.com"),
        ("[a][r]\n\n[r]: https://example.com/ref", "https://example.com/ref"),
    ],
)
def test_links_keep_safe_addresses_and_get_rel(source, href):
    html = md(source)

    assert f'href="{href}"' in html
    assert REL in html


@pytest.mark.parametrize(
    "href",
    [
        "/blog/tides",
        "#fn1",
        "tides",
        "//testserver/blog/tides",
        "https://testserver/blog/tides",
        "HTTP://LOCALHOST:8000/blog/tides",
        "http://127.0.0.1/",
    ],
)
def test_links_to_this_site_get_no_nofollow(href):
    html = md(f"[a]({href})")

    assert f'<a href="{href}">a</a>' in html


@pytest.mark.parametrize(
    "href",
    [
        "https://example.com/",
        "//example.com/x",
        "http://testserver@example.com/",
        "/\\example.com/",
    ],
)
def test_links_to_other_sites_keep_nofollow(href):
    assert REL in render(f'<a href="{href}">a</a>', "html")


@pytest.mark.parametrize(
    ("source", "shown"),
    [
        (
            '<img src="https://example.com/a.png" alt="A bridge &amp; a &lt;river&gt;">',
            "A bridge &amp; a &lt;river&gt;",
        ),
        ('<p>Before <img src="https://example.com/a.png"> after</p>', "<p>Before  after</p>"),
        ('<img src="javascript:x" alt="x">', "x"),
    ],
)
def test_a_refused_picture_in_html_becomes_its_alt_text_or_nothing(source, shown):
    assert render(source, "html") == shown


def test_a_picture_from_this_site_keeps_its_alt():
    html = '<img src="/media/a.webp" alt="A bridge">'

    assert render(html, "html") == html


@pytest.mark.parametrize(
    "source",
    [
        "[a](javascript:alert(1))",
        "[a](ftp://example.com/file)",
        "[a](tel:+441234)",
        "[a](data:text/html,x)",
        "<ftp://example.com>",
    ],
)
def test_links_to_other_schemes_stay_text(source):
    html = md(source)

    assert "<a" not in html
    assert "href" not in html


# --- pictures ----------------------------------------------------------------------------------


def _stored_picture(name: str, size=(960, 540)) -> str:
    buffer = io.BytesIO()
    Image.new("RGB", size, "teal").save(buffer, "WEBP")
    return "/media/" + default_storage.save(name, ContentFile(buffer.getvalue()))


@pytest.fixture(autouse=True)
def _fresh_sizes():
    rich_text._SIZES_SEEN.clear()


def test_a_stored_variant_gets_srcset_sizes_and_its_size(db):
    src = _stored_picture("gallery/abc-960w.webp", size=(960, 540))

    html = md(f'![Rock pools at low tide]({src} "At Whitby")')

    assert html == (
        f'<p><img src="{src}" alt="Rock pools at low tide" title="At Whitby" '
        'srcset="/media/gallery/abc-480w.webp 480w, /media/gallery/abc-960w.webp 960w" '
        'sizes="(min-width: 768px) 45rem, 100vw" width="960" height="540" loading="lazy" '
        'decoding="async"></p>\n'
    )


def test_a_picture_of_this_site_without_variants_or_file_is_still_lazy():
    html = md("![A chart](/static/img/chart.png)")

    assert html == (
        '<p><img src="/static/img/chart.png" alt="A chart" loading="lazy" decoding="async"></p>\n'
    )


def test_a_variant_whose_file_is_missing_has_srcset_but_no_size():
    html = md("![Gone](/media/gallery/gone-480w.webp)")

    assert 'srcset="/media/gallery/gone-480w.webp 480w"' in html
    assert "width=" not in html


@pytest.mark.parametrize(
    "src",
    [
        "https://evil.example/x.png",
        "//evil.example/x.png",
        "http://127.0.0.1/media/x.png",
        "data:image/png;base64,iVBORw0KGgo=",
        "javascript:alert(1)",
        "/media/../secrets.png",
        "/api/blog-posts",
    ],
)
def test_a_picture_from_anywhere_else_is_never_loaded(src):
    html = md(f"![A cat]({src})")

    # Its alt text, or the Markdown as typed when the address is not even a link's.
    assert html in {"<p>A cat</p>\n", f"<p>![A cat]({src})</p>\n"}


# --- the formats written before Markdown -------------------------------------------------------

# The sanitiser that wrote (and cleaned) every post stored as HTML before Markdown, as it was
# (apps/blog/services.py at 617b402): what those posts' pages showed.
_OLD_TAGS = {
    "a", "abbr", "b", "blockquote", "br", "code", "em", "figcaption", "figure", "h2", "h3",
    "h4", "hr", "i", "img", "li", "ol", "p", "pre", "s", "small", "strong", "sub", "sup",
    "u", "ul",
}  # fmt: skip


def _old_same_site(element, attribute, value):
    if element == "img" and attribute == "src":
        try:
            validate_image_url(value)
        except ValidationError:
            return None
    return value


def old_sanitize(html: str) -> str:
    return nh3.clean(
        html,
        tags=_OLD_TAGS,
        attributes={
            "a": {"href", "title"},
            "img": {"src", "alt", "title", "width", "height"},
            "abbr": {"title"},
        },
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer nofollow",
        strip_comments=True,
        attribute_filter=_old_same_site,
    )


# A post as one was written and stored before Markdown (every tag the old list kept, links,
# a picture, entities, newlines between and inside blocks), and hostile bits it dropped.
WRITTEN_BEFORE = (
    "<h2>Why the sky is blue</h2>\n"
    "<p>Light is <strong>scattered</strong> &amp; <em>bent</em>: 2 &lt; 3.</p>\n"
    "Shorter wavelengths scatter more.\nA second line.\n\n"
    '<p><a href="https://example.com/rayleigh" title="Rayleigh">Rayleigh</a>, '
    '<a href="mailto:ada@example.com">write</a>, <a href="javascript:alert(1)">x</a></p>\n'
    '<figure><img src="/media/demo/sky.webp" alt="A blue sky" width="800" height="450">'
    "<figcaption>Noon</figcaption></figure>\n"
    "<ul><li>one</li><li><b>two</b></li></ul><ol><li><i>first</i></li></ol>\n"
    "<blockquote>Quoted</blockquote><pre><code>x = 1\n  y = 2</code></pre>\n"
    "<h3>Notes</h3><h4>Small</h4><hr><small>s</small> <sub>2</sub> <sup>3</sup> <u>u</u> "
    '<s>old</s> <abbr title="Rayleigh">R</abbr><br>done'
    '<script>alert(1)</script><img src="https://evil.example/a.png" onerror="alert(1)">'
    '<p style="color:red" onclick="x()" id="top" class="lead">styled</p>'
)


def test_a_post_stored_as_html_renders_exactly_as_its_page_showed_it():
    stored = old_sanitize(WRITTEN_BEFORE)  # what the services stored, and the page showed

    # ...except the bare <img> a refused picture left (no alt: invalid HTML), which is now its
    # alt text, here none.
    assert "<img>" in stored
    assert render(stored, "html") == stored.replace("<img>", "")
    assert "\n" in stored  # newlines are kept: the page still shows them as line breaks
    assert rich_text.keeps_newlines("html")


def test_a_stored_demo_post_renders_unchanged():
    from apps.demo.seeds.blog import POSTS

    for post in POSTS:
        stored = old_sanitize(post["content"])
        assert render(stored, "html") == stored


def test_html_written_now_is_cleaned_by_the_same_allow_list():
    html = render(
        '<table><tr><td onclick="x()">1</td></tr></table><a id="x" href="/a">a</a>'
        '<li id="fn1">n</li><img src="/media/a.webp" srcset="https://evil.example/a.webp 1w">',
        "html",
    )

    assert html == (
        "<table><tbody><tr><td>1</td></tr></tbody></table>"
        '<a href="/a">a</a><li id="fn1">n</li><img src="/media/a.webp">'
    )


def test_plain_text_is_escaped_text_with_its_newlines():
    source = 'Revision: 2 < 3 & "quotes"\n  indented\n\n<b>not bold</b>'

    html = render(source, "plain")

    assert html == (
        "Revision: 2 &lt; 3 &amp; &quot;quotes&quot;\n  indented\n\n&lt;b&gt;not bold&lt;/b&gt;"
    )
    assert plain_text(html) == " ".join(source.split())
    assert rich_text.keeps_newlines("plain")
    assert not rich_text.keeps_newlines("markdown")


def test_standalone_html_turns_the_older_formats_newlines_into_breaks():
    assert standalone_html("a\nb", "plain") == "a<br>\nb"
    assert standalone_html("<p>a</p>\n", "markdown") == "<p>a</p>\n"


def test_plain_text_of_markdown_keeps_words_apart_and_drops_marks():
    html = md("# Title\n\nSome **bold** words.\n\n- a\n- b\n\n![alt > x](/media/a.webp)")

    assert plain_text(html) == "Title Some bold words. a b"


def test_with_rendering_renders_only_when_the_text_or_its_format_changes():
    class Row:
        content = "*kept*"
        content_format = "markdown"

    assert with_rendering({"title": "x"}, field="content", instance=Row()) == {"title": "x"}
    assert with_rendering({"content": "*new*"}, field="content", instance=Row())[
        "content_html"
    ] == ("<p><em>new</em></p>\n")
    assert (
        with_rendering({"content_format": "plain"}, field="content", instance=Row())["content_html"]
        == "*kept*"
    )


# --- hostile input -----------------------------------------------------------------------------

_SCHEME = re.compile(r"^\s*([a-z][a-z0-9+.-]*):", re.IGNORECASE)


def _safe_url(value: str) -> bool:
    """http, https or mailto, or an address on this site (no scheme, not //another-host)."""
    scheme = _SCHEME.match(value)
    if scheme:
        return scheme[1].lower() in {"http", "https", "mailto"}
    return not value.startswith("//")


class _Inspector(HTMLParser):
    """Every element and attribute of the output, for the checks below."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in ALLOWED_TAGS:
            self.problems.append(f"tag {tag}")
        for name, value in attrs:
            value = value or ""
            if name.startswith("on") or name in {"style", "srcdoc", "formaction", "action"}:
                self.problems.append(f"{tag} {name}")
            if name in {"href", "src"} and not _safe_url(value):
                self.problems.append(f"{tag} {name}={value}")
            if name == "src" and not value.startswith(("/media/", "/static/")):
                self.problems.append(f"{tag} src from elsewhere: {value}")
            if name == "srcset" and not all(
                part.strip().startswith("/media/") for part in value.split(",")
            ):
                self.problems.append(f"srcset {value}")
            if name == "id" and not re.fullmatch(r"fn(ref)?\d+(:\d+)?", value):
                self.problems.append(f"id {value}")
            lowered = re.sub(r"\s", "", value).lower()
            if any(word in lowered for word in ("javascript:", "vbscript:", "data:")) and (
                name in {"href", "src", "srcset"}
            ):
                self.problems.append(f"{tag} {name}={value}")

    handle_startendtag = handle_starttag


def problems_in(html: str) -> list[str]:
    inspector = _Inspector()
    inspector.feed(html)
    inspector.close()
    return inspector.problems


@pytest.mark.parametrize("payload", PAYLOADS, ids=range(len(PAYLOADS)))
def test_hostile_markdown_renders_inert(payload):
    html = md(payload)

    assert problems_in(html) == [], html
    assert "<script" not in html.lower()
    assert "<svg" not in html.lower()
    assert "<iframe" not in html.lower()


@pytest.mark.parametrize("payload", PAYLOADS, ids=range(len(PAYLOADS)))
def test_hostile_markdown_written_as_html_or_plain_text_is_inert_too(payload):
    assert problems_in(render(payload, "html")) == []
    assert "<" not in render(payload, "plain")


def test_raw_html_in_markdown_shows_as_the_text_it_is():
    assert md('<b onclick="x()">bold?</b>') == '<p>&lt;b onclick="x()"&gt;bold?&lt;/b&gt;</p>\n'


def test_the_sanitiser_alone_refuses_what_the_renderer_never_writes():
    hostile = (
        '<img src="/media/a.webp" loading="eager" decoding="sync" width="100%" '
        'sizes="</style>" srcset="/media/a-480w.webp 480w, javascript:x 960w">'
        '<a id="constructor" class="evil footnote-backref" href="#x">a</a>'
    )

    assert sanitize_html(hostile) == (
        '<img src="/media/a.webp"><a class="footnote-backref" href="#x">a</a>'
    )


def test_markdown_source_is_bounded_by_the_blog_field():
    assert rich_text.MAX_SOURCE_LENGTH == 100_000
    assert render_markdown("x" * 100_000).startswith("<p>x")


@pytest.mark.parametrize(
    ("text_format", "drawn"),
    [
        ("markdown", '<div class="mt-8 post-body"><p>Hi</p></div>'),
        ("plain", '<p class="mt-8 whitespace-pre-line"><p>Hi</p></p>'),
    ],
)
def test_a_long_text_is_drawn_in_the_element_its_format_needs(text_format, drawn):
    html = rich_text.body_element(mark_safe("<p>Hi</p>"), text_format, "mt-8")

    assert html == drawn
    assert rich_text.body_classes("mt-8 post-body", "markdown") == "mt-8 post-body"
