"""The site's share picture (og:image, twitter:image) for every page without a picture of its own:
a 1200x630 PNG card drawn with Pillow from the public profile (its name, tagline and avatar), served
by this site at /share-card.png.

The card is drawn once per version of what it shows and kept in the shared cache; its address
carries that version (`?v=`), so a change of name, tagline or avatar is a new address that link
previews fetch again, and an address with the current version may be kept for a year. In pseudonym
mode the card shows the pseudonym, as every public output does (apps/core/public_profile.py).
"""

import hashlib
import io
import json

from django.core.cache import cache
from django.core.files.storage import default_storage
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_safe
from PIL import Image, ImageDraw, ImageFont, ImageOps

from apps.core.public_profile import PublicProfile, site_profile_public
from apps.core.rich_text import stored_name

CARD_SIZE = (1200, 630)
# Change when the drawing changes: every card gets a new address.
DESIGN = 1
CACHE_SECONDS = 30 * 24 * 3600
_BACKGROUND = "#0f172a"  # the theme colour (slate-900)
_ACCENT = "#fbbf24"  # warm-400, the logo's
_TEXT = "#ffffff"
_MUTED = "#cbd5e1"  # slate-300
_MARGIN = 80
_AVATAR = 300


def card_version(profile: PublicProfile) -> str:
    shown = [DESIGN, profile.name, profile.tagline, profile.avatar_url]
    return hashlib.sha256(json.dumps(shown).encode()).hexdigest()[:16]


def card_path(profile: PublicProfile) -> str:
    """The card's address, with the version of what it shows."""
    return f"{reverse('share-card')}?v={card_version(profile)}"


def _avatar(url: str) -> Image.Image | None:
    """The avatar as a round picture, or None when it is not a stored file Pillow can read."""
    name = stored_name(url) if url else None
    if not name:
        return None
    try:
        with default_storage.open(name) as file, Image.open(file) as picture:
            square = ImageOps.fit(picture.convert("RGB"), (_AVATAR, _AVATAR))
    except Exception:  # a missing or unreadable file: the card is drawn without it
        return None
    mask = Image.new("L", square.size, 0)
    ImageDraw.Draw(mask).ellipse((0, 0, _AVATAR - 1, _AVATAR - 1), fill=255)
    square.putalpha(mask)
    return square


def _lines(text: str, font: ImageFont.FreeTypeFont, width: int, most: int) -> list[str]:
    """`text` in at most `most` lines no wider than `width` pixels, the last cut with "…"."""
    lines: list[str] = []
    for word in text.split():
        while font.getlength(word) > width:  # a word longer than a line: cut it
            cut = next(n for n in range(len(word), 0, -1) if font.getlength(word[:n]) <= width)
            lines.append(word[:cut])
            word = word[cut:]
        if lines and font.getlength(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if len(lines) > most:
        last = lines[most - 1]
        while last and font.getlength(f"{last}…") > width:
            last = last[:-1]
        lines = [*lines[: most - 1], f"{last.rstrip()}…"]
    return [line for line in lines if line]


def card_draw(profile: PublicProfile) -> bytes:
    """The card as PNG bytes."""
    card = Image.new("RGB", CARD_SIZE, _BACKGROUND)
    draw = ImageDraw.Draw(card)
    draw.rectangle((0, 0, 24, CARD_SIZE[1]), fill=_ACCENT)
    avatar = _avatar(profile.avatar_url)
    left = _MARGIN + 24
    right = CARD_SIZE[0] - _MARGIN - (_AVATAR + _MARGIN if avatar else 0)
    name_font = ImageFont.load_default(size=76)
    tagline_font = ImageFont.load_default(size=40)
    top = 170
    for line in _lines(profile.name, name_font, right - left, 2):
        draw.text((left, top), line, font=name_font, fill=_TEXT)
        top += 92
    top += 24
    for line in _lines(profile.tagline, tagline_font, right - left, 3):
        draw.text((left, top), line, font=tagline_font, fill=_MUTED)
        top += 54
    if avatar:
        card.paste(avatar, (right + _MARGIN, (CARD_SIZE[1] - _AVATAR) // 2), avatar)
    out = io.BytesIO()
    card.save(out, format="PNG", optimize=True)
    return out.getvalue()


def card_png(profile: PublicProfile) -> bytes:
    """The card of what `profile` shows: drawn once per version, then read from the cache."""
    return cache.get_or_set(
        f"share-card:{card_version(profile)}", lambda: card_draw(profile), CACHE_SECONDS
    )


@require_safe
def share_card(request: HttpRequest) -> HttpResponse:
    """/share-card.png: the current card. Kept a year at its current version's address; any other
    address (no version, an old one) is the current card, kept five minutes."""
    profile = site_profile_public()
    current = request.GET.get("v") == card_version(profile)
    response = HttpResponse(card_png(profile), content_type="image/png")
    response["Cache-Control"] = (
        "public, max-age=31536000, immutable" if current else "public, max-age=300"
    )
    return response
