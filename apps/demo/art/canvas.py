"""What every demo picture is drawn with: a canvas measured in fractions of its size, the site's
colours, gradients, a seeded random source and text that fits the room it is given.

Text is set in Pillow's bundled font (`ImageFont.load_default`, a scalable FreeType font since
Pillow 10), so a picture looks the same on every machine whatever fonts it has. That font has no
accented letters, so text is reduced to the characters it draws (é -> e, an em dash -> a hyphen).
"""

import functools
import itertools
import random
import unicodedata
import zlib
from dataclasses import dataclass, field

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]

# The site's colours (frontend/src/styles/app.css, docs VISUAL.md): a slate/navy neutral, one
# blue accent and one warm amber, plus paper and ink for certificates.
NAVY: RGB = (15, 23, 42)
SLATE_700: RGB = (51, 65, 85)
SLATE_500: RGB = (100, 116, 139)
SLATE_300: RGB = (203, 213, 225)
SLATE_100: RGB = (241, 245, 249)
WHITE: RGB = (255, 255, 255)
ACCENT: RGB = (37, 99, 200)
ACCENT_DARK: RGB = (30, 64, 150)
ACCENT_LIGHT: RGB = (219, 234, 254)
WARM: RGB = (226, 170, 62)
WARM_DARK: RGB = (150, 104, 30)
WARM_LIGHT: RGB = (253, 243, 214)
PAPER: RGB = (250, 246, 235)

# The characters the bundled font draws besides printable ASCII.
_TYPOGRAPHIC = set("\u2018\u2019\u201c\u201d")  # curly quotes
# dashes, an ellipsis, a multiplication sign, a superscript and a subscript two
_REPLACEMENTS = {
    "\u2014": "-",
    "\u2013": "-",
    "\u2026": "...",
    "\u00d7": "x",
    "\u00b2": "2",
    "\u2082": "2",
}


def printable(text: str) -> str:
    """`text` in the characters the bundled font has: accents dropped, dashes made hyphens,
    anything else it cannot draw (an emoji) left out."""
    text = "".join(_REPLACEMENTS.get(ch, ch) for ch in text)
    plain = unicodedata.normalize("NFKD", text)
    kept = (ch for ch in plain if (" " <= ch <= "~") or ch in _TYPOGRAPHIC)
    return " ".join("".join(kept).split())


@functools.lru_cache(maxsize=128)
def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.load_default(size=max(6, size))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour `t` of the way from `a` to `b`."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def rng(*keys: object) -> random.Random:
    """A random source that gives the same numbers for the same keys on every run."""
    return random.Random(zlib.crc32("|".join(map(str, keys)).encode()))  # noqa: S311 (art, not secrets)


def vertical_gradient(size: tuple[int, int], stops: list[tuple[float, RGB]]) -> Image.Image:
    """An image of `size` whose colour runs through `stops` ((0..1 from the top, colour))."""
    column = []
    for i in range(256):
        t = i / 255
        for (p0, c0), (p1, c1) in itertools.pairwise(stops):
            if t <= p1:
                column.append(mix(c0, c1, (t - p0) / max(p1 - p0, 1e-6)))
                break
        else:
            column.append(stops[-1][1])
    strip = Image.new("RGB", (1, 256))
    strip.putdata(column)
    # Stretched down, then across: one column is smoothed, the rest are copies of it (fast).
    strip = strip.resize((1, size[1]), Image.Resampling.BILINEAR)
    return strip.resize(size, Image.Resampling.NEAREST)


