"""`srcset` for the pictures this site stores as WebP variants.

The upload pipeline (apps/gallery/images.py) and the demo seed store each picture as
"<stem>-<width>w.webp" at about 480, 960 and 1600 px wide, never wider than the picture: the
widest variant's address names its width, and every narrower standard width exists beside it.
frontend/src/lib/srcset.ts derives the same attribute in the browser.
"""

import re

from .shared_constants import IMAGE_WIDTHS

STANDARD_WIDTHS = IMAGE_WIDTHS
_VARIANT = re.compile(r"^(?P<stem>.+)-(?P<width>[1-9][0-9]{1,4})w\.webp$")


def srcset_for(url: str | None) -> str:
    """The srcset of a stored variant's address ("" for any other address)."""
    match = _VARIANT.match(url or "")
    if not match:
        return ""
    stem, widest = match["stem"], int(match["width"])
    widths = [w for w in STANDARD_WIDTHS if w < widest] + [widest]
    return ", ".join(f"{stem}-{w}w.webp {w}w" for w in widths)
