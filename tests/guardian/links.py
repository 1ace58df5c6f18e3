"""What the 'links are inert' tests share: a visitor's text holding every kind of link, and a
check, like a mail program's link finder, that none of it can be clicked."""

import re

# A URL, an HTML link, a Markdown link and a bare www. address.
LINKS_TEXT = (
    "Look at https://evil.example/login?next=1 then "
    '<a href="http://phish.example/win">claim your prize</a> or '
    "[click here](https://markdown.example/path) or visit www.bare.example today."
)
# What a mail program turns into a link: a scheme's ://, a www. start, or a host name with a
# dot before a top-level label (the hosts in LINKS_TEXT).
CLICKABLE = re.compile(r"(?i)[a-z]+://|\bwww\.|\b[\w-]+\.example\b|href\s*=\s*[\"']?\s*[a-z]+:")
INERT_FORMS = (
    "https[:]//evil[.]example/login?next=1",
    "http[:]//phish[.]example/win",
    "https[:]//markdown[.]example/path",
    "www[.]bare[.]example",
)


def clickable_in(text: str, *, ignore: tuple[str, ...] = ()) -> list[str]:
    """The link-like pieces of `text` (leaving out the site's own addresses in `ignore`)."""
    for own in ignore:
        text = text.replace(own, "")
    return CLICKABLE.findall(text)
