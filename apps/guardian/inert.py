"""Links in what visitors send, made inert: shown as text, never clickable.

The panel draws a visitor's text as plain text (React escapes it; nothing turns it into a link).
An e-mail is another matter: mail programs turn anything that looks like an address into a link,
in the plain-text part and the HTML part alike (`https://…`, `www.…`, even a bare `example.com`).
So every e-mail about a visitor's message or testimonial carries its text through `inert_links`,
which breaks the two things a mail program looks for, the way security mail does ("defanging"):

- a scheme's `://` becomes `[:]//` (`https[:]//example[.]com`), and
- every dot between the labels of a host name becomes `[.]` (`www[.]example[.]com`).

The text stays readable (a reader can still see where the link pointed, and type it if they
mean to), but no mail program or browser recognises it as an address. An HTML `<a href>` or a
Markdown `[text](url)` is inert twice over: its address is defanged, and the HTML part escapes
the tag (Django's autoescape), so it arrives as the characters the visitor typed.
"""

import re

# A scheme and its "://" (http, https, ftp, a made-up one too): the "://" is what makes it one.
_SCHEME = re.compile(r"(?i)\b([a-z][a-z0-9+.-]{0,30}):/{2,}")
# "mailto:" and friends have no "//": their colon goes too.
_BARE_SCHEME = re.compile(r"(?i)\b(mailto|javascript|data|tel|sms|file):")
# A host name: labels of letters, digits and hyphens (any script) joined by dots, ending in a
# label of two or more letters (example.com, www.example.co.uk, пример.рф), or four numbers
# joined by dots (an IP address). The dots are what a mail program needs.
_HOST = re.compile(
    r"(?<![\w.-])((?:[^\W_](?:[\w-]{0,61}[^\W_])?\.)+[^\W\d_]{2,63}|\d{1,3}(?:\.\d{1,3}){3})(?![\w-])",
)
# Full-width and ideographic dots, which some programs accept between labels.
_ODD_DOTS = str.maketrans({"\u3002": ".", "\uff0e": ".", "\uff61": "."})


def _defang_host(match: re.Match) -> str:
    return match.group(1).replace(".", "[.]")


def inert_links(text: str) -> str:
    """`text` with every address in it made into text no mail program links (see above)."""
    if not text:
        return text
    text = text.translate(_ODD_DOTS)
    text = _SCHEME.sub(lambda m: f"{m.group(1)}[:]//", text)
    text = _BARE_SCHEME.sub(lambda m: f"{m.group(1)}[:]", text)
    return _HOST.sub(_defang_host, text)
