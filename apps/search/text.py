"""Plain text for the index: what a visitor reads on the page, without markup."""

import re
from html.parser import HTMLParser

# Characters a document never keeps: NUL (PostgreSQL refuses it in text) and the ones the
# highlighter uses as markers (selectors.py), so a marker in a result always comes from the
# highlighter, never from the text.
_UNWANTED = dict.fromkeys(map(ord, "\x00\x01\x02\x03"), " ")
_SPACE = re.compile(r"\s+")
# Elements whose content is not text a reader sees.
_HIDDEN = {"script", "style", "template"}


class _TextOf(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs) -> None:
        if tag in _HIDDEN:
            self.hidden += 1
        self.parts.append(" ")  # "<p>one</p><p>two</p>" is two words, not "onetwo"

    def handle_endtag(self, tag) -> None:
        if tag in _HIDDEN and self.hidden:
            self.hidden -= 1
        self.parts.append(" ")

    def handle_data(self, data) -> None:
        if not self.hidden:
            self.parts.append(data)


def plain(text: str) -> str:
    """`text` on one line, without the characters a document never keeps."""
    return _SPACE.sub(" ", (text or "").translate(_UNWANTED)).strip()


def html_text(html: str) -> str:
    """The text of an HTML fragment (entities decoded), words at element boundaries kept
    apart."""
    parser = _TextOf()
    parser.feed(html or "")
    parser.close()
    return plain("".join(parser.parts))


def joined(*parts: str) -> str:
    return plain(" ".join(part for part in parts if part))