@dataclass
class Canvas:
    """An RGB image being drawn on. Places are fractions of its width (`x`) and height (`y`);
    lengths and text sizes are given for a 2400 x 1350 picture and scaled by `s` (so a smaller
    or taller picture keeps the same proportions). Every text's box is kept in `texts`, so a
    test can check that words stay where they belong."""

    image: Image.Image
    texts: list[tuple[int, int, int, int]] = field(default_factory=list)

    def __post_init__(self):
        # RGBA drawing on an RGB image: a colour with a fourth (alpha) value is blended in.
        self.draw = ImageDraw.Draw(self.image, "RGBA")
        self.w, self.h = self.image.size
        self.s = min(self.w / 2400, self.h / 1350)

    def x(self, fraction: float) -> int:
        return round(self.w * fraction)

    def y(self, fraction: float) -> int:
        return round(self.h * fraction)

    def px(self, length: float) -> int:
        """`length` (in 2400-wide units) on this canvas, at least one pixel."""
        return max(1, round(length * self.s))

    def paste_gradient(self, stops: list[tuple[float, RGB]], box=None) -> None:
        left, top, right, bottom = box or (0, 0, self.w, self.h)
        gradient = vertical_gradient((max(1, right - left), max(1, bottom - top)), stops)
        self.image.paste(gradient, (left, top))

    def text(
        self,
        xy: tuple[float, float],
        line: str,
        *,
        size: int,
        fill: RGB,
        anchor: str = "mm",
        bold: bool = False,
        stroke: int = 0,
        stroke_fill: RGB | None = None,
    ) -> tuple[int, int, int, int]:
        """Draw one line of text at `xy` (pixels, placed by `anchor`); return its box."""
        face = font(size)
        width = stroke or (max(1, size // 40) if bold else 0)
        options = {"font": face, "anchor": anchor, "stroke_width": width}
        box = self.draw.textbbox(xy, line, **options)
        self.draw.text(xy, line, fill=fill, stroke_fill=stroke_fill or fill, **options)
        self.texts.append(box)
        return box

    def width_of(self, line: str, size: int, *, bold: bool = False) -> float:
        stroke = max(1, size // 40) if bold else 0
        return font(size).getlength(line) + 2 * stroke

    def fit(
        self, text: str, *, width: int, size: int, smallest: int, lines: int, bold: bool = False
    ) -> tuple[int, list[str]]:
        """The largest size from `size` down to `smallest` at which `text` wraps into at most
        `lines` lines no wider than `width`, and those lines. At the smallest size the last line
        ends in an ellipsis if the words still do not fit."""
        words = printable(text).split()
        current = size
        while True:
            wrapped = _wrap(
                words, lambda line, at=current: self.width_of(line, at, bold=bold), width
            )
            if len(wrapped) <= lines and all(
                self.width_of(w, current, bold=bold) <= width for w in wrapped
            ):
                return current, wrapped
            if current <= smallest:
                return current, _shorten(
                    wrapped,
                    lines,
                    lambda line, at=current: self.width_of(line, at, bold=bold),
                    width,
                )
            current = max(smallest, int(current * 0.92))

    def paragraph(
        self,
        centre_x: int,
        top: int,
        text: str,
        *,
        width: int,
        size: int,
        smallest: int,
        lines: int,
        fill: RGB,
        bold: bool = False,
        leading: float = 1.18,
    ) -> int:
        """Draw `text` centred on `centre_x` from `top`, fitted as `fit` does; return the bottom."""
        at, wrapped = self.fit(
            text, width=width, size=size, smallest=smallest, lines=lines, bold=bold
        )
        y = top
        for line in wrapped:
            self.text((centre_x, y), line, size=at, fill=fill, anchor="ma", bold=bold)
            y += round(at * leading)
        return y


def _wrap(words: list[str], measure, width: int) -> list[str]:
    """`words` in lines, each as full as `width` allows (a word wider than that has its own)."""
    lines: list[str] = []
    for word in words:
        if lines and measure(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _shorten(wrapped: list[str], lines: int, measure, width: int) -> list[str]:
    """The first `lines` of `wrapped`, the last ending in "..." where words were left out."""
    kept = wrapped[:lines]
    if not kept:
        return kept
    last, cut = kept[-1], len(wrapped) > lines
    while last and (measure(f"{last}..." if cut else last) > width):
        last, cut = (last.rsplit(" ", 1)[0] if " " in last else last[:-1]), True
    kept[-1] = f"{last}..." if cut else last
    return kept
